/**
 * CSV written in the folder's own habits: a new file in a `;` folder is `;`-separated (a file of one
 * column shows no separator and does not decide it), and in a `;` folder of a Dutch sheet numbers are written with
 * a decimal comma, as Dutch Excel and LibreOffice read them (and as the command line reads them back).
 */
import * as fs from 'node:fs';
import { join } from 'node:path';
import { openCsvFolder } from '../../../src/cli/files/csv';
import { tempDir } from '../../support/tmp';

function folder(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(join(dir, name), text);
  return dir;
}

const OUTPUT = {
  name: 'Ranglijst',
  rows: [
    ['Plaats', 'Naam', 'Punten'],
    [1, 'Anna', 317.8],
    [2, 'Bram', 300],
  ],
};

describe('a new file follows the folder', () => {
  test('a ; folder with a one-column file: the new file is ;-separated', async () => {
    const dir = folder({ 'Spelers.csv': 'Naam;Rating\r\nAnna;1800\r\n', 'Afwezig.csv': 'Naam\r\nAnna\r\n' });
    const wb = openCsvFolder(dir);
    wb.write(OUTPUT);
    await wb.save();
    expect(fs.readFileSync(join(dir, 'Ranglijst.csv'), 'utf8').split('\r\n')[0]).toBe('Plaats;Naam;Punten');
  });

  test('a ; folder that an older version gave one ,-separated file stays ;', async () => {
    const dir = folder({
      'Spelers.csv': 'Naam;Rating\nAnna;1800\n',
      'Uitslagen.csv': 'Ronde;Wit;Zwart;Uitslag\n',
      'Indeling.csv': 'Bord,Wit,Zwart\n',
    });
    const wb = openCsvFolder(dir);
    wb.write(OUTPUT);
    await wb.save();
    expect(fs.readFileSync(join(dir, 'Ranglijst.csv'), 'utf8').split('\n')[0]).toBe('Plaats;Naam;Punten');
  });

  test('a one-column file rewritten in a ; folder becomes ;-separated with its new columns', async () => {
    const dir = folder({ 'Spelers.csv': 'Naam;Rating\nAnna;1800\n', 'Ranglijst.csv': 'Plaats\n1\n' });
    const wb = openCsvFolder(dir);
    wb.write(OUTPUT);
    await wb.save();
    expect(fs.readFileSync(join(dir, 'Ranglijst.csv'), 'utf8').split('\n')[0]).toBe('Plaats;Naam;Punten');
  });
});

describe('decimals as the folder reads them', () => {
  test('a ; folder of a Dutch sheet: a decimal comma, read back as the same number', async () => {
    const dir = folder({ 'Instellingen.csv': 'Instelling;Waarde\r\n', 'Spelers.csv': 'Naam;Rating\r\nAnna;1800\r\n' });
    const wb = openCsvFolder(dir);
    wb.write(OUTPUT);
    wb.append({ tab: 'Spelers', header: ['Naam', 'Rating'], rows: [['Bram', 1712.5]] });
    await wb.save();
    expect(fs.readFileSync(join(dir, 'Ranglijst.csv'), 'utf8')).toBe(
      'Plaats;Naam;Punten\r\n1;Anna;317,8\r\n2;Bram;300\r\n',
    );
    expect(fs.readFileSync(join(dir, 'Spelers.csv'), 'utf8')).toBe('Naam;Rating\r\nAnna;1800\r\nBram;1712,5\r\n');
  });

  test('a ; folder of an English sheet and a , folder keep the decimal point', async () => {
    for (const files of [
      { 'Settings.csv': 'Setting;Value\n', 'Players.csv': 'Name;Rating\n' },
      { 'Instellingen.csv': 'Instelling,Waarde\n', 'Spelers.csv': 'Naam,Rating\n' },
    ]) {
      const dir = folder(files);
      const wb = openCsvFolder(dir);
      wb.write(OUTPUT);
      await wb.save();
      expect(fs.readFileSync(join(dir, 'Ranglijst.csv'), 'utf8')).toContain('317.8');
    }
  });
});
