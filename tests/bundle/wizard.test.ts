/**
 * The new-competition wizard's server side (wizardInfo, wizardCreate) in
 * dist/Code.js on the emulator: empty and half-filled spreadsheets, both
 * languages, the lock, hostile names, and the live standings formula.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBundle, Bundle } from '../emu/bundle';
import { parseCsv } from '../../src/cli/files/csv';
import { evaluate, parseCall } from '../emu/formulas';
import { textFor } from '../emu/typed';
import { illegalValue } from '../emu/scriptRun';
import { createEnv, Env } from '../emu/services';
import { formulaRanges, type FakeSheet, type Value } from '../emu/spreadsheet';
import { keizerSettingsSpec } from '../../src/core/keizer/settings';
import { KEIZER_PRESETS } from '../../src/core/keizer/presets';
import { KEIZER_PLAYERS_TAB } from '../../src/sheet/contract';
import { columnLetters } from '../../src/core/problems';

/** Spelers as the contract has it today (other issues add columns): header, and a row per name. */
const playerKeys = Object.keys(KEIZER_PLAYERS_TAB.columns) as (keyof typeof KEIZER_PLAYERS_TAB.columns)[];
const playersHeader = (lang: 'nl' | 'en') => playerKeys.map((k) => KEIZER_PLAYERS_TAB.columns[k][lang]);
const playerRow = (name: string, active: string) =>
  playerKeys.map((k) => (k === 'name' ? name : k === 'active' ? active : ''));
const P = columnLetters(playerKeys.length);
const activeCol = playerKeys.indexOf('active') + 1;

interface Reply {
  status: 'created' | 'confirm' | 'error';
  lines: string[];
  errors: string[];
  existing: string[];
  created: string[];
}

function setup(locale = 'nl_NL'): { env: Env; code: Bundle } {
  const env = createEnv({ locale });
  return { env, code: loadBundle(env.globals) };
}

function create(
  code: Bundle,
  fields: Partial<{ type: string; preset: string; lang: string; players: string[]; createMissing: boolean }> = {},
): Reply {
  const reply = code.wizardCreate({
    type: 'keizer',
    preset: 'zwartedame',
    lang: 'nl',
    players: [],
    createMissing: false,
    ...fields,
  }) as Reply;
  expect(illegalValue(reply)).toBeUndefined();
  return reply;
}

function tab(env: Env, name: string): FakeSheet {
  const t = env.spreadsheet.tab(name);
  if (!t) throw new Error(`no tab ${name}; tabs: ${env.spreadsheet.sheets.map((s) => s.tabName).join(', ')}`);
  return t;
}

type Rule = {
  list?: string[];
  range?: { sheet: FakeSheet; col: number };
  between?: [number, number];
  allowInvalid?: boolean;
  help?: string;
};

/** The dropdown rule on a column of a tab (validations recorded as "row,col,rows,cols"). */
function ruleOn(sheet: FakeSheet, col: number): Rule | undefined {
  const hit = sheet.validations.find((v) => Number(v.a1.split(',')[1]) === col && Number(v.a1.split(',')[0]) === 2);
  return hit?.rule as Rule | undefined;
}

function formulas(env: Env): string[] {
  return env.spreadsheet.sheets.flatMap((s) =>
    s.cells.flatMap((r) => r.filter((c) => c.formula).map((c) => c.formula!)),
  );
}

describe('wizardInfo', () => {
  test('offers the Keizer presets, in the spreadsheet language, as plain data', () => {
    for (const [locale, label] of [
      ['nl_NL', 'Keizercompetitie (schaken)'],
      ['en_GB', 'Keizer competition (chess)'],
    ] as const) {
      const { code } = setup(locale);
      const info = code.wizardInfo() as {
        lang: string;
        types: { type: string; label: string; presets: { id: string }[] }[];
      };
      expect(illegalValue(info)).toBeUndefined();
      expect(info.lang).toBe(locale.slice(0, 2));
      expect(info.types[0]!.label).toBe(label);
      expect(info.types[0]!.presets.map((p) => p.id)).toEqual(KEIZER_PRESETS.map((p) => p.id));
    }
  });
});

