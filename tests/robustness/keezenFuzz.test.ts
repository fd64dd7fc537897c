/**
 * Fuzzed Keezen score forms for every preset: whatever is typed, "update
 * standings" either succeeds or throws an InputError in which every problem
 * names its place; it never crashes and never writes on failure. Also
 * =KEEZSCORE on arbitrary arguments: a number or a refusal with a reason.
 */
import fc from 'fast-check';
import type { Cell } from '../../src/core/cell';
import { isInputError, Problem } from '../../src/core/problems';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { KEEZSCORE } from '../../src/gas/keezenFunctions';
import { outcomeOf } from '../support/entries';

const TEAMS = ['De Pionniers', 'Keezkoppen', 'Tien Vooruit', 'Het Honk'];

const cell: fc.Arbitrary<Cell> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1, max: 17 }) },
  { weight: 3, arbitrary: fc.constantFrom<Cell>(...TEAMS, 'A', 'B', '1', '2', '3', '4') },
  { weight: 2, arbitrary: fc.constantFrom<Cell>('1,2,3,4', '1,3,4', '4', '-', '3,3', '5', '134', '1 2', 'x') },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Cell>('ja', 'nee', 'tijd om', 'geen', 'beide', '1:05', '14:32', '99:99', ''),
  },
  { weight: 1, arbitrary: fc.constantFrom<Cell>(null, undefined, true, false, 1.5, -0) },
  { weight: 1, arbitrary: fc.date({ min: new Date(1899, 11, 30), max: new Date(2030, 0, 1), noInvalidDate: false }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

const HEADERS: Record<string, string[]> = {
  nk4tegen4: [
    'Ronde',
    'Tafel',
    'Team A',
    'Team B',
    'Binnen A',
    'Binnen B',
    'Uitgespeeld',
    'Winnaar',
    'Speeltijd',
    'Ingeleverd',
    'Reglementair',
  ],
  buurtcompetitie: [
    'Avond',
    'Ronde',
    'Tafel',
    'Team A',
    'Team B',
    'Binnen A1',
    'Binnen A2',
    'Binnen B1',
    'Binnen B2',
    'Uitgespeeld',
    'Winnaar',
    'Reglementair',
  ],
  spelavond: [
    'Ronde',
    'Tafel',
    'Speler A1',
    'Speler A2',
    'Speler B1',
    'Speler B2',
    'Binnen A1',
    'Binnen A2',
    'Binnen B1',
    'Binnen B2',
    'Uitgespeeld',
    'Reglementair',
  ],
};

const workbook = fc.constantFrom('nk4tegen4', 'buurtcompetitie', 'spelavond').chain((variant) =>
  fc
    .record({
      forms: fc.array(fc.array(cell, { minLength: 0, maxLength: 13 }), { maxLength: 12 }),
      sound: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 0, maxLength: 6 }),
      extra: fc.array(
        fc.tuple(
          fc.constantFrom<Cell>(
            'evenings',
            'holeValues',
            'order',
            'timeLimit',
            'scope',
            'countPer',
            'variant',
            'bogus',
          ),
          cell,
        ),
        { maxLength: 3 },
      ),
    })
    .map(({ forms, sound, extra }) => {
      const header = HEADERS[variant]!;
      // Some sound-looking rows (round, table, two entrants) so that scoring is reached often.
      const rows: Cell[][] = sound.map((r, i) => {
        const base: Cell[] = variant === 'buurtcompetitie' ? [1, r, i + 1] : [r, i + 1];
        return [...base, ...(forms[i % Math.max(1, forms.length)]?.slice(base.length) ?? [])];
      });
      return {
        Instellingen: [
          ['Instelling', 'Waarde'],
          ['type', 'keezen'],
          ['variant', variant],
          ...extra.map(([k, v]) => [k, v]),
        ],
        Deelnemers: [['Nr', 'Naam'], ...TEAMS.map((t, i) => [i + 1, t]), [5, 'A'], [6, 'C'], [7, 'B'], [8, 'D']],
        Uitslagen: [header, ...rows, ...forms],
      } as Record<string, Cell[][]>;
    }),
);

function located(p: Problem): boolean {
  return (
    p.place !== undefined &&
    p.place.tab.length > 0 &&
    (p.place.row === undefined || p.place.row >= 1) &&
    (p.place.col === undefined || p.place.col >= 1)
  );
}

test('3,000 fuzzed Keezen workbooks through "update standings"', () => {
  let successes = 0;
  let failures = 0;
  fc.assert(
    fc.property(workbook, (tabs) => {
      const wb = new MemoryWorkbook(tabs);
      const before = JSON.stringify([...wb.tabs]);
      try {
        const outcome = outcomeOf(wb, 'updateStandings');
        successes++;
        if (outcome.changes.writes.length !== 1) return false;
        if (!outcome.warnings.every(located))
          throw new Error(`warning without a place: ${JSON.stringify(outcome.warnings.find((w) => !located(w)))}`);
      } catch (e) {
        if (!isInputError(e)) throw e;
        failures++;
        const unlocated = e.problems.find((p) => !located(p));
        if (unlocated) throw new Error(`problem without a place: ${JSON.stringify(unlocated)}`);
      }
      return JSON.stringify([...wb.tabs]) === before;
    }),
    { numRuns: 3000, seed: 5 },
  );
  expect(successes).toBeGreaterThan(10);
  expect(failures).toBeGreaterThan(300);
});

test('KEEZSCORE on arbitrary arguments gives a number or a refusal with a reason', () => {
  fc.assert(
    fc.property(
      cell,
      cell,
      fc.constantFrom<Cell>('nk4tegen4', 'buurtcompetitie', 'spelavond', undefined, 'x'),
      fc.constantFrom<Cell>(true, false, undefined, 'nee', 'x'),
      (own, opp, variant, finished) => {
        try {
          const v = KEEZSCORE(own, opp, variant, finished);
          return typeof v === 'number' && Number.isFinite(v) && v >= 0;
        } catch (e) {
          return e instanceof Error && e.message.length > 0 && !/undefined|TypeError|Cannot read/.test(e.message);
        }
      },
    ),
    { numRuns: 3000, seed: 7 },
  );
});
