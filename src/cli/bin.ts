/** Entry of dist/cli.js. */
import { main } from './main';

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (e) => {
    process.stderr.write(`interne fout: ${(e as Error)?.stack ?? e}\n`);
    process.exitCode = 3;
  },
);
