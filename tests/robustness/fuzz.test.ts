/**
 * Fuzzed input: broken spreadsheets (missing or misspelt tabs and headers,
 * unknown or duplicate names, impossible results, numbers, dates and booleans
 * where text belongs, empty rows in the middle, hostile text). Whatever comes
 * in, an action either succeeds or throws an InputError in which every problem
 * names its place; it never crashes.
 */
import fc from 'fast-check';
import type { Cell } from '../../src/core/cell';
import { isInputError, Problem } from '../../src/core/problems';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { sidebarEntries } from '../../src/actions/catalogue';
import { outcomeOf } from '../support/entries';

const NAMES = ['Anna', 'Bram', 'Cees', 'Dirk', 'Eva', 'Femke'];
const HOSTILE = [
  '=IMPORTXML("http://x","//a")',
  '<script>alert(1)</script>',
  '+31 6 1234 5678',
  "'; DROP TABLE",
  'x'.repeat(300),
  '\u0000',
  '  ',
  '-',
  '@@',
];

const cell: fc.Arbitrary<Cell> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<Cell>(...NAMES) },
  { weight: 2, arbitrary: fc.constantFrom<Cell>('', null, undefined) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Cell>('1-0', '0-1', '½-½', '=', '+-', '-+', '--', '1-1', '2-0', 'remise', '0.5-0.5'),
  },
  { weight: 2, arbitrary: fc.constantFrom<Cell>('afgemeld', 'niet afgemeld', 'extern', 'clubtaak', 'oneven', 'ziek') },
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 40 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: false }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.date({ min: new Date(2000, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: false }) },
  { weight: 1, arbitrary: fc.constantFrom<Cell>(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const row = (width: number) => fc.array(cell, { minLength: 0, maxLength: width });

/** A header: usually right, sometimes misspelt, reordered, English or missing a column. */
function header(names: string[]): fc.Arbitrary<Cell[]> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(names) },
    { weight: 1, arbitrary: fc.shuffledSubarray(names, { minLength: 0 }) },
    { weight: 1, arbitrary: fc.constant(names.map((n, i) => (i === 1 ? n + 'x' : n))) },
    { weight: 1, arbitrary: fc.constant(names.map((n) => n.toUpperCase() + ' ')) },
  );
}

function tab(names: string[], width: number): fc.Arbitrary<Cell[][]> {
  return fc
    .tuple(fc.array(fc.constant<Cell[]>([]), { maxLength: 2 }), header(names), fc.array(row(width), { maxLength: 25 }))
    .map(([blank, h, rows]) => [...blank, h, ...rows]);
}

const workbook = fc
  .record(
    {
      players: fc.oneof(
        { weight: 4, arbitrary: fc.constant<Cell[][]>([['Naam', 'Rating'], ...NAMES.map((n, i) => [n, 1500 + i])]) },
        { weight: 2, arbitrary: tab(['Naam', 'Rating', 'Vorige eindstand', 'Actief', 'Startplaats'], 5) },
      ),
      results: tab(['Ronde', 'Wit', 'Zwart', 'Uitslag'], 5),
      absences: tab(['Ronde', 'Naam', 'Reden'], 4),
      settings: fc.oneof(
        fc.constant<Cell[][]>([['Instelling', 'Waarde']]),
        fc
          .array(
            fc.tuple(
              fc.constantFrom<Cell>(
                'rounds',
                'excused',
                'startOrder',
                'recalculation',
                'topValue',
                'bottomValue',
                'decimals',
                'bogus',
                'type',
                '',
              ),
              cell,
            ),
            { maxLength: 6 },
          )
          .map((rows) => [['Instelling', 'Waarde'], ...rows.map(([k, v]) => [k, v])]),
      ),
      tabNames: fc.constantFrom(
        ['Spelers', 'Uitslagen', 'Afwezig', 'Instellingen'],
        ['Players', 'Results', 'Absences', 'Settings'],
        ['spelers ', 'UITSLAGEN', 'Afwezig', 'Instellingen'],
        ['Spelers', 'Uitslagn', 'Afwezig', 'Instellingen'],
        ['Spelers', 'Uitslagen'],
      ),
    },
    { requiredKeys: ['players', 'results', 'absences', 'settings', 'tabNames'] },
  )
  .map(({ players, results, absences, settings, tabNames }) => {
    const tabs: Record<string, Cell[][]> = {};
    const contents = [players, results, absences, settings];
    tabNames.forEach((name, i) => (tabs[name] = contents[i]!));
    return tabs;
  });

