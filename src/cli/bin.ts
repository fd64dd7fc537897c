/** Entry of dist/cli.js. */
import { main, reportInternalError } from './main';
import { processIO } from './io';

// A reader that went away (`competitieleider ... | head -1`) is no fault: everything is saved before
// anything is printed, so stop quietly (the lock is released on exit).
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? 0);
  });
}

const argv = process.argv.slice(2);
main(argv).then(
  (code) => (process.exitCode = code),
  (e) => (process.exitCode = reportInternalError(e, argv, processIO)),
);
