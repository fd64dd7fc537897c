/** Every subcommand of `competitieleider`, in the order `--help` lists them. */
import type { Command } from './command';
import { demoCommand } from './demo';
import { explainCommand } from './explain';
import { finalCommand } from './final';
import { publishCommand } from './publish';
import { crosstableCommand, ratingCommand, standingsCommand } from './standings';
import { pairCommand } from './pair';
import { confirmCommand } from './confirm';
import { beamerCommand } from './beamer';
import { drawCommand, tablesCommand } from './draw';
import { importKfcCommand, importRatingsCommand, importTrfCommand, trfCommand } from './exchange';

export const COMMANDS: readonly Command[] = [
  standingsCommand,
  pairCommand,
  confirmCommand,
  beamerCommand,
  explainCommand,
  crosstableCommand,
  ratingCommand,
  finalCommand,
  publishCommand,
  trfCommand,
  importTrfCommand,
  importKfcCommand,
  importRatingsCommand,
  drawCommand,
  tablesCommand,
  demoCommand,
];
