/** CSV folders as Excel and LibreOffice write them: encodings, separators, formula neutralising, no format guessing. */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { parse as csvParse } from 'csv-parse/sync';
import { decodeCsv, neutralise, openCsvFolder, parseCsv, toCsv } from '../../../src/cli/files/csv';
import { isInputError } from '../../../src/core/problems';
import { formatProblem } from '../../../src/core/problems';
import { copyExample, tempDir } from '../../support/tmp';
import { runCli } from '../../support/cli';

const cp1252 = (text: string) => iconv.encode(text, 'windows-1252');

function problemsOf(work: () => unknown): string[] {
  try {
    work();
  } catch (e) {
    if (isInputError(e)) return e.errors.map((p) => formatProblem(p, 'en'));
    throw e;
  }
  throw new Error('no problem reported');
}

describe('CSV encodings', () => {
  test('a Windows-1252 file from Dutch Excel is read with its accents and ½', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'Uitslagen.csv'), cp1252('Ronde;Wit;Zwart;Uitslag\r\n1;René Dubois;Zoë Aït;½-½\r\n'));
    expect(openCsvFolder(dir).read('Uitslagen')).toEqual([
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      ['1', 'René Dubois', 'Zoë Aït', '½-½'],
    ]);
  });

  test('rows appended to a Windows-1252 file are Windows-1252 with its separator and line ends; the typed bytes stay', async () => {
    const dir = tempDir();
    const typed = cp1252('Ronde;Wit;Zwart;Uitslag\r\n1;René Dubois;Bram;1-0\r\n');
    writeFileSync(join(dir, 'Uitslagen.csv'), typed);
    const wb = openCsvFolder(dir);
    wb.append({ tab: 'Uitslagen', header: [], rows: [[2, 'Bram', 'René Dubois', '½-½']] });
    await wb.save();
    const bytes = readFileSync(join(dir, 'Uitslagen.csv'));
    expect(bytes.subarray(0, typed.length).equals(typed)).toBe(true);
    expect(bytes.subarray(typed.length).equals(cp1252('2;Bram;René Dubois;½-½\r\n'))).toBe(true);
  });

  test('a UTF-8 file with a byte-order mark keeps it when rewritten, and an append adds no second one', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'Ranglijst.csv'), '\uFEFFPlaats,Naam\n1,Zoë\n');
    writeFileSync(join(dir, 'Afwezig.csv'), '\uFEFFRonde,Naam,Reden\n');
    const wb = openCsvFolder(dir);
    wb.write({
      name: 'Ranglijst',
      rows: [
        ['Plaats', 'Naam'],
        [1, 'René'],
      ],
    });
    wb.append({ tab: 'Afwezig', header: [], rows: [[1, 'René', 'afgemeld']] });
    await wb.save();
    expect(readFileSync(join(dir, 'Ranglijst.csv'), 'utf8')).toBe('\uFEFFPlaats,Naam\n1,René\n');
    expect(readFileSync(join(dir, 'Afwezig.csv'), 'utf8')).toBe('\uFEFFRonde,Naam,Reden\n1,René,afgemeld\n');
  });

  test('a new tab follows the folder: Windows-1252 and ; in a folder of Dutch Excel files (a plain-ASCII file too)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'Spelers.csv'), cp1252('Naam;Rating\r\nRené;1800\r\n'));
    writeFileSync(join(dir, 'Afwezig.csv'), 'Ronde;Naam;Reden\r\n');
    const wb = openCsvFolder(dir);
    wb.write({
      name: 'Ranglijst',
      rows: [
        ['Plaats', 'Naam'],
        [1, 'René'],
      ],
    });
    wb.append({ tab: 'Afwezig', header: [], rows: [[1, 'René', 'afgemeld']] });
    await wb.save();
    expect(readFileSync(join(dir, 'Ranglijst.csv')).equals(cp1252('Plaats;Naam\r\n1;René\r\n'))).toBe(true);
    expect(readFileSync(join(dir, 'Afwezig.csv')).equals(cp1252('Ronde;Naam;Reden\r\n1;René;afgemeld\r\n'))).toBe(true);
  });

  test('a file valid in neither UTF-8 nor Windows-1252 is an error naming the file and its line', () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'Spelers.csv'),
      Buffer.concat([Buffer.from('Naam,Rating\nAnna,1800\nB'), Buffer.from([0x81, 0xe9]), Buffer.from('rt,1700\n')]),
    );
    const [problem] = problemsOf(() => openCsvFolder(dir));
    expect(problem).toContain(join(dir, 'Spelers.csv'));
    expect(problem).toContain('line 3');
    expect(problem).toContain('CSV UTF-8');
  });

  test('UTF-16 ("Unicode text") and binary files are refused with what to do, not read as garbage', () => {
    expect(problemsOf(() => decodeCsv(Buffer.from([0xff, 0xfe, 0x41, 0]), 'Spelers', 'Spelers.csv'))[0]).toContain(
      'UTF-16',
    );
    expect(problemsOf(() => decodeCsv(Buffer.from('Naam\nA\u0000B\n'), 'Spelers', 'Spelers.csv'))[0]).toContain(
      'line 2',
    );
  });

  test('a character Windows-1252 cannot hold is an error at its file, and nothing is written', async () => {
    const dir = tempDir();
    const typed = cp1252('Ronde;Naam;Reden\r\n1;René;afgemeld\r\n');
    writeFileSync(join(dir, 'Afwezig.csv'), typed);
    const wb = openCsvFolder(dir);
    wb.append({ tab: 'Afwezig', header: [], rows: [[1, 'Łukasz', 'afgemeld']] });
    await expect(wb.save()).rejects.toMatchObject({ errors: [expect.objectContaining({ place: { tab: 'Afwezig' } })] });
    expect(readFileSync(join(dir, 'Afwezig.csv')).equals(typed)).toBe(true);
  });

  test('the command line reads a Windows-1252 folder: accented names match across tabs', async () => {
    const dir = copyExample('zwarte-dame');
    for (const tab of ['Spelers', 'Uitslagen', 'Afwezig', 'Instellingen']) {
      const text = readFileSync(join(dir, `${tab}.csv`), 'utf8').replace(/Henk de Graaf/g, 'Henk de Gràaf');
      writeFileSync(join(dir, `${tab}.csv`), cp1252(text));
    }
    const r = await runCli('standings', dir);
    expect(r.stderr.filter((l) => /onbekend|unknown/.test(l))).toEqual([]);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'Ranglijst.csv')).includes(cp1252('Henk de Gràaf'))).toBe(true);
  });
});

