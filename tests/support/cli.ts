/** Running the command line in tests: its output captured, its CSV tabs read back. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell } from '../../src/core/cell';
import { main } from '../../src/cli/main';
import { parseCsv } from '../../src/cli/files/csv';
import type { CliIO } from '../../src/cli/io';

export interface CliRun {
  readonly code: number;
  readonly stdout: string[];
  readonly stderr: string[];
}

/** `competitieleider ...argv`, with stdout and stderr as lines. */
export async function runCli(...argv: string[]): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io: CliIO = { out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

/** A tab of a CSV-folder workbook. */
export function csvTab(dir: string, tab: string): Cell[][] {
  return parseCsv(readFileSync(join(dir, `${tab}.csv`), 'utf8'));
}
