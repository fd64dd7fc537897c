/**
 * Every subcommand of `competitieleider`, in the order `--help` lists them:
 * one per command of the action catalogue (a variant such as "Nieuwe loting"
 * is its command's option, `pair --new-draw`), then the demo.
 */
import { CATALOGUE } from '../../actions/catalogue';
import { entryCommand } from '../run';
import type { Command } from './command';
import { demoCommand } from './demo';

export const COMMANDS: readonly Command[] = [
  ...CATALOGUE.flatMap((entry) => ('name' in entry.cli ? [entryCommand(entry, entry.cli)] : [])),
  demoCommand,
];
