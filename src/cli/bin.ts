/** Entry of dist/cli.js. What it prints, and a reader that goes away, are io.ts's. */
import { main, reportInternalError } from './main';
import { processIO } from './io';

const argv = process.argv.slice(2);
main(argv).then(
  (code) => (process.exitCode = code),
  (e) => (process.exitCode = reportInternalError(e, argv, processIO)),
);
