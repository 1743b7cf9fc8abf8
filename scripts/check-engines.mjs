// The README promises a Node.js version (root package.json `engines.node`, e.g. ">=20.19"). This fails when any
// installed package declares an `engines.node` range that the promised minimum does not satisfy, so that
// `npm install` on the documented minimum never warns EBADENGINE (run by `npm run lint`).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.join(import.meta.dirname, '..');
const promised = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines?.node;
const minimum = promised && semver.minVersion(promised);
if (!minimum) {
  console.error('package.json: engines.node must state the minimum Node.js version (for example ">=20.19").');
  process.exit(1);
}

const problems = [];
const seen = new Set();
/** Every package.json under a node_modules folder, nested ones and @scope/name included. */
function walk(modules) {
  if (!fs.existsSync(modules)) return;
  for (const entry of fs.readdirSync(modules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const dir = path.join(modules, entry.name);
    if (entry.name.startsWith('@')) {
      walk(dir);
      continue;
    }
    if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
    const real = fs.realpathSync(dir);
    if (seen.has(real)) continue;
    seen.add(real);
    const manifest = path.join(real, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      const range = pkg.engines?.node;
      if (typeof range === 'string' && semver.validRange(range) && !semver.satisfies(minimum, range)) {
        problems.push(`${pkg.name}@${pkg.version} (${path.relative(root, dir)}) needs node ${range}`);
      }
    }
    walk(path.join(real, 'node_modules'));
  }
}
walk(path.join(root, 'node_modules'));

if (problems.length) {
  console.error(
    `Installed packages exclude the documented minimum Node.js ${minimum.version} (package.json engines.node "${promised}"):\n  ${problems.join('\n  ')}\n` +
      'Pin a version that supports it (package.json "overrides") or raise the documented minimum (README and engines).\n' +
      'When package.json already pins it (the lock file changed), run `npm install` to bring node_modules in line.',
  );
  process.exit(1);
}
console.log(`engines: every installed package supports Node.js ${minimum.version} (${seen.size} packages checked).`);