describe('wizardCreate on an empty spreadsheet', () => {
  test('Dutch: every tab with its contract header, frozen, with dropdowns; Instellingen explains every setting', () => {
    const { env, code } = setup();
    const reply = create(code, { players: ['Anna', 'Bram'] });
    expect(reply.status).toBe('created');
    expect(reply.created).toEqual(['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig', 'Ranglijst', 'Live ranglijst']);
    expect(env.spreadsheet.toasts[0]!.message).toContain('Keizercompetitie (schaken) aangemaakt');

    const settings = tab(env, 'Instellingen').values();
    expect(settings[0]).toEqual(['Instelling', 'Waarde', 'Uitleg']);
    expect(settings[1]!.slice(0, 2)).toEqual(['type', 'keizer']);
    expect(settings.slice(2).map((r) => r[0])).toEqual(Object.keys(keizerSettingsSpec));
    for (const row of settings.slice(1)) expect(String(row[2]).length).toBeGreaterThan(10);
    expect(settings.find((r) => r[0] === 'excused')!.slice(0, 2)).toEqual(['excused', '50%']);
    expect(settings.find((r) => r[0] === 'rounds')!.slice(0, 2)).toEqual(['rounds', 28]);
    expect(ruleOn(tab(env, 'Instellingen'), 2)).toBeDefined(); // type: keizer/keezen

    expect(playersHeader('nl').slice(0, 6)).toEqual([
      'Naam',
      'Rating',
      'Startplaats',
      'Vorige eindstand',
      'Categorie',
      'Actief',
    ]);
    expect(tab(env, 'Spelers').values()).toEqual([
      playersHeader('nl'),
      playerRow('Anna', 'ja'),
      playerRow('Bram', 'ja'),
    ]);
    expect(tab(env, 'Uitslagen').values()).toEqual([['Ronde', 'Wit', 'Zwart', 'Uitslag', 'Datum']]);
    expect(tab(env, 'Afwezig').values()).toEqual([['Ronde', 'Naam', 'Reden']]);
    for (const name of ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig']) expect(tab(env, name).frozenRows).toBe(1);

    const results = tab(env, 'Uitslagen');
    expect(ruleOn(results, 4)!.list).toEqual(['1-0', '0-1', '½-½', '+-', '-+', '--']);
    expect(ruleOn(results, 4)!.allowInvalid).toBe(false);
    for (const col of [2, 3]) {
      const names = ruleOn(results, col)!.range as unknown as { sheet: FakeSheet; col: number };
      expect(names.sheet.tabName).toBe('Spelers');
      expect(names.col).toBe(1);
    }
    expect(ruleOn(results, 1)!.between).toEqual([1, 28]);
    expect(ruleOn(tab(env, 'Afwezig'), 3)!.list).toEqual([
      'afgemeld',
      'niet afgemeld',
      'extern',
      'clubtaak',
      'oneven',
      'straf-oneven',
    ]);
    expect(ruleOn(tab(env, 'Spelers'), activeCol)!.list).toEqual(['ja', 'nee']);
  });

  test('warning-only protection on exactly the tabs the add-on writes', () => {
    const { env, code } = setup();
    create(code);
    const protectedTabs = env.spreadsheet.sheets.filter((s) => s.protections.length > 0).map((s) => s.tabName);
    expect(protectedTabs).toEqual(['Ranglijst', 'Live ranglijst']);
    for (const name of protectedTabs) expect(tab(env, name).protections.every((p) => p.warningOnly)).toBe(true);
  });

  test('English: English tab names and headers, and the formula refers to them', () => {
    const { env, code } = setup('en_US');
    const reply = create(code, { lang: 'en', players: ['Ann'] });
    expect(reply.created).toEqual(['Settings', 'Players', 'Results', 'Absences', 'Standings', 'Live standings']);
    expect(tab(env, 'Settings').values()[0]).toEqual(['Setting', 'Value', 'Explanation']);
    expect(tab(env, 'Players').values()[1]).toEqual(playerRow('Ann', 'yes'));
    expect(ruleOn(tab(env, 'Absences'), 3)!.list).toEqual([
      'excused',
      'unexcused',
      'external',
      'club duty',
      'bye',
      'penalty bye',
    ]);
    expect(formulas(env)).toEqual([`=KEIZERPOINTS(Players!A:${P}, Results!A:E, Absences!A:C, Settings!A:B)`]);
    expect(reply.lines[0]).toBe(
      'Keizer competition (chess) created: Settings, Players, Results, Absences, Standings, Live standings.',
    );
  });

  test('yes/no settings are written and offered in the language of the tabs', () => {
    for (const [lang, name, words] of [
      ['nl', 'Instellingen', ['ja', 'nee']],
      ['en', 'Settings', ['yes', 'no']],
    ] as const) {
      const { env, code } = setup();
      create(code, { lang, players: ['Anna', 'Bram'] });
      const sheet = tab(env, name);
      const rows = sheet.values();
      const row = rows.findIndex((r) => r[0] === 'prizeCountsByes') + 1;
      expect(rows[row - 1]![1]).toBe(words[0]);
      expect(rows.find((r) => r[0] === 'prizeCountsClubDuty')![1]).toBe(words[1]);
      const rule = sheet.validations.find((v) => v.a1 === `${row},2,1,1`)!.rule as Rule;
      expect(rule.list).toEqual([...words]);
      expect((sheet.validations.find((v) => v.a1 === '2,2,1,1')!.rule as Rule).list).toEqual(['keizer', 'keezen']);
      code.menuUpdateStandings();
      expect(env.ui.alerts).toEqual([]);
    }
  });

  test('every preset fills Instellingen with values the engine accepts, and names itself in the preset row', () => {
    for (const preset of KEIZER_PRESETS) {
      const { env, code } = setup();
      create(code, { preset: preset.id, players: ['Anna', 'Bram', 'Carla'] });
      const settings = new Map(
        tab(env, 'Instellingen')
          .values()
          .map((r) => [r[0], r[1]]),
      );
      for (const [key, value] of Object.entries(preset.values)) expect(String(settings.get(key))).toBe(value);
      expect(settings.get('preset')).toBe(preset.id);
      code.menuUpdateStandings();
      expect(env.ui.alerts).toEqual([]);
      expect(tab(env, 'Ranglijst').values()[0]![0]).toBe(
        'Nieuw seizoen: nog geen uitslagen (beginstand vóór ronde 1 van 28)',
      );
    }
  });
});

describe('the live standings', () => {
  test('the one formula the add-on writes, via setFormula; it follows every result typed and equals the fixed copy', () => {
    const { env, code } = setup();
    create(code, { players: ['Anna', 'Bram', 'Carla', 'Daan'] });
    expect(formulas(env)).toEqual([`=KEIZERPOINTS(Spelers!A:${P}, Uitslagen!A:E, Afwezig!A:C, Instellingen!A:B)`]);
    expect(env.log.count('Range.setFormula')).toBe(1);
    const live = tab(env, 'Live ranglijst');
    expect(live.cells[1]![0]!.formula).toBeDefined();
    expect(live.frozenRows).toBe(2);
    const formula = live.cells[1]![0]!.formula!;
    expect(parseCall(formula).ranges.map((r) => r.tab)).toEqual(['Spelers', 'Uitslagen', 'Afwezig', 'Instellingen']);

    const results = tab(env, 'Uitslagen');
    const type = (row: number, values: Value[]) => values.forEach((v, i) => results.type(row, i + 1, String(v)));
    type(2, [1, 'Anna', 'Bram', '1-0']);
    type(3, [1, 'Carla', 'Daan', '½-½']);
    const afterOne = evaluate(env, code, formula);
    code.menuUpdateStandings();
    expect(afterOne).toEqual(tab(env, 'Ranglijst').values().slice(1));
    type(4, [2, 'Anna', 'Carla', '0-1']);
    const afterTwo = evaluate(env, code, formula);
    expect(afterTwo).not.toEqual(afterOne);
    code.menuUpdateStandings();
    expect(afterTwo).toEqual(tab(env, 'Ranglijst').values().slice(1));
  });
});

describe('wizardCreate on a half-filled spreadsheet', () => {
  function halfFilled(): { env: Env; code: Bundle } {
    const s = setup();
    // The club typed its players already, with the names in column B.
    s.env.spreadsheet.addTab('Spelers', [
      ['Nr', 'Naam', 'Rating'],
      [1, 'Anna', 1800],
      [2, 'Bram', 1650],
    ]);
    s.env.spreadsheet.addTab('Uitslagen', [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Anna', 'Bram', '1-0'],
    ]);
    return s;
  }

  test('asks first: names the tabs that exist and writes nothing', () => {
    const { env, code } = halfFilled();
    const before = env.spreadsheet.sheets.map((s) => [s.tabName, s.values()]);
    env.log.clear();
    const reply = create(code, { players: ['Carla'] });
    expect(reply.status).toBe('confirm');
    expect(reply.existing).toEqual(['Spelers', 'Uitslagen']);
    expect(reply.lines[0]).toBe(
      'Deze tabbladen bestaan al: Spelers, Uitslagen. Ze worden niet overschreven. Alleen de ontbrekende tabbladen aanmaken?',
    );
    expect(env.spreadsheet.sheets.map((s) => [s.tabName, s.values()])).toEqual(before);
    expect(env.log.calls.filter((c) => /insertSheet|setValue|setFormula|protect|setDataValidation/.test(c))).toEqual(
      [],
    );
  });

  test('then creates only the missing tabs; the existing ones keep every cell; dropdowns use the existing names column', () => {
    const { env, code } = halfFilled();
    const spelers = tab(env, 'Spelers').values();
    const uitslagen = tab(env, 'Uitslagen').values();
    const reply = create(code, { players: ['Carla'], createMissing: true });
    expect(reply.status).toBe('created');
    expect(reply.created).toEqual(['Instellingen', 'Afwezig', 'Ranglijst', 'Live ranglijst']);
    expect(reply.lines[1]).toBe('Bestonden al en zijn niet veranderd: Spelers, Uitslagen.');
    expect(tab(env, 'Spelers').values()).toEqual(spelers);
    expect(tab(env, 'Uitslagen').values()).toEqual(uitslagen);
    expect(tab(env, 'Spelers').validations).toEqual([]);
    const names = ruleOn(tab(env, 'Afwezig'), 2)!.range as unknown as { sheet: FakeSheet; col: number };
    expect([names.sheet.tabName, names.col]).toEqual(['Spelers', 2]);
  });

  test('English tabs in a Dutch spreadsheet count as existing, and the formula refers to them', () => {
    const { env, code } = setup();
    env.spreadsheet.addTab('Players', [['Name'], ['Ann']]);
    const reply = create(code, { createMissing: true });
    expect(reply.existing).toEqual(['Players']);
    expect(env.spreadsheet.tab('Spelers')).toBeUndefined();
    expect(formulas(env)[0]).toBe(`=KEIZERPOINTS(Players!A:${P}, Uitslagen!A:E, Afwezig!A:C, Instellingen!A:B)`);
  });

  test('a spreadsheet with every tab: nothing to do', () => {
    const { code } = setup();
    create(code);
    const reply = create(code, { createMissing: true });
    expect(reply.status).toBe('error');
    expect(reply.errors).toEqual(['Alle tabbladen van deze competitie bestaan al; er is niets aangemaakt.']);
  });

  test('a Keezen competition in Instellingen is not turned into a Keizer one', () => {
    const { env, code } = setup();
    env.spreadsheet.addTab('Instellingen', [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
    ]);
    const reply = create(code, { createMissing: true });
    expect(reply.status).toBe('error');
    expect(reply.errors[0]).toContain('Instellingen: Instellingen hoort bij een competitie van het type "keezen"');
    expect(env.spreadsheet.sheets).toHaveLength(1);
  });
});

describe('wizardCreate: safety', () => {
  test('hostile names are written as text, never as formulas', () => {
    const { env, code } = setup();
    const names = [
      '=IMPORTXML("http://x","//a")',
      '+31 6 1234 5678',
      '<script>alert(1)</script>',
      '-1',
      '@home',
      '1-0',
      "'quoted",
      '=1+1',
    ];
    create(code, { players: names });
    expect(
      tab(env, 'Spelers')
        .values()
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(names);
    expect(formulas(env)).toHaveLength(1);
  });

  test('duplicate names are refused and nothing is created', () => {
    const { env, code } = setup();
    const reply = create(code, { players: ['Anna', 'anna '] });
    expect(reply.status).toBe('error');
    expect(reply.errors).toEqual(['de naam "anna" staat twee keer in de lijst; namen moeten uniek zijn']);
    expect(env.spreadsheet.sheets).toHaveLength(0);
  });

  test('a second leader at the same moment is told "busy" and nothing is created', () => {
    const { env, code } = setup();
    env.lock.heldByOther = true;
    const reply = create(code, { players: ['Anna'] });
    expect(reply.status).toBe('error');
    expect(reply.errors[0]).toMatch(/andere gebruiker/);
    expect(env.spreadsheet.sheets).toHaveLength(0);
    env.lock.heldByOther = false;
    expect(create(code, { players: ['Anna'] }).status).toBe('created');
    expect(env.lock.held).toBe(false);
  });

  test('requests that are not what the dialog sends are refused', () => {
    const { env, code } = setup();
    for (const bad of [
      null,
      'x',
      { type: 'keizer' },
      { type: 'chess', preset: 'zwartedame', lang: 'nl', players: [] },
      { type: 'keizer', preset: 'zwartedame', lang: 'nl', players: [1] },
    ]) {
      expect((code.wizardCreate(bad) as Reply).status).toBe('error');
    }
    expect(create(code, { preset: 'nope' }).errors).toEqual(['onbekende voorinstelling "nope"']);
    expect(env.spreadsheet.sheets).toHaveLength(0);
  });

  test('the menu item opens the wizard as a modal dialog from dist/wizard.html', () => {
    const env = createEnv({ htmlFiles: { wizard: '<p>wizard</p>', sidebar: '<p>sidebar</p>' } });
    const code = loadBundle(env.globals);
    code.menuNewCompetition();
    expect(env.ui.dialogs).toEqual([{ html: '<p>wizard</p>', title: 'Nieuwe competitie' }]);
    code.menuSidebar();
    expect(env.ui.sidebars).toEqual([{ html: '<p>sidebar</p>', title: 'Competitieleider' }]);
  });
});

describe('wizardCreate: a Keezen event', () => {
  const EXAMPLES = join(__dirname, '..', '..', 'examples');
  const csv = (variant: string, tabName: string) =>
    parseCsv(readFileSync(join(EXAMPLES, `keezen-${variant}`, `${tabName}.csv`), 'utf8')) as Value[][];

  test.each(['nk4tegen4', 'buurtcompetitie', 'spelavond'])(
    '%s: the score-form columns of the variant; the shipped example typed into them gives standings, live and fixed',
    (variant) => {
      const { env, code } = setup();
      const example = { participants: csv(variant, 'Deelnemers'), results: csv(variant, 'Uitslagen') };
      const reply = create(code, {
        type: 'keezen',
        preset: variant,
        players: example.participants.slice(1).map((r) => String(r[1])),
      });
      expect(reply.status).toBe('created');
      expect(reply.created).toEqual([
        'Instellingen',
        'Deelnemers',
        'Uitslagen',
        'Stand',
        'Tafelindeling',
        'Live stand',
      ]);
      const settings = tab(env, 'Instellingen').values();
      expect(settings.slice(1, 3).map((r) => r.slice(0, 2))).toEqual([
        ['type', 'keezen'],
        ['variant', variant],
      ]);
      // Every other setting empty (the variant applies), its explanation saying what empty means.
      for (const row of settings.slice(3)) {
        expect(row[1]).toBe('');
        expect(String(row[2])).toMatch(/Leeg = /);
      }
      // The example's columns, and Datum for the day of an evening (the shipped example does not fill it).
      expect(tab(env, 'Uitslagen').values()[0]).toEqual([...example.results[0]!, 'Datum']);
      // The hole columns of the buurtcompetitie are plain text below the header ("2,3" stays "2,3").
      const head = example.results[0]!.map(String);
      const formats = head.map((_, c) => tab(env, 'Uitslagen').cells[1]?.[c]?.numberFormat);
      if (variant === 'buurtcompetitie')
        expect(head.filter((h, c) => h.startsWith('Binnen') && formats[c] !== '@')).toEqual([]);
      expect(
        tab(env, 'Deelnemers')
          .values()
          .map((r) => r.slice(0, 2).map(String)),
      ).toEqual(example.participants.map((r) => r.slice(0, 2).map(String)));

      // The organiser types the forms of the event.
      const results = tab(env, 'Uitslagen');
      example.results.slice(1).forEach((r, i) => r.forEach((v, j) => results.type(i + 2, j + 1, textFor(v, 'nl_NL'))));
      // And the tables as drawn (the byes and sit-outs count on both).
      const drawn = csv(variant, 'Tafelindeling');
      const tables = tab(env, 'Tafelindeling');
      drawn.forEach((r, i) => r.forEach((v, j) => tables.type(i + 1, j + 1, textFor(v, 'nl_NL'))));
      const live = tab(env, 'Live stand').cells[1]![0]!.formula!;
      expect(live).toMatch(/^=KEEZSTAND\(Uitslagen!A:[A-Z]+, Deelnemers!A:D, Instellingen!A:B, Tafelindeling!A:M\)$/);
      const table = evaluate(env, code, live);
      expect(table.length).toBeGreaterThan(example.participants.length - 1);
      code.menuUpdateStandings();
      expect(env.ui.alerts).toEqual([]);
      const stand = tab(env, 'Stand').values();
      // Live stand shows the first table of Stand, row for row.
      const headerAt = stand.findIndex(
        (r) => String(r[0]) === String(table[0]![0]) && String(r[2]) === String(table[0]![2]),
      );
      const rows = table.filter((r) => r.some((c) => c !== ''));
      expect(stand.slice(headerAt, headerAt + rows.length).map((r) => r.slice(0, rows[0]!.length).map(String))).toEqual(
        rows.map((r) => r.map(String)),
      );
      for (const name of example.participants.slice(1).map((r) => r[1])) {
        expect(stand.some((r) => r.includes(name!))).toBe(true);
        expect(table.some((r) => r.includes(name!))).toBe(true);
      }
      expect(tab(env, 'Stand').protections[0]!.warningOnly).toBe(true);
    },
  );

  test('English, custom rules: English tabs and the Keezen menu', () => {
    const { env, code } = setup('en_GB');
    const reply = create(code, { type: 'keezen', preset: 'custom', lang: 'en', players: ['The Pawns', 'Home Run'] });
    expect(reply.created).toEqual(['Settings', 'Participants', 'Results', 'Standings', 'Tables', 'Live standings']);
    expect(String(tab(env, 'Settings').values()[3]![2])).toMatch(/Empty = /);
    code.onOpen({ authMode: 'FULL' });
    expect(env.ui.menus[0]!.items.map((i) => i.caption)).toEqual([
      'Club night (sidebar)',
      '---',
      'Draw tables',
      'Redraw tables',
      'Confirm round',
      'Show tables in large print (projector)',
      'Take round back',
      'Update standings',
      'Standings on the beamer',
      'Make the website’s pages',
      'Print score forms',
      '---',
      'New competition…',
      'Help and about Competitieleider',
    ]);
  });

  test('Live stand reads Uitslagen!A:AK only after the 26-column Uitslagen has grown to 37 columns; every range is inside its grid', () => {
    const { env, code } = setup();
    create(code, { type: 'keezen', preset: 'nk4tegen4', players: ['De Pionnen', 'Thuis'] });
    const live = tab(env, 'Live stand').cells[1]![0]!.formula!;
    expect(live).toContain('Uitslagen!A:AK');
    expect(tab(env, 'Uitslagen').getMaxColumns()).toBe(37);
    for (const r of formulaRanges(live)) expect(r.toCol).toBeLessThanOrEqual(tab(env, r.tab).getMaxColumns());
    expect(env.log.count('Sheet.insertColumnsAfter(Uitslagen)')).toBe(1);
  });

  test('an existing Uitslagen narrower than the formula reads gets empty columns at its end; what it holds stays', () => {
    const { env, code } = setup();
    const rows: Value[][] = [
      ['Avond', 'Tafel', 'Team'],
      [1, 1, 'De Pionnen'],
    ];
    env.spreadsheet.addTab('Uitslagen', rows);
    create(code, { type: 'keezen', preset: 'nk4tegen4', players: ['De Pionnen', 'Thuis'], createMissing: true });
    expect(tab(env, 'Uitslagen').values()).toEqual(rows);
    const live = tab(env, 'Live stand').cells[1]![0]!.formula!;
    for (const r of formulaRanges(live)) expect(r.toCol).toBeLessThanOrEqual(tab(env, r.tab).getMaxColumns());
  });

  test('the wizard offers both kinds, with the Keezen variants', () => {
    const { code } = setup();
    const info = code.wizardInfo() as { types: { type: string; presets: { id: string }[] }[] };
    expect(info.types.map((t) => t.type)).toEqual(['keizer', 'keezen']);
    expect(info.types[1]!.presets.map((p) => p.id)).toEqual(['nk4tegen4', 'buurtcompetitie', 'spelavond', 'custom']);
  });
});

describe('wizardCreate: service calls', () => {
  test('one locale read, no getSheetByName for the tabs it made, one getMaxRows per tab with dropdowns, equal widths set together', () => {
    const { env, code } = setup();
    env.log.clear();
    expect(create(code, { players: ['Anna', 'Bram'] }).status).toBe('created');
    const tally = env.log.tally();
    expect(tally['Spreadsheet.getSpreadsheetLocale']).toBe(1);
    expect(tally['Spreadsheet.getSheetByName'] ?? 0).toBe(0);
    // Instellingen has one-cell dropdowns only; Spelers, Uitslagen and Afwezig have column dropdowns.
    expect(tally['Sheet.getMaxRows']).toBe(3);
    // Spelers: Naam 220 and the other columns 100 (one call for the run of equal widths).
    expect(tally['Sheet.setColumnWidth'] ?? 0).toBe(0);
    expect(tally['Sheet.setColumnWidths']).toBe(3 + 2 + 3 + 3);
  });
});
