/**
 * a user's own formulas show current values when the saved .xlsx is opened: every save that changes
 * a tab (an output tab written, rows appended, cells edited) asks Excel and LibreOffice for a full recalculation
 * on load and drops the calculation chain, while the cached results a command reads of a formula stay.
 */
import { cpSync } from 'node:fs';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { openWorkbook } from '../../../src/cli/files/open';
import { Package } from '../../../src/cli/files/package';
import { ROOT, tempDir } from '../../support/tmp';

const FIXTURE = join(ROOT, 'tests', 'fixtures', 'office', 'club-libreoffice.xlsx');

function workbookXml(file: string): string {
  return new TextDecoder().decode(new Package(fs.readFileSync(file)).get('xl/workbook.xml'));
}

describe('every save of an .xlsx with formulas asks for a full recalculation on opening', () => {
  test.each([
    ['rows appended only (confirm)', 'append'],
    ['cells edited only (import-ratings --yes)', 'edit'],
    ['an output tab written (standings)', 'write'],
  ] as const)('%s', async (_what, kind) => {
    const file = join(tempDir(), 'club.xlsx');
    cpSync(FIXTURE, file);
    const before = workbookXml(file);
    expect(before).not.toMatch(/fullCalcOnLoad="1"/);
    const wb = await openWorkbook(file);
    const players = wb.read('Spelers')!;
    const formulasBefore = (await openWorkbook(file)).tabNames().map((t) => wb.read(t));
    if (kind === 'append')
      wb.append({ tab: 'Afwezig', header: ['Ronde', 'Naam', 'Reden'], rows: [[99, String(players[1]![0]), 'ziek']] });
    if (kind === 'edit') wb.edit([{ tab: 'Spelers', row: 2, col: 1, value: String(players[1]![0]) }]);
    if (kind === 'write')
      wb.write({
        name: 'Ranglijst',
        rows: [
          ['Plaats', 'Naam'],
          [1, 'A'],
        ],
      });
    await wb.save();
    const after = workbookXml(file);
    expect(after).toMatch(/<calcPr [^>]*fullCalcOnLoad="1"/);
    expect(new Package(fs.readFileSync(file)).has('xl/calcChain.xml')).toBe(false);
    // The cached results of the user's formulas are still read (a command reads them).
    const reread = await openWorkbook(file);
    const formulaTab = reread
      .tabNames()
      .find((t) => !['Spelers', 'Afwezig', 'Uitslagen', 'Instellingen', 'Ranglijst'].includes(t));
    if (formulaTab !== undefined)
      expect(reread.read(formulaTab)).toEqual(formulasBefore[wb.tabNames().indexOf(formulaTab)]);
  });
});
