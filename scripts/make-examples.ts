/**
 * Generates the shipped example competitions: a CSV folder (the readable
 * source) and the same workbook as .xlsx and .ods. Run with `npm run examples`.
 * Deterministic: the same code gives the same bytes (the office packages carry
 * a fixed time, cli/files/package.ts), so a re-run changes nothing in git;
 * tests/scripts/makeExamples.test.ts makes them afresh and compares.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell } from '../src/core/cell';
import { emptyXlsx } from '../src/cli/files/xlsx';
import { emptyOds } from '../src/cli/files/sheetjs';
import { openCsvFolder } from '../src/cli/files/csv';
import { simulateKeizerSeason } from '../src/sim/keizerSeason';
import { KEEZEN_EXAMPLES } from '../src/sim/keezenExamples';

async function writeAll(examples: string, name: string, tabs: Record<string, Cell[][]>): Promise<void> {
  const dir = join(examples, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const wb of [
    openCsvFolder(dir),
    emptyXlsx(join(examples, `${name}.xlsx`)),
    emptyOds(join(examples, `${name}.ods`)),
  ]) {
    for (const [tab, rows] of Object.entries(tabs)) wb.write({ name: tab, rows, headerRow: 1 });
    await wb.save();
  }
}

/** Writes every example into `examples` (a folder and its two workbooks each); returns a line per example. */
export async function makeExamples(examples: string): Promise<string[]> {
  mkdirSync(examples, { recursive: true });
  const season = simulateKeizerSeason({ players: 34, rounds: 28, seed: 'zwarte-dame-2025', attendance: 0.78 });
  await writeAll(examples, 'zwarte-dame', season.tabs);
  const lines = [
    `examples/zwarte-dame: ${season.competition.players.length} spelers, ${season.competition.games.length} partijen`,
  ];
  for (const [name, make] of Object.entries(KEEZEN_EXAMPLES)) {
    const event = make();
    await writeAll(examples, name, event.tabs);
    lines.push(
      `examples/${name}: ${event.tabs.Deelnemers!.length - 1} deelnemers, ${event.tabs.Uitslagen!.length - 1} formulieren`,
    );
  }
  return lines;
}

if (require.main === module)
  makeExamples(join(__dirname, '..', 'examples')).then(
    (lines) => process.stdout.write(lines.map((l) => `${l}\n`).join('')),
    (e: unknown) => {
      process.stderr.write(String((e as Error)?.stack ?? e) + '\n');
      process.exitCode = 1;
    },
  );
