/** The Instellingen rows the wizard writes, from a settings spec: one builder for every competition type. */
import { keezenSettingsSpec, presetSettings } from '../../src/core/keezen/settings';
import { keizerSettingsSpec } from '../../src/core/keizer/settings';
import { KEIZER_SETTINGS_HELP } from '../../src/core/keizer/settingsHelp';
import { settingsTabRows, settingsValidations } from '../../src/sheet/newCompetition';

describe('settingsTabRows', () => {
  test('Keizer: every setting with its default or the given value (numbers as numbers) and its explanation', () => {
    const rows = settingsTabRows({
      type: 'keizer',
      spec: keizerSettingsSpec,
      lang: 'en',
      values: { rounds: '30', excused: '1/3' },
      typeNote: 'preset: X',
    });
    expect(rows[0]).toEqual(['Setting', 'Value', 'Explanation']);
    expect(rows[1]).toEqual(['type', 'keizer', 'Keizer competition (chess); preset: X']);
    expect(rows.slice(2).map((r) => r[0])).toEqual(Object.keys(keizerSettingsSpec));
    const row = (key: string) => rows.find((r) => r[0] === key)!;
    expect(row('rounds').slice(0, 3)).toEqual(['rounds', 30, KEIZER_SETTINGS_HELP.rounds.en]);
    expect(row('excused')[1]).toBe('1/3');
    expect(row('topValueFactor')[1]).toBe(1.5);
    expect(row('prizeCountsByes')[1]).toBe('yes');
  });

  test('Keezen: the given values, and every other setting empty with what empty means', () => {
    const rows = settingsTabRows({
      type: 'keezen',
      spec: keezenSettingsSpec,
      lang: 'nl',
      values: { variant: 'spelavond' },
      emptyMeans: presetSettings('spelavond'),
    });
    expect(rows[2]!.slice(0, 2)).toEqual(['variant', 'spelavond']);
    expect(rows[2]![2]).not.toMatch(/Leeg = /);
    for (const r of rows.slice(3)) {
      expect(r[1]).toBe('');
      expect(String(r[2])).toMatch(/ Leeg = .+\.$/);
    }
  });

  test('the dropdowns: the type, the choices and the yes/no settings, in the language of the tab', () => {
    const rows = settingsTabRows({ type: 'keizer', spec: keizerSettingsSpec, lang: 'en' });
    const lists = settingsValidations(rows, keizerSettingsSpec, 'en');
    const on = (key: string) =>
      lists.find((v) => v.kind === 'list' && v.onlyRow === rows.findIndex((r) => r[0] === key) + 1);
    expect(on('type')).toMatchObject({ values: ['keizer', 'keezen'] });
    expect(on('prizeCountsByes')).toMatchObject({ values: ['yes', 'no'] });
    expect(on('recalculation')).toMatchObject({ values: keizerSettingsSpec.recalculation.options });
    expect(on('rounds')).toBeUndefined();
  });
});
