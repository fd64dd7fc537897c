import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem, isInputError } from '../../src/core/problems';
import { open } from '../../src/sheet/open';
import { MemoryWorkbook } from '../../src/workbook/memory';
import type { Cell } from '../../src/core/cell';
import { copyExample } from '../support/tmp';
import { runCli as run } from '../support/cli';

const SPELERS: Cell[][] = [
  ['Naam', 'Rating'],
  ['Anna', 1900],
  ['Bram', 1800],
];

function errors(settings: Cell[][]): string[] {
  try {
    open(new MemoryWorkbook({ Instellingen: settings, Spelers: SPELERS }), 'keizer');
    return [];
  } catch (e) {
    if (!isInputError(e)) throw e;
    return e.errors.map((p) => formatProblem(p, 'nl'));
  }
}

describe('a number split by an unquoted decimal comma', () => {
  test('topValueFactor,1,5 is an error at the value cell with the fix, not 1', () => {
    expect(
      errors([
        ['Instelling', 'Waarde', 'Uitleg'],
        ['topValueFactor', '1', '5'],
      ]),
    ).toEqual([
      'Instellingen!B2: topValueFactor: "1,5" is door een komma over twee cellen verdeeld (het bestand scheidt met komma\'s); zet het tussen aanhalingstekens ("1,5"), schrijf 1.5 of sla het bestand op met puntkomma\'s',
    ]);
    expect(
      errors([
        ['Instelling', 'Waarde'],
        ['topValueFactor', 1, 5],
      ]),
    ).toHaveLength(1);
  });

  test('a whole number with a text in the Uitleg column, or 1,5 in one cell, is fine', () => {
    expect(
      errors([
        ['Instelling', 'Waarde', 'Uitleg'],
        ['topValueFactor', '1', 'de factor'],
        ['rounds', 20, ''],
      ]),
    ).toEqual([]);
    expect(
      open(
        new MemoryWorkbook({
          Instellingen: [
            ['Instelling', 'Waarde'],
            ['topValueFactor', '1,5'],
          ],
          Spelers: SPELERS,
        }),
        'keizer',
      ).competition.settings.topValueFactor,
    ).toBe(1.5);
  });

  test('from a CSV folder: exit 1 with the cell', async () => {
    const dir = copyExample('zwarte-dame');
    const file = join(dir, 'Instellingen.csv');
    writeFileSync(file, readFileSync(file, 'utf8').trimEnd() + '\ntopValueFactor,1,5\n');
    const r = await run('standings', dir);
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toMatch(
      /Instellingen!B\d+: (topValueFactor|Waarde): "1,5" is door een komma over twee cellen verdeeld/,
    );
  });
});
