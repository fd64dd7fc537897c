/** Every subcommand of `competitieleider`, in the order `--help` lists them. */
import type { Command } from './command';
import { demoCommand } from './demo';
import { standingsCommand } from './standings';
import { pairCommand } from './pair';
import { confirmCommand } from './confirm';
import { beamerCommand } from './beamer';

export const COMMANDS: readonly Command[] = [standingsCommand, pairCommand, confirmCommand, beamerCommand, demoCommand];
