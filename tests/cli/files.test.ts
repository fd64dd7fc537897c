/** The file backings of the command line: what they keep of the file the user typed. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openCsvFolder, parseCsv } from '../../src/cli/files/csv';
import { tempDir } from '../support/tmp';

describe('CSV folders', () => {
  test('rows appended to a ;-separated CSV (Dutch Excel) are ;-separated too, with its line ends', async () => {
    const dir = tempDir();
    const typed = 'Ronde;Wit;Zwart;Uitslag\r\n1;Anna;Bram;1-0\r\n';
    writeFileSync(join(dir, 'Uitslagen.csv'), typed);
    const wb = openCsvFolder(dir);
    wb.append({ tab: 'Uitslagen', header: ['Ronde', 'Wit', 'Zwart', 'Uitslag'], rows: [[2, 'Carla', 'Daan, de Jong', '½-½']] });
    await wb.save();
    const text = readFileSync(join(dir, 'Uitslagen.csv'), 'utf8');
    expect(text.startsWith(typed)).toBe(true);
    expect(text.slice(typed.length)).toBe('2;Carla;Daan, de Jong;½-½\r\n');
    expect(parseCsv(text)).toEqual([
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      ['1', 'Anna', 'Bram', '1-0'],
      ['2', 'Carla', 'Daan, de Jong', '½-½'],
    ]);
  });

  test('a ;-separated CSV rewritten keeps its separator; a ,-separated one keeps its own', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'Ranglijst.csv'), 'Plaats;Naam\n1;Anna\n');
    writeFileSync(join(dir, 'Verloop.csv'), 'Plaats,Naam\n1,Anna\n');
    const wb = openCsvFolder(dir);
    wb.write({ name: 'Ranglijst', rows: [['Plaats', 'Naam'], [1, 'Bram; of Anna']] });
    wb.write({ name: 'Verloop', rows: [['Plaats', 'Naam'], [1, 'Bram; of Anna']] });
    await wb.save();
    expect(readFileSync(join(dir, 'Ranglijst.csv'), 'utf8')).toBe('Plaats;Naam\n1;"Bram; of Anna"\n');
    expect(readFileSync(join(dir, 'Verloop.csv'), 'utf8')).toBe('Plaats,Naam\n1,Bram; of Anna\n');
  });

  test('a new tab in a folder of ;-separated files is ;-separated', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'Spelers.csv'), 'Naam;Rating\nAnna;1800\n');
    const wb = openCsvFolder(dir);
    wb.write({ name: 'Ranglijst', rows: [['Plaats', 'Naam'], [1, 'Anna']] });
    await wb.save();
    expect(readFileSync(join(dir, 'Ranglijst.csv'), 'utf8')).toBe('Plaats;Naam\n1;Anna\n');
  });
});
