// `npm run dev`: the API with reload (tsx watch), in development mode, and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';

// Development mode is this command's alone: it trusts the Vite dev server's origin (http://localhost:5173).
// `npm start` (and a server started any other way without NODE_ENV) runs in production mode.
const children = [
  spawn('npm', ['run', 'dev', '-w', '@arena/server'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  spawn('npm', ['run', 'dev', '-w', '@arena/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
