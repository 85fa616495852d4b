// The helper process of run.ts: runs each command it is sent and sends back what it printed.
import { execFile } from 'node:child_process';

process.on('message', ({ id, file, args, options }) => {
  execFile(file, args, options, (error, stdout, stderr) => {
    const failure = error && { message: error.message, code: error.code, signal: error.signal, killed: error.killed };
    process.send({ id, stdout, stderr, error: failure });
  });
});
// Its vitest worker is gone: nothing more will come.
process.on('disconnect', () => process.exit(0));
