// Starts Arena for the browser tests: a fresh embedded database in a temp folder, demo data, the built web app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3210';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-'));
const server = spawn('npx', ['tsx', '../apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO_DATA: 'always',
    LOG_LEVEL: 'warn',
    SIGNUP_LIMIT_PER_ADDRESS: '100000',
  },
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
