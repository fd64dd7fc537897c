/** A number or holes cell split by an unquoted comma in a comma-separated file is an error at its cell with the fix. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell } from '../../src/core/cell';
import { formatProblem, isInputError } from '../../src/core/problems';
import { open } from '../../src/sheet/open';
import { MemoryWorkbook } from '../../src/workbook/memory';
import type { WorkbookReader } from '../../src/workbook/workbook';
import { runCli as run } from '../support/cli';
import { copyExample } from '../support/tmp';

/** A memory workbook whose tabs read as comma-separated files (as a CSV folder's). */
function csvBook(tabs: Record<string, Cell[][]>): WorkbookReader {
  const wb = new MemoryWorkbook(tabs);
  return { tabNames: () => wb.tabNames(), read: (t) => wb.read(t), commaSeparated: () => true };
}

function problems(wb: WorkbookReader): string[] {
  try {
    open(wb, 'keizer');
    return [];
  } catch (e) {
    if (!isInputError(e)) throw e;
    return e.errors.map((p) => formatProblem(p, 'nl'));
  }
}

const PLAYERS: Cell[][] = [
  ['Naam', 'Rating', 'Vorige eindstand'],
  ['Anna', '1850', '5', '2'],
  ['Bram', '1800', '1'],
];

/** Appends a line to one file of a copied example. */
function appendLine(dir: string, file: string, line: string): void {
  const path = join(dir, file);
  writeFileSync(path, readFileSync(path, 'utf8').trimEnd() + '\n' + line + '\n');
}

describe('a cell split by an unquoted comma in a comma-separated file', () => {
  test('a rating 1850,5 in Spelers is an error at the Rating cell with the fix, not 1850 and a shifted row', () => {
    expect(problems(csvBook({ Spelers: PLAYERS }))).toEqual([
      'Spelers!B2: Rating: "1850,5" is door een komma over twee cellen verdeeld (het bestand scheidt met komma\'s); zet het tussen aanhalingstekens ("1850,5"), schrijf 1850.5 of sla het bestand op met puntkomma\'s',
    ]);
  });

  test('the same cells in a workbook (not comma-separated text) are left as typed: an extra cell is an ignored column', () => {
    expect(problems(new MemoryWorkbook({ Spelers: PLAYERS }))).toEqual([]);
  });

  test('a row with filled cells past the header that no join explains is read as typed, with a warning at the row', () => {
    const wb = csvBook({
      Spelers: [
        ['Naam', 'Rating', 'Vorige eindstand'],
        ['Anna', '1850', '', 'opmerking'],
        ['Bram', '1800', '1', null, null],
      ],
    });
    const opened = open(wb, 'keizer');
    expect(opened.problems.warnings.map((p) => formatProblem(p, 'nl'))).toEqual([
      "Spelers, rij 2: 1 cel meer dan de kopregel: splitst een komma een cel? Zet die tussen aanhalingstekens of sla het bestand op met puntkomma's",
    ]);
    expect(opened.competition.players.map((p) => p.rating)).toEqual([1850, 1800]);
  });

  test('a row as long as its header, or one whose extra cells are no number, is not joined', () => {
    const wb = csvBook({
      Spelers: [
        ['Naam', 'Rating', 'Vorige eindstand'],
        ['Anna', '1850', '5'],
        ['Bram', '1800', null, 'opmerking'],
      ],
    });
    expect(problems(wb)).toEqual([]);
  });

  test('the setting topValueFactor,1,5 after a two-column header is the same error at its value', () => {
    const wb = csvBook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['topValueFactor', '1', '5'],
      ],
      Spelers: PLAYERS.slice(0, 1).concat([['Anna', 1850]]),
    });
    expect(problems(wb)).toEqual([expect.stringMatching(/^Instellingen!B2: Waarde: "1,5" is door een komma/)]);
  });

  test('from a CSV folder: a decimal rating in Spelers.csv exits 1 with the cell', async () => {
    const dir = copyExample('zwarte-dame');
    appendLine(dir, 'Spelers.csv', 'Nieuwe Speler,1850,5,,ja,nee');
    const r = await run('standings', dir);
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toMatch(/Spelers!B36: Rating: "1850,5" is door een komma over twee cellen verdeeld/);
  });

  test('Keezen holes 1,2,3,4 unquoted in Uitslagen.csv: each split cell is named, in English too', async () => {
    const dir = copyExample('keezen-buurtcompetitie');
    const lines = readFileSync(join(dir, 'Uitslagen.csv'), 'utf8').trimEnd().split('\n');
    const last = lines[lines.length - 1]!;
    // The last score form again, its holes unquoted (as a hand-made file would have them).
    lines[lines.length - 1] = last.replace(/"([\d,]+)"/g, '$1');
    writeFileSync(join(dir, 'Uitslagen.csv'), lines.join('\n') + '\n');
    const row = lines.length;
    const r = await run('standings', dir, '--lang', 'en');
    expect(r.code).toBe(1);
    // The last form is 5,3,4,6,1,"1,3,4",3,"1,2,3,4","1,2,3,4",ja,B, : three holes cells quoted, Binnen A2 a single hole.
    expect(last).toBe('5,3,4,6,1,"1,3,4",3,"1,2,3,4","1,2,3,4",ja,B,');
    const split = (cell: string, seat: string, holes: string) =>
      `Uitslagen!${cell}${row}: Binnen ${seat}: "${holes}" was split over two cells by a comma (the file separates with commas); put it in quotes ("${holes}") or save the file separated by semicolons`;
    expect(r.stderr.filter((l) => l.includes('split over two cells'))).toEqual([
      split('F', 'A1', '1,3,4'),
      split('H', 'B1', '1,2,3,4'),
      split('I', 'B2', '1,2,3,4'),
    ]);
  });
});
