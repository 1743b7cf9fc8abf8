// The built app served as `npm start` serves it, on a throw-away embedded database with the demo data: what the
// page measurements (npm run lighthouse, npm run weigh) load. Run `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/** Stops the calling script with its name when the web app has not been built. */
export function requireBuiltWebApp(script) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error(`${script}: apps/web/dist is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** Starts the server on `port`, answering as `origin`, with its database in `dataDir`. */
export function startDemoServer({ port, origin, dataDir }) {
  return spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      SEED_DEMO_DATA: 'always',
      LOG_LEVEL: 'warn',
    },
  });
}

/** Resolves once the server answers /api/health; migrations and the demo data take a while on a busy machine. */
export async function waitForDemoServer(server, origin, minutes = 5) {
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${origin} within ${minutes} minutes`);
}
