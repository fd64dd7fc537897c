/**
 * Every subcommand of `competitieleider`, in the order `--help` lists them:
 * `new` (a competition in a new workbook), one per command of the action
 * catalogue (a variant such as "Nieuwe loting" is its command's option,
 * `pair --new-draw`), then the imports and the demo.
 */
import { CATALOGUE } from '../../actions/catalogue';
import { entryCommand } from '../run';
import type { Command } from './command';
import { demoCommand } from './demo';
import { importKfcCommand, importRatingsCommand, importTrfCommand } from './exchange';
import { newCommand } from './new';

export const COMMANDS: readonly Command[] = [
  // A new workbook: the catalogue's commands open one that exists, so `new` is written by hand (commands/new.ts).
  newCommand,
  ...CATALOGUE.flatMap((entry) => ('name' in entry.cli ? [entryCommand(entry, entry.cli)] : [])),
  // A file into a workbook (which an import may create): the file comes first, so these are written by hand.
  importTrfCommand,
  importKfcCommand,
  importRatingsCommand,
  demoCommand,
];
