/**
 * Generates the shipped example competitions: a CSV folder (the readable
 * source) and the same workbook as .xlsx and .ods. Run with `npm run examples`.
 * Deterministic: the same code gives the same examples. The .xlsx zip format
 * stamps the time into every file, so a workbook whose CSV source did not
 * change is left as it is (no churn in git).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell } from '../src/core/cell';
import { emptyXlsx } from '../src/cli/files/xlsx';
import { emptyOds } from '../src/cli/files/sheetjs';
import { openCsvFolder } from '../src/cli/files/csv';
import { simulateKeizerSeason } from '../src/sim/keizerSeason';
import { KEEZEN_EXAMPLES } from '../src/sim/keezenExamples';

const root = join(__dirname, '..');
const examples = join(root, 'examples');

function folderText(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .sort()
    .map((f) => `${f}\n${readFileSync(join(dir, f), 'utf8')}`)
    .join('\n');
}

async function writeAll(name: string, tabs: Record<string, Cell[][]>): Promise<void> {
  const dir = join(examples, name);
  const before = folderText(dir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const csv = openCsvFolder(dir);
  for (const [tab, rows] of Object.entries(tabs)) csv.write({ name: tab, rows, headerRow: 1 });
  await csv.save();
  const xlsx = join(examples, `${name}.xlsx`);
  const ods = join(examples, `${name}.ods`);
  if (folderText(dir) === before && existsSync(xlsx) && existsSync(ods)) return;
  for (const make of [() => emptyXlsx(xlsx), () => emptyOds(ods)]) {
    const wb = make();
    for (const [tab, rows] of Object.entries(tabs)) wb.write({ name: tab, rows, headerRow: 1 });
    await wb.save();
  }
}

async function main(): Promise<void> {
  mkdirSync(examples, { recursive: true });
  const season = simulateKeizerSeason({ players: 34, rounds: 28, seed: 'zwarte-dame-2025', attendance: 0.78 });
  await writeAll('zwarte-dame', season.tabs);
  process.stdout.write(
    `examples/zwarte-dame: ${season.competition.players.length} spelers, ${season.competition.games.length} partijen\n`,
  );
  for (const [name, make] of Object.entries(KEEZEN_EXAMPLES)) {
    const event = make();
    await writeAll(name, event.tabs);
    process.stdout.write(
      `examples/${name}: ${event.tabs.Deelnemers!.length - 1} deelnemers, ${event.tabs.Uitslagen!.length - 1} formulieren\n`,
    );
  }
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e) + '\n');
  process.exitCode = 1;
});
