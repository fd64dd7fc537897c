/** Entry of dist/cli.js. */
import { main, reportInternalError } from './main';
import { processIO } from './io';

const argv = process.argv.slice(2);
main(argv).then(
  (code) => (process.exitCode = code),
  (e) => (process.exitCode = reportInternalError(e, argv, processIO)),
);
