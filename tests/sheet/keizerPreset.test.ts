/** `preset` in Instellingen: the named preset's settings, every other setting of the tab overriding them. */
import type { Cell } from '../../src/core/cell';
import { formatProblem, isInputError } from '../../src/core/problems';
import { computeStandings } from '../../src/core/keizer/standings';
import { open } from '../../src/sheet/open';
import { MemoryWorkbook } from '../../src/workbook/memory';

const PLAYERS: Cell[][] = [
  ['Naam', 'Rating'],
  ['Anna', 1900],
  ['Bram', 1800],
  ['Cor', 1700],
  ['Dirk', 1600],
  ['Eva', 1500],
];
const RESULTS: Cell[][] = [
  ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
  [1, 'Anna', 'Bram', '1-0'],
  [1, 'Cor', 'Dirk', '½-½'],
  [2, 'Dirk', 'Anna', '0-1'],
  [2, 'Bram', 'Eva', '1-0'],
];
const ABSENT: Cell[][] = [
  ['Ronde', 'Naam', 'Reden'],
  [1, 'Eva', 'oneven'],
  [2, 'Cor', 'afgemeld'],
];

function opened(settings: Cell[][]) {
  return open(
    new MemoryWorkbook({
      Instellingen: [['Instelling', 'Waarde'], ...settings],
      Spelers: PLAYERS,
      Uitslagen: RESULTS,
      Afwezig: ABSENT,
    }),
    'keizer',
  );
}

function scores(settings: Cell[][]): Record<string, number> {
  const st = computeStandings(opened(settings).competition);
  return Object.fromEntries(st.rows.map((r) => [r.name, r.score / st.unit]));
}

describe('a Keizer workbook names its preset', () => {
  test('preset = keizerforclubs scores the KeizerForClubs example as KeizerForClubs does (worked in tests/core/keizer/presets)', () => {
    expect(scores([['preset', 'keizerforclubs']])).toEqual({ Anna: 13, Cor: 8.25, Bram: 6, Dirk: 5.5, Eva: 3 });
    const s = opened([['preset', 'keizerforclubs']]).competition.settings;
    expect([s.preset, s.topValueRatio, s.ownValue, s.inactiveGamesValue]).toEqual([
      'keizerforclubs',
      3,
      'current',
      'own',
    ]);
  });

  test("the club's own absence rate overrides the preset: excused 50% gives Cor 5 + 3/2 + 5/2", () => {
    expect(
      scores([
        ['preset', 'keizerforclubs'],
        ['excused', '50%'],
      ]).Cor,
    ).toBe(9);
  });

  test('without a preset the defaults are the Zwarte Dame regulations', () => {
    expect(opened([]).competition.settings.preset).toBe('zwartedame');
    expect(opened([]).competition.settings.topValueRatio).toBeUndefined();
  });

  test('an unknown preset is an error at its cell, with the presets there are', () => {
    try {
      opened([['preset', 'sevilla']]);
      throw new Error('no error');
    } catch (e) {
      if (!isInputError(e)) throw e;
      expect(e.errors.map((p) => formatProblem(p, 'nl'))).toEqual([
        expect.stringMatching(/^Instellingen!B2: .*keizerforclubs/),
      ]);
    }
  });
});
