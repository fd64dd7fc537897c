/** A subcommand of `competitieleider`. */
import type { CliIO } from '../io';

export interface Command {
  readonly name: string;
  /** `standings <werkboek> [--round N] ...` */
  readonly usage: string;
  readonly summary: { readonly nl: string; readonly en: string };
  run(argv: string[], io: CliIO): Promise<number>;
}
