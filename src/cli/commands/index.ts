/** Every subcommand of `competitieleider`, in the order `--help` lists them. */
import type { Command } from './command';
import { demoCommand } from './demo';
import { standingsCommand } from './standings';

export const COMMANDS: readonly Command[] = [standingsCommand, demoCommand];
