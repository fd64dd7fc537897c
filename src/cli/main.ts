/**
 * `competitieleider`: the same engine as the add-on, on .xlsx, .ods or a folder
 * of CSV files. A thin adapter: parse the command line, run an action, save.
 */
import { isInputError, formatProblem } from '../core/problems';
import { UsageError } from './args';
import { COMMANDS } from './commands';
import { CliIO, EXIT, processIO } from './io';

function help(io: CliIO): void {
  io.out('competitieleider <opdracht> ...');
  io.out('');
  for (const c of COMMANDS) {
    io.out(`  ${c.usage}`);
    io.out(`      ${c.summary.nl}`);
  }
  io.out('');
  io.out('Een werkboek is een .xlsx- of .ods-bestand, of een map met CSV-bestanden (<tab>.csv).');
}

export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    help(io);
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`onbekende opdracht "${name}"`);
    help(io);
    return EXIT.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`competitieleider ${command.usage}`);
    io.out(command.summary.nl);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}`);
      io.err(`gebruik: competitieleider ${command.usage}`);
      return EXIT.usage;
    }
    if (isInputError(e)) {
      for (const p of e.errors) io.err(formatProblem(p, 'nl'));
      return EXIT.input;
    }
    throw e;
  }
}
