// `npm test`'s first step: lint (ESLint, Prettier, decision records, engines) and the type check, side by side:
// each is mostly one process on one core, and the CI machines have two. Each one's output is printed when it ends,
// so the two do not interleave; fails if either fails.
import { spawn } from 'node:child_process';

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ script, code, output }));
  });
}

const results = await Promise.all([run('lint'), run('typecheck')]);
for (const { script, code, output } of results) {
  console.log(`> npm run ${script}: ${code === 0 ? 'ok' : `failed (${code})`}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
