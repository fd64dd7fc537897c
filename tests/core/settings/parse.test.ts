import { Problems, formatProblem } from '../../../src/core/problems';
import { parseSettings, SettingEntry } from '../../../src/core/settings/parse';
import { keizerSettingsSpec } from '../../../src/core/keizer/settings';
import { pairingSettingsSpec } from '../../../src/core/keizer/pairing/settings';
import { keezenSettingsSpec } from '../../../src/core/keezen/settings';
import { drawSettingsSpec } from '../../../src/core/keezen/draw/settings';
import type { Cell } from '../../../src/core/cell';

function entries(rows: [string, Cell][]): SettingEntry[] {
  return rows.map(([key, value], i) => ({
    key,
    value,
    keyPlace: { tab: 'Instellingen', row: i + 2, col: 1 },
    valuePlace: { tab: 'Instellingen', row: i + 2, col: 2 },
  }));
}

function parse(rows: [string, Cell][]) {
  const problems = new Problems();
  const settings = parseSettings(keizerSettingsSpec, entries(rows), problems, { consumed: ['type'] });
  return { settings, errors: problems.errors.map((p) => formatProblem(p, 'nl')) };
}

describe('the Keizer settings default to the values of the Zwarte Dame regulations, appendix A', () => {
  const { settings, errors } = parse([]);
  test('no errors for an empty tab', () => expect(errors).toEqual([]));
  test.each([
    ['topValueFactor', 1.5],
    ['valueStep', 1],
    ['startOrder', 'combined'],
    ['ownValue', 'start'],
    ['ownValueUntilRound', 10],
    ['recalculation', 'classic'],
    ['excusedLimit', 4],
    ['rounds', 28],
    ['decimals', 0],
  ])('%s = %p', (key, value) => expect(settings[key as keyof typeof settings]).toEqual(value));
  test.each([
    ['win', 1, 1],
    ['draw', 1, 2],
    ['loss', 0, 1],
    ['excused', 1, 2],
    ['excusedAfterLimit', 33, 100],
    ['unexcused', 0, 1],
    ['external', 33, 50],
    ['clubDuty', 33, 50],
    ['bye', 1, 1],
  ])('%s = %i/%i', (key, num, den) => expect(settings[key as keyof typeof settings]).toEqual({ num, den }));
  test('topValue and bottomValue are empty (automatic)', () => {
    expect(settings.topValue).toBeUndefined();
    expect(settings.bottomValue).toBeUndefined();
  });
});

describe('values are read the way people write them', () => {
  test('percentages, decimals with comma or point, fractions', () => {
    const { settings, errors } = parse([
      ['excused', '1/3'],
      ['external', '0,66'],
      ['bye', 0.75],
      ['clubDuty', '2/3'],
    ]);
    expect(errors).toEqual([]);
    expect(settings.excused).toEqual({ num: 1, den: 3 });
    expect(settings.external).toEqual({ num: 33, den: 50 });
    expect(settings.bye).toEqual({ num: 3, den: 4 });
    expect(settings.clubDuty).toEqual({ num: 2, den: 3 });
  });

  test('keys ignore case and spaces; choices accept Dutch words', () => {
    const { settings, errors } = parse([
      [' TopValue ', 200],
      ['recalculation', 'Bevroren'],
      ['startorder', 'rating'],
    ]);
    expect(errors).toEqual([]);
    expect(settings.topValue).toBe(200);
    expect(settings.recalculation).toBe('frozen');
    expect(settings.startOrder).toBe('rating');
  });

  test('an empty value means the default', () => {
    expect(parse([['rounds', '']]).settings.rounds).toBe(28);
  });
});

describe('every bad setting is reported at its cell', () => {
  test('an unknown key, with a suggestion', () => {
    expect(
      parse([
        ['rounds', 30],
        ['excussed', '50%'],
      ]).errors,
    ).toEqual(['Instellingen!A3: onbekende instelling "excussed"; bedoelde u "excused"?']);
  });

  test('a bad fraction', () => {
    expect(parse([['excused', 'half']]).errors).toEqual([
      'Instellingen!B2: "half" is geen breuk, percentage of decimaal getal (bijv. 50%, 0,5 of 1/2)',
    ]);
  });

  test('a bad choice lists the options', () => {
    expect(parse([['recalculation', 'sometimes']]).errors[0]).toBe(
      'Instellingen!B2: "sometimes" is geen geldige keuze; kies uit classic, iterate, frozen',
    );
  });

  test('a number out of range', () => {
    expect(parse([['decimals', 5]]).errors).toEqual(['Instellingen!B2: 5 ligt niet tussen 0 en 2']);
  });

  test('not a whole number', () => {
    expect(parse([['rounds', '28.5']]).errors).toEqual(['Instellingen!B2: "28.5" is geen heel getal']);
  });

  test('a key given twice', () => {
    expect(
      parse([
        ['rounds', 28],
        ['Rounds', 30],
      ]).errors,
    ).toEqual(['Instellingen!A3: instelling "rounds" staat er al (Instellingen!A2)']);
  });

  test('a date where a number belongs', () => {
    expect(parse([['rounds', new Date(2025, 0, 28)]]).errors[0]).toMatch(/^Instellingen!B2: hier staat een datum/);
  });

  test('all problems at once', () => {
    expect(
      parse([
        ['foo', 1],
        ['win', 'x'],
        ['rounds', -1],
      ]).errors,
    ).toHaveLength(3);
  });
});

describe('a setting value is never read through the object prototype', () => {
  const specs = [
    ['keizer', keizerSettingsSpec],
    ['keizer pairing', pairingSettingsSpec],
    ['keezen', keezenSettingsSpec],
    ['keezen draw', drawSettingsSpec],
  ] as const;
  test.each(specs)(
    '%s: __proto__, constructor, toString as any value give that text or a located error',
    (_n, spec) => {
      for (const key of Object.keys(spec))
        for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
          const def = (spec as Record<string, { parse(c: Cell): { value: unknown } | { error: unknown } }>)[key]!;
          const result = def.parse(word);
          if ('value' in result) {
            // Only a text (or a list of texts) may take such a word, as the word itself.
            expect(typeof result.value === 'string' || Array.isArray(result.value)).toBe(true);
            expect(JSON.stringify(result.value)).toContain(word);
          }
        }
    },
  );

  test('constructor as the value of a choice is an error at its cell, the rest of the settings as typed', () => {
    const problems = new Problems();
    const settings = parseSettings(keizerSettingsSpec, entries([['startOrder', 'constructor']]), problems);
    expect(problems.errors.map((p) => formatProblem(p, 'nl'))).toEqual([expect.stringMatching(/^Instellingen!B2: /)]);
    expect(settings.startOrder).toBe(parseSettings(keizerSettingsSpec, [], new Problems()).startOrder);
  });
});