describe('CSV folders with things in them that are no CSV file', () => {
  test("a folder named like a tab (Afwezig.csv/) is the user's mistake at that tab: exit 1, nothing written", async () => {
    const dir = copyExample('zwarte-dame');
    rmSync(join(dir, 'Afwezig.csv'));
    mkdirSync(join(dir, 'Afwezig.csv'));
    const r = await runCli('standings', dir, '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toContain(`${join(dir, 'Afwezig.csv')} is a folder, not a CSV file`);
    expect(r.stderr.join('\n')).not.toMatch(/EISDIR|program fault|programmafout/i);
    expect(existsSync(join(dir, 'Ranglijst.csv'))).toBe(false);
  });
});

describe('CSV is parsed as CSV, never as another format', () => {
  test.each([
    [
      '<b>Naam</b>,Rating\nAnna,1800\n',
      [
        ['<b>Naam</b>', 'Rating'],
        ['Anna', '1800'],
      ],
    ],
    ['{\\rtf1 Naam},Rating\n', [['{\\rtf1 Naam}', 'Rating']]],
    ['</script>,x\n', [['</script>', 'x']]],
    ['<?xml version="1.0"?>,x\n', [['<?xml version="1.0"?>', 'x']]],
  ])('%j is read as the text it holds', (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  test('an unclosed quote is an error at its file and line', () => {
    const [problem] = problemsOf(() => parseCsv('Naam,Rating\nAnna,1800\n"Bram,1700\n', 'Spelers', 'club/Spelers.csv'));
    expect(problem).toMatch(/club\/Spelers\.csv, line 3: a quote/);
  });

  test('text after a closing quote is an error at its file and line', () => {
    const [problem] = problemsOf(() => parseCsv('Naam,Rating\n"Anna"x,1800\n', 'Spelers', 'club/Spelers.csv'));
    expect(problem).toMatch(/club\/Spelers\.csv, line 2: not a valid CSV line/);
  });

  test('a quote that is never closed is reported at the line it opens on, also after quoted line breaks', () => {
    const [problem] = problemsOf(() => parseCsv('Naam,Notitie\nAnna,"twee\nregels"\nBram,"open\nCor,1\n', 'Spelers'));
    expect(problem).toMatch(/line 4: a quote/);
  });

  test('any well-formed file reads as csv-parse reads it (empty lines, quotes, separators and line breaks in fields, a quote inside an unquoted field)', () => {
    // What the reader read with csv-parse, the oracle: the same options and the same cells.
    const oracle = (text: string, separator: string): (string | null)[][] =>
      (
        csvParse(text, {
          delimiter: separator,
          relax_column_count: true,
          relax_quotes: true,
          skip_empty_lines: false,
        }) as string[][]
      ).map((r) => (r.length === 1 && r[0] === '' ? [null] : r.map((c) => (c === '' ? null : c))));
    const plain = fc.stringMatching(/^[a-zA-Z0-9 ½éë€"'.]*$/).filter((t) => !t.startsWith('"'));
    const quoted = fc.string({ unit: fc.constantFrom('a', ' ', '"', ',', ';', '\n', '\r\n', 'é') });
    const field = fc.oneof(
      plain,
      quoted.map((t) => `"${t.replace(/"/g, '""')}"`),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(',', ';'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (rows, separator, newline, lastEnded) => {
          const header = `A${separator}B`;
          const text = [header, ...rows.map((r) => r.join(separator))].join(newline) + (lastEnded ? newline : '');
          // No generated cell starts with an apostrophe before a formula character: none is taken off.
          expect(parseCsv(text)).toEqual(oracle(text, separator));
        },
      ),
      { numRuns: 2000, seed: 20261202 },
    );
  });
});

describe('CSV formula neutralising (OWASP CSV injection)', () => {
  test('text a spreadsheet would run as a formula gets an apostrophe; numbers, plain-number text and forfeit results do not', () => {
    const rows = [
      [
        '=HYPERLINK("http://x","Otto Zwart")',
        "+cmd|' /C calc'!A0",
        '-2+3',
        '@SUM(A1)',
        '\tx',
        '\rx',
        -3,
        '-3',
        '+1,5',
        'Otto',
        '½-½',
        '-',
        '+-',
        '--',
      ],
    ];
    expect(toCsv(rows)).toBe(
      `"'=HYPERLINK(""http://x"",""Otto Zwart"")",'+cmd|' /C calc'!A0,'-2+3,'@SUM(A1),'\tx,"'\rx",-3,-3,"+1,5",Otto,½-½,-,+-,--\n`,
    );
  });

  test('what is written reads back unchanged, whatever the text (round trip)', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom('=1+1', '+31 6', '-', "'=x", "''+", '@', '\t', '\r\n', '"', ';', ','),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom<',' | ';'>(',', ';'),
        (rows, separator) => {
          // The header decides the separator: it holds neither.
          const all = [['A', 'B'], ...rows];
          const back = parseCsv(toCsv(all, { separator, newline: '\r\n' }));
          const expected = all.map((r) => r.map((c) => (c === '' ? null : String(c))));
          expect(back.slice(1)).toEqual(expected.slice(1));
        },
      ),
      { numRuns: 1000, seed: 20261201 },
    );
  });

  test('text that already starts with an apostrophe before a formula character gets one more, so it reads back as it was', () => {
    expect(neutralise("'=x")).toBe("''=x");
    expect(parseCsv("A\n''=x\n'=y\n")).toEqual([['A'], ["'=x"], ['=y']]);
  });
});
