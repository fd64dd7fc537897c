/** An .xlsm on the command line: saved in place like an .xlsx, and copied into other kinds of workbook (data only). */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../../support/tmp';
import { runCli } from '../../support/cli';
import { openWorkbook } from '../../../src/cli/files/open';
import { toCsv } from '../../../src/cli/files/csv';
import { keizerTabs, simulateKeizerSeason } from '../../../src/sim/keizerSeason';

/** A club in the middle of its season as an .xlsm (an .xlsx renamed: what matters here is the name). */
async function xlsm(): Promise<string> {
  const dir = join(tempDir(), 'club');
  mkdirSync(dir);
  const season = simulateKeizerSeason({ players: 15, rounds: 28, played: 5, seed: 'xlsm' });
  for (const [name, rows] of Object.entries(keizerTabs(season.competition)))
    writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
  expect((await runCli('standings', dir, '--out', join(dir, '..', 'club.xlsx'))).code).toBe(0);
  renameSync(join(dir, '..', 'club.xlsx'), join(dir, '..', 'club.xlsm'));
  return join(dir, '..', 'club.xlsm');
}

test('an .xlsm is opened and saved in place like an .xlsx, by every kind of command', async () => {
  const file = await xlsm();
  for (const argv of [['pair'], ['confirm'], ['standings'], ['crosstable'], ['beamer']]) {
    const r = await runCli(argv[0]!, file, ...argv.slice(1));
    expect([argv[0], r.code, r.stderr.filter((l) => /interne fout|geen \.xlsx/.test(l))]).toEqual([argv[0], 0, []]);
  }
  expect((await openWorkbook(file)).read('Ranglijst')).toBeDefined();
});

test('an .xlsm may be copied into a CSV folder or an .ods (data only)', async () => {
  const file = await xlsm();
  const out = join(tempDir(), 'club.ods');
  expect((await runCli('standings', file, '--out', out)).code).toBe(0);
  expect(existsSync(out)).toBe(true);
});
