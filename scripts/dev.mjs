// `npm run dev`: the API in watch mode (`node --watch`, Node 24 strips the types) and Vite with
// hot reload, side by side; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/server.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@cairn/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code && code !== 0) stop();
  });
