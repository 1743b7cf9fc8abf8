// Type-checks every workspace (each has its own tsconfig: DOM for web, node for server and e2e) and the benchmarks.
import { execFileSync } from 'node:child_process';
for (const project of [
  'packages/shared',
  'apps/server',
  'apps/web',
  'apps/web/service-worker',
  'e2e',
  'scripts/bench/tsconfig.bench.json',
  'scripts/cluster/tsconfig.cluster.json',
  'scripts/chaos/tsconfig.chaos.json',
  'scripts/chaos/faults/tsconfig.faults.json',
]) {
  console.log(`tsc -p ${project}`);
  execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
}
