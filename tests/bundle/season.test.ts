/**
 * The season menu items and =KEIZERUITLEG in dist/Code.js on the emulator:
 * each input tab read once, each output tab written once, the typed tabs
 * unchanged, a real chart embedded in Verloop.
 */
import { loadBundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import type { EmulatedChart, Value } from '../emu/spreadsheet';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { hostileSeason } from '../support/hostile';

const INPUT = ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig'];

function seasonEnv(options: { estimated?: number } = {}): Env {
  const env = createEnv();
  const season = simulateKeizerSeason({ players: 20, rounds: 12, seed: 'bundle', ...options });
  for (const [name, rows] of Object.entries(season.tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
  return env;
}

function typedTabs(env: Env): Record<string, Value[][]> {
  const out: Record<string, Value[][]> = {};
  for (const name of INPUT) out[name] = env.spreadsheet.tab(name)!.values();
  return out;
}

function expectBudget(env: Env, written: string[]): void {
  for (const name of INPUT) expect(env.log.onTab('Range.getValues', name)).toBe(1);
  for (const name of written) expect(env.log.onTab('Range.setValues', name)).toBe(1);
  expect(env.log.count('Range.setValues')).toBe(written.length);
}

describe('the season menu items', () => {
  test('a Keizer spreadsheet gets them; every one is a top-level function', () => {
    const env = seasonEnv();
    const code = loadBundle(env.globals);
    code.onOpen({ authMode: 'FULL' });
    const fns = env.ui.menus[0]!.items.map((i) => i.fn);
    const season = ['menuCrosstable', 'menuRating', 'menuSeasonEnd', 'menuExplain'];
    expect(fns.filter((f) => season.includes(f))).toEqual(season);
    for (const fn of season) expect(typeof code[fn]).toBe('function');
    expect(env.ui.menus[0]!.items.map((i) => i.caption)).toContain('Seizoen afsluiten');
  });

  test('a Keezen spreadsheet does not', () => {
    const env = createEnv();
    env.spreadsheet.addTab('Instellingen', [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
    ]);
    loadBundle(env.globals).onOpen({ authMode: 'FULL' });
    const fns = env.ui.menus[0]!.items.map((i) => i.fn);
    for (const fn of ['menuCrosstable', 'menuRating', 'menuSeasonEnd', 'menuExplain']) expect(fns).not.toContain(fn);
  });
});

describe('menu "Kruistabel en verloop bijwerken"', () => {
  test('writes Kruistabel and Verloop once each, reads each tab once, embeds the line chart of the top 10', () => {
    const env = seasonEnv();
    const before = typedTabs(env);
    env.log.clear();
    loadBundle(env.globals).menuCrosstable();
    expect(env.ui.alerts).toEqual([]);
    expectBudget(env, ['Kruistabel', 'Verloop']);
    expect(typedTabs(env)).toEqual(before);
    expect(env.spreadsheet.tab('Kruistabel')!.values()[0]![0]).toBe('Kruistabel na ronde 12');
    const verloop = env.spreadsheet.tab('Verloop')!;
    expect(verloop.charts).toHaveLength(1);
    const chart = verloop.charts[0] as EmulatedChart;
    expect(chart.type).toBe('LINE');
    expect(chart.headers).toBe(1);
    expect(chart.options['vAxis.direction']).toBe(-1);
    expect(chart.options['title']).toBe('Plaats van de top 10 per ronde');
    // The range is the data block: header (Ronde + 10 names) and rounds 0..12.
    const r = chart.ranges[0]!;
    expect([r.sheet, r.rows, r.cols]).toEqual(['Verloop', 14, 11]);
    const values = verloop.values();
    expect(values[r.row - 1]![0]).toBe('Ronde');
    expect(values[r.row]![0]).toBe('start');
    expect(values[r.row + 1]![0]).toBe('1'); // text labels: the axis is the rounds, not a series
    const leader = env.spreadsheet.tab('Kruistabel')!.values()[4]![1];
    expect(values[r.row - 1]![1]).toBe(`1. ${leader}`);
  });

  test('running it twice replaces the chart instead of adding a second one', () => {
    const env = seasonEnv();
    const code = loadBundle(env.globals);
    code.menuCrosstable();
    code.menuCrosstable();
    expect(env.spreadsheet.tab('Verloop')!.charts).toHaveLength(1);
    expect(env.spreadsheet.sheets.filter((s) => s.tabName === 'Verloop')).toHaveLength(1);
  });

  test("the call budget does not grow with the season, but for growing the tabs' grids once", () => {
    const grow = (env: Env) => env.log.count('Sheet.insertRowsAfter') + env.log.count('Sheet.insertColumnsAfter');
    const counts = [
      [8, 4],
      [60, 30],
    ].map(([players, rounds]) => {
      const env = createEnv();
      for (const [name, rows] of Object.entries(
        simulateKeizerSeason({ players: players!, rounds: rounds!, seed: 'budget' }).tabs,
      ))
        env.spreadsheet.addTab(name, rows as Value[][]);
      env.log.clear();
      loadBundle(env.globals).menuCrosstable();
      expect(grow(env)).toBeLessThanOrEqual(2 * 2);
      return env.log.count() - grow(env);
    });
    expect(counts[1]).toBe(counts[0]);
  });
});

describe('menu "Uitleg van een speler…"', () => {
  test('the selected cell holds a name: Uitleg for that player, shown, without a prompt', () => {
    const env = seasonEnv();
    const spelers = env.spreadsheet.tab('Spelers')!;
    const name = String(spelers.values()[3]![0]);
    env.spreadsheet.current = { sheet: spelers, row: 4, col: 1 };
    const before = typedTabs(env);
    env.log.clear();
    loadBundle(env.globals).menuExplain();
    expect(env.ui.prompts).toEqual([]);
    expect(env.ui.alerts).toEqual([]);
    expectBudget(env, ['Uitleg']);
    expect(typedTabs(env)).toEqual(before);
    const uitleg = env.spreadsheet.tab('Uitleg')!;
    expect(uitleg.values()[0]![0]).toBe(`Uitleg van de punten van ${name} na ronde 12`);
    expect(env.spreadsheet.active).toBe(uitleg);
    expect(env.spreadsheet.toasts[0]!.message).toContain(`Uitleg van ${name} na ronde 12:`);
  });

  test('no name selected: asks for one', () => {
    const env = seasonEnv();
    const name = String(env.spreadsheet.tab('Spelers')!.values()[5]![0]);
    env.spreadsheet.current = { sheet: env.spreadsheet.tab('Spelers')!, row: 1, col: 2 }; // the header "Rating"
    env.ui.promptAnswers.push(['OK', name.toLowerCase()]);
    loadBundle(env.globals).menuExplain();
    expect(env.ui.prompts).toHaveLength(1);
    expect(env.spreadsheet.tab('Uitleg')!.values()[0]![0]).toBe(`Uitleg van de punten van ${name} na ronde 12`);
  });

  test('the selected cell is no player (a rating): asks, and still reads each tab once', () => {
    const env = seasonEnv();
    const spelers = env.spreadsheet.tab('Spelers')!;
    const name = String(spelers.values()[2]![0]);
    env.spreadsheet.current = { sheet: spelers, row: 3, col: 2 };
    env.ui.promptAnswers.push(['OK', name]);
    env.log.clear();
    loadBundle(env.globals).menuExplain();
    expect(env.ui.prompts).toHaveLength(1);
    expectBudget(env, ['Uitleg']);
    expect(env.spreadsheet.tab('Uitleg')!.values()[0]![0]).toBe(`Uitleg van de punten van ${name} na ronde 12`);
  });

  test('cancelling the prompt writes nothing', () => {
    const env = seasonEnv();
    env.ui.promptAnswers.push(['CANCEL', '']);
    loadBundle(env.globals).menuExplain();
    expect(env.spreadsheet.tab('Uitleg')).toBeUndefined();
  });

  test('a typed name that is no player: one dialog with a suggestion, nothing written', () => {
    const env = seasonEnv();
    const name = String(env.spreadsheet.tab('Spelers')!.values()[5]![0]);
    env.ui.promptAnswers.push(['OK', name.slice(0, -1)]);
    loadBundle(env.globals).menuExplain();
    expect(env.spreadsheet.tab('Uitleg')).toBeUndefined();
    expect(env.ui.alerts).toHaveLength(1);
    expect(env.ui.alerts[0]!.prompt).toContain(`bedoelde u "${name}"?`);
  });

  test('bad input elsewhere is reported, not asked about', () => {
    const env = seasonEnv();
    env.spreadsheet.tab('Uitslagen')!.cell(3, 4).value = '3-0';
    env.spreadsheet.current = { sheet: env.spreadsheet.tab('Spelers')!, row: 2, col: 1 };
    loadBundle(env.globals).menuExplain();
    expect(env.ui.prompts).toEqual([]);
    expect(env.ui.alerts[0]!.prompt).toContain('Uitslagen!D3: onbekende uitslag "3-0"');
  });
});

describe('menu "Clubrating bijwerken" and "Seizoen afsluiten"', () => {
  test('Clubrating: one tab written; an estimated rating with 8 games is reported', () => {
    const env = seasonEnv({ estimated: 2 });
    const before = typedTabs(env);
    env.log.clear();
    loadBundle(env.globals).menuRating();
    expectBudget(env, ['Clubrating']);
    expect(typedTabs(env)).toEqual(before);
    const notes = env.spreadsheet
      .tab('Clubrating')!
      .values()
      .map((r) => r[8]);
    expect(notes.some((n) => /^geschatte rating: na 8 partijen/.test(String(n)))).toBe(true);
    expect(env.ui.alerts[0]!.prompt).toMatch(/geschatte rating .*beoordeel de startrating/);
  });

  test('Seizoen afsluiten: Ranglijst, Seizoenseinde and Clubrating written once each', () => {
    const env = seasonEnv();
    const before = typedTabs(env);
    env.log.clear();
    loadBundle(env.globals).menuSeasonEnd();
    expect(env.ui.alerts).toEqual([]);
    expectBudget(env, ['Ranglijst', 'Seizoenseinde', 'Clubrating']);
    expect(typedTabs(env)).toEqual(before);
    const report = env.spreadsheet.tab('Seizoenseinde')!.values();
    expect(report[0]![0]).toBe('Seizoenseinde na ronde 12');
    expect(report[2]![0]).toBe('Clubkampioen');
    expect(env.spreadsheet.tab('Seizoenseinde')!.frozenRows).toBe(0);
    expect(env.spreadsheet.toasts[0]!.message).toMatch(/^Seizoenseinde: /);
  });

  test('hostile names stay text in every season tab', () => {
    const env = createEnv();
    for (const [name, rows] of Object.entries(hostileSeason().tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
    const code = loadBundle(env.globals);
    code.menuCrosstable();
    code.menuSeasonEnd();
    for (const tab of ['Kruistabel', 'Verloop', 'Seizoenseinde', 'Clubrating', 'Ranglijst']) {
      const sheet = env.spreadsheet.tab(tab)!;
      for (const row of sheet.cells) for (const cell of row) expect(cell.formula).toBeUndefined();
      expect(sheet.values().flat()).toContain('=HYPERLINK("http://evil.example/","klik")');
    }
  });
});

describe('=KEIZERUITLEG(player; players; results; absences; settings; round)', () => {
  const ranges = (env: Env) =>
    ['Spelers', 'Uitslagen', 'Afwezig', 'Instellingen'].map((t) => env.spreadsheet.tab(t)!.values());

  test('returns header, one row per round and the total, equal to KEIZERPOINTS, without any service call', () => {
    const env = seasonEnv();
    const code = loadBundle(env.globals);
    const [p, r, a, s] = ranges(env);
    env.mode = 'CUSTOM_FUNCTION';
    env.log.clear();
    const standings = code.KEIZERPOINTS(p, r, a, s) as Value[][];
    const name = standings[1]![1] as string;
    const rows = code.KEIZERUITLEG(name, p, r, a, s) as Value[][];
    expect(env.log.count()).toBe(0);
    expect(rows[0]!.slice(0, 3)).toEqual(['Ronde', 'Omschrijving', 'Tegenstander']);
    const total = rows.at(-1)!;
    expect(total[1]).toBe('Totaal');
    expect(Math.round(total[8] as number)).toBe(standings[1]![2]);
    for (let round = 1; round <= 12; round++) expect(rows.some((row) => row[0] === round)).toBe(true);
  });

  test('the round argument; whole-column ranges; a cell reference as player', () => {
    const env = seasonEnv();
    const code = loadBundle(env.globals);
    const [p, r, a, s] = ranges(env);
    const name = p![2]![0];
    const pad = (rows: Value[][]) => [...rows, ...Array.from({ length: 2000 }, () => rows[0]!.map(() => '' as Value))];
    const after5 = code.KEIZERUITLEG([[name]], pad(p!), pad(r!), pad(a!), pad(s!), 5) as Value[][];
    expect(after5.filter((row) => typeof row[0] === 'number').map((row) => row[0])).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5]),
    );
    expect(after5.some((row) => row[0] === 6)).toBe(false);
  });

  test('an unknown player throws a clear message', () => {
    const env = seasonEnv();
    const [p, r] = ranges(env);
    expect(() => loadBundle(env.globals).KEIZERUITLEG('Niemand Bekend', p, r)).toThrow(
      /onbekende speler "Niemand Bekend"/,
    );
  });

  test('keeps its JSDoc with @customfunction in the bundle', () => {
    const src = require('node:fs').readFileSync(require('../emu/bundle').CODE_PATH, 'utf8') as string;
    expect(src).toMatch(
      /@customfunction\s*\n\s*\*\/\s*\nfunction KEIZERUITLEG\(player, players, results, absences, settings, round\)/,
    );
  });
});
