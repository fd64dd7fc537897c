/**
 * Broken and odd Keizer workbooks for the fuzz tests: missing or misspelt tabs
 * and headers, unknown or duplicate names, impossible results, numbers, dates
 * and booleans where text belongs, empty rows in the middle, hostile text; and
 * the rule every refusal must keep (each problem names its place).
 */
import fc from 'fast-check';
import type { Cell } from '../../src/core/cell';
import type { Problem } from '../../src/core/problems';

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

export const workbook = fc
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

export function locatedOrNamed(p: Problem): boolean {
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
export const FIELD_VALUES = {
  white: 'Anna',
  black: 'Bram',
  result: '1-0',
  player: 'Cees',
  name: 'Nieuw Lid',
  rating: '1500',
};