function locatedOrNamed(p: Problem): boolean {
  if (p.place)
    return (
      p.place.tab.length > 0 &&
      (p.place.row === undefined || p.place.row >= 1) &&
      (p.place.col === undefined || p.place.col >= 1)
    );
  return (
    p.message.key === 'tabMissing' ||
    p.message.key === 'roundOutOfRange' ||
    p.message.key === 'standingsRoundOutOfRange' ||
    ABOUT_A_FIELD.has(p.message.key)
  );
}

/** Problems with what was typed into an action's field (a form, a prompt, an option): the message names it, no cell. */
const ABOUT_A_FIELD = new Set<string>([
  'fieldMissing',
  'fieldNotWholeNumber',
  'unknownPlayer',
  'unknownResult',
  'unknownReason',
  'byeNotChosen',
  'playsHimself',
  'absenceRangeBackwards',
  'leaveLater',
  'memberTooEarly',
  'memberBadRating',
  'nameInvisible',
  'lateGameNothingRecorded',
]);

/** What a leader types into the fields of the night's corrections, on the fuzzed roster (Anna, Bram, ...). */
const FIELD_VALUES = { white: 'Anna', black: 'Bram', result: '1-0', player: 'Cees', name: 'Nieuw Lid', rating: '1500' };

describe('fuzzed spreadsheets never crash an action, and every problem has its place', () => {
  test('10,000 broken workbooks through "update standings"', () => {
    let failures = 0;
    let successes = 0;
    fc.assert(
      fc.property(workbook, fc.option(fc.integer({ min: -2, max: 40 }), { nil: undefined }), (tabs, round) => {
        const wb = new MemoryWorkbook(tabs);
        const before = JSON.stringify([...wb.tabs]);
        // Plain checks in this hot loop (jest's expect is slow at 10,000 runs).
        try {
          const outcome = outcomeOf(wb, 'updateStandings', round === undefined ? {} : { round });
          successes++;
          if (outcome.changes.writes.length !== 1) return false;
          // Warnings about a cell carry their place (notes about the whole competition need none).
          if (!outcome.warnings.every((w) => !w.place || locatedOrNamed(w))) return false;
        } catch (e) {
          if (!isInputError(e)) throw e;
          failures++;
          if (e.errors.length === 0) return false;
          const unlocated = e.problems.find((p) => !locatedOrNamed(p));
          if (unlocated) throw new Error(`problem without a place: ${JSON.stringify(unlocated)}`);
        }
        // Actions never write; the workbook is untouched.
        return JSON.stringify([...wb.tabs]) === before;
      }),
      { numRuns: 10_000, seed: 20261130 },
    );
    // Both outcomes are exercised (most fuzzed rounds come after the last round there, and are refused).
    expect(successes).toBeGreaterThan(25);
    expect(failures).toBeGreaterThan(1000);
  });

  test('2,000 broken workbooks through every other Keizer action (pairing, confirm, explain, season end, ...)', () => {
    const others = sidebarEntries('keizer').filter((a) => a.id !== 'updateStandings');
    fc.assert(
      fc.property(workbook, fc.constantFrom(...others), fc.boolean(), (tabs, action, accepted) => {
        const wb = new MemoryWorkbook(tabs);
        const before = JSON.stringify([...wb.tabs]);
        try {
          action.run(wb, { from: 'sidebar', accepted, ...(action.fields.length > 0 ? { values: FIELD_VALUES } : {}) });
        } catch (e) {
          if (!isInputError(e)) throw new Error(`${action.id}: ${(e as Error).stack}`);
          const unlocated = e.problems.find((p) => !locatedOrNamed(p));
          if (unlocated) throw new Error(`${action.id}: problem without a place: ${JSON.stringify(unlocated)}`);
        }
        return JSON.stringify([...wb.tabs]) === before;
      }),
      { numRuns: 2_000, seed: 20261201 },
    );
  });

  test('a very long sheet (20,000 result rows, empty rows in between) is read without trouble', () => {
    const players: Cell[][] = [['Naam'], ...Array.from({ length: 200 }, (_, i) => [`Speler ${i + 1}`])];
    const results: Cell[][] = [['Ronde', 'Wit', 'Zwart', 'Uitslag']];
    for (let r = 1; r <= 200; r++) {
      for (let b = 0; b < 100; b++)
        results.push([
          r,
          `Speler ${2 * b + 1}`,
          `Speler ${2 * b + 2}`,
          (r + b) % 3 === 0 ? '1-0' : (r + b) % 3 === 1 ? '0-1' : '½-½',
        ]);
      results.push([]);
    }
    const outcome = outcomeOf(
      new MemoryWorkbook({
        Spelers: players,
        Uitslagen: results,
        Instellingen: [
          ['Instelling', 'Waarde'],
          ['rounds', 200],
        ],
      }),
      'updateStandings',
    );
    expect(outcome.changes.writes[0]!.rows.length).toBe(2 + 200);
  });
});
