/**
 * dist/Code.js as Sheets runs it: loaded into a fresh node:vm context with only
 * the emulated Apps Script services as globals, called by name.
 */
import { bundleSource, loadBundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';

function seasonEnv(options: { locale?: string } = {}): Env {
  const env = createEnv(options);
  const season = simulateKeizerSeason({ players: 20, rounds: 12, seed: 'bundle' });
  for (const [name, rows] of Object.entries(season.tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
  return env;
}

function typedTabs(env: Env): Record<string, Value[][]> {
  const out: Record<string, Value[][]> = {};
  for (const name of ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig'])
    out[name] = env.spreadsheet.tab(name)!.values();
  return out;
}

describe('the bundle', () => {
  test('loads with no globals at all: module top level touches no Apps Script service', () => {
    expect(() => loadBundle({})).not.toThrow();
  });

  test('every entry point is a top-level function declaration', () => {
    const src = bundleSource();
    for (const name of ['onOpen', 'onInstall', 'menuUpdateStandings', 'KEIZERPOINTS']) {
      expect(src).toMatch(new RegExp(`^function ${name}\\(`, 'm'));
      expect(typeof loadBundle({})[name]).toBe('function');
    }
  });

  test('KEIZERPOINTS keeps its JSDoc with @customfunction right above its declaration', () => {
    const src = bundleSource();
    const m =
      /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*function KEIZERPOINTS\(players, results, absences, settings, round\)/.exec(
        src,
      );
    expect(m).not.toBeNull();
    expect(m![1]).toContain('@customfunction');
    expect(m![1]).toContain('@param');
  });

  test('uses no syntax Apps Script V8 rejects (private #fields)', () => {
    // A colour in a page's CSS (`background: #fff;`) is no private field.
    const privateField = /(^|[^\w$'"`/])#(?![0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?\b)[a-zA-Z_]\w*\s*[=;(]/m;
    expect('class A { #x = 1; go() { this.#y(); } }').toMatch(privateField);
    expect(bundleSource()).not.toMatch(privateField);
  });
});

describe('onOpen builds the add-on menu in every authorisation mode', () => {
  test.each(['NONE', 'LIMITED', 'FULL'] as const)('%s: every item calls a top-level function', (mode) => {
    const env = seasonEnv();
    env.mode = mode;
    const code = loadBundle(env.globals);
    code.onOpen({ authMode: mode });
    const menu = env.ui.menus[0]!;
    // NONE may not read the spreadsheet: a minimal menu; otherwise the Keizer actions.
    expect(menu.items.map((i) => i.fn)).toContain(mode === 'NONE' ? 'menuNewCompetition' : 'menuUpdateStandings');
    for (const item of menu.items.filter((i) => i.fn)) expect(typeof code[item.fn]).toBe('function');
  });

  test('onInstall calls onOpen', () => {
    const env = createEnv();
    loadBundle(env.globals).onInstall({ authMode: 'FULL' });
    expect(env.ui.menus).toHaveLength(1);
  });

  test('the menu is in English for an English spreadsheet', () => {
    const env = seasonEnv({ locale: 'en_GB' });
    loadBundle(env.globals).onOpen({ authMode: 'FULL' });
    expect(env.ui.menus[0]!.items.map((i) => i.caption)).toContain('Update standings');
  });
});

describe('menu "Ranglijst bijwerken"', () => {
  test('writes Ranglijst, leaves the typed tabs unchanged, within the call budget', () => {
    const env = seasonEnv();
    const before = typedTabs(env);
    env.log.clear();
    loadBundle(env.globals).menuUpdateStandings();
    expect(env.ui.alerts).toEqual([]);
    const tab = env.spreadsheet.tab('Ranglijst')!;
    const rows = tab.values();
    expect(rows[0]![0]).toBe('Eindstand na ronde 12');
    expect(rows[1]!.slice(0, 4)).toEqual(['Plaats', 'Naam', 'Punten', 'Waarde']);
    expect(rows.slice(2).map((r) => r[0])).toEqual(rows.slice(2).map((_, i) => i + 1));
    expect(tab.frozenRows).toBe(2);
    expect(typedTabs(env)).toEqual(before);
    // Budget: one getValues per input tab, one setValues for the output.
    for (const name of ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig'])
      expect(env.log.onTab('Range.getValues', name)).toBe(1);
    expect(env.log.onTab('Range.setValues', 'Ranglijst')).toBe(1);
    expect(env.log.count('Range.setValues')).toBe(1);
    expect(env.log.count()).toBeLessThan(40);
    expect(env.spreadsheet.toasts[0]!.message).toMatch(/^Ranglijst na ronde 12: 20 spelers/);
  });

  test('the call budget does not grow with the number of players and rounds', () => {
    const small = createEnv();
    const big = createEnv();
    for (const [env, players, rounds] of [
      [small, 10, 5],
      [big, 120, 30],
    ] as const) {
      for (const [name, rows] of Object.entries(simulateKeizerSeason({ players, rounds, seed: 'budget' }).tabs))
        env.spreadsheet.addTab(name, rows as Value[][]);
      env.log.clear();
      loadBundle(env.globals).menuUpdateStandings();
    }
    expect(big.log.count()).toBe(small.log.count());
  });

  test('updating twice gives the same tab (deterministic, no duplicates)', () => {
    const env = seasonEnv();
    const code = loadBundle(env.globals);
    code.menuUpdateStandings();
    const first = env.spreadsheet.tab('Ranglijst')!.values();
    code.menuUpdateStandings();
    expect(env.spreadsheet.tab('Ranglijst')!.values()).toEqual(first);
    expect(env.spreadsheet.sheets.filter((s) => s.tabName === 'Ranglijst')).toHaveLength(1);
  });

  test('bad input: one dialog lists every problem with its cell, and nothing is written', () => {
    const env = seasonEnv();
    const results = env.spreadsheet.tab('Uitslagen')!;
    results.cell(5, 4).value = '1-1';
    results.cell(7, 3).value = 'Onbekende Speler';
    const before = typedTabs(env);
    loadBundle(env.globals).menuUpdateStandings();
    expect(env.spreadsheet.tab('Ranglijst')).toBeUndefined();
    expect(env.ui.alerts).toHaveLength(1);
    const { title, prompt } = env.ui.alerts[0]!;
    expect(title).toBe('Competitieleider: controleer de invoer');
    expect(prompt).toContain('2 problemen gevonden; er is niets geschreven.');
    expect(prompt).toContain('Uitslagen!D5: onbekende uitslag "1-1"');
    expect(prompt).toContain('Uitslagen!C7: onbekende speler "Onbekende Speler"');
    expect(typedTabs(env)).toEqual(before);
  });

  test('hostile names are written as text, never as formulas', () => {
    const env = createEnv();
    const names = ['=IMPORTXML("http://x","//a")', '+31 6 1234 5678', '-1', '@home', '1-0', '007', "'quoted"];
    env.spreadsheet.addTab('Spelers', [['Naam'], ...names.map((n) => [n])]);
    env.spreadsheet.addTab('Uitslagen', [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, names[0]!, names[1]!, '1-0'],
    ]);
    loadBundle(env.globals).menuUpdateStandings();
    const tab = env.spreadsheet.tab('Ranglijst')!;
    const written = tab
      .values()
      .slice(2)
      .map((r) => r[1]);
    expect(written.sort()).toEqual([...names].sort());
    for (const row of tab.cells) for (const cell of row) expect(cell.formula).toBeUndefined();
  });

  test('a second leader clicking at the same moment gets "busy" and nothing is written', () => {
    const env = seasonEnv();
    env.lock.heldByOther = true;
    loadBundle(env.globals).menuUpdateStandings();
    expect(env.spreadsheet.tab('Ranglijst')).toBeUndefined();
    expect(env.ui.alerts[0]!.prompt).toMatch(/andere gebruiker/);
  });

  test('the lock is released after an action, also after an error', () => {
    const env = seasonEnv();
    env.spreadsheet.tab('Uitslagen')!.cell(3, 4).value = 'x';
    loadBundle(env.globals).menuUpdateStandings();
    expect(env.lock.held).toBe(false);
  });
});

describe('=KEIZERPOINTS(...) as Sheets calls it', () => {
  function args(env: Env, extraEmptyRows = 0) {
    const col = (name: string) => {
      const rows = env.spreadsheet.tab(name)!.values();
      const width = rows[0]!.length;
      // A whole-column range (Spelers!A:F) passes many empty rows.
      return [...rows, ...Array.from({ length: extraEmptyRows }, () => new Array<Value>(width).fill(''))];
    };
    return [col('Spelers'), col('Uitslagen'), col('Afwezig'), col('Instellingen')];
  }

  test('returns the same table as the Ranglijst tab, header row first, without any service call', () => {
    const env = seasonEnv();
    const code = loadBundle(env.globals);
    code.menuUpdateStandings();
    const tab = env.spreadsheet.tab('Ranglijst')!.values().slice(1);
    env.mode = 'CUSTOM_FUNCTION';
    env.log.clear();
    const result = code.KEIZERPOINTS(...args(env)) as Value[][];
    expect(env.log.count()).toBe(0);
    expect(result).toEqual(tab);
  });

  test('whole-column ranges with thousands of empty rows work', () => {
    const env = seasonEnv();
    const code = loadBundle(env.globals);
    const normal = code.KEIZERPOINTS(...args(env));
    env.mode = 'CUSTOM_FUNCTION';
    expect(code.KEIZERPOINTS(...args(env, 5000))).toEqual(normal);
  });

  test('is deterministic', () => {
    const env = seasonEnv();
    const code = loadBundle(env.globals);
    expect(code.KEIZERPOINTS(...args(env))).toEqual(code.KEIZERPOINTS(...args(env)));
  });

  test('the round argument gives the standings after that round', () => {
    const env = seasonEnv();
    const code = loadBundle(env.globals);
    const [p, r, a, s] = args(env);
    const after5 = code.KEIZERPOINTS(p, r, a, s, 5) as Value[][];
    const after12 = code.KEIZERPOINTS(p, r, a, s) as Value[][];
    expect(after5).not.toEqual(after12);
    expect(after5[0]).toEqual(after12[0]);
  });

  test('optional arguments may be left out', () => {
    const env = seasonEnv();
    const [p, r] = args(env);
    const result = loadBundle(env.globals).KEIZERPOINTS(p, r) as Value[][];
    expect(result[0]![0]).toBe('Plaats');
  });

  test('bad input throws a clear message naming the cell', () => {
    const env = seasonEnv();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '2-0';
    const code = loadBundle(env.globals);
    expect(() => code.KEIZERPOINTS(...args(env))).toThrow(/Uitslagen!D4: onbekende uitslag "2-0"/);
  });

  test('a round that does not exist is refused with the rounds that do', () => {
    const env = seasonEnv();
    const [p, r, a, s] = args(env);
    const code = loadBundle(env.globals);
    expect(() => code.KEIZERPOINTS(p, r, a, s, 13)).toThrow(
      'ronde 13 bestaat niet; kies 0 (de beginstand) tot en met 12',
    );
    expect(() => code.KEIZERPOINTS(p, r, a, s, 'tien')).toThrow('"tien" is geen heel getal');
    expect((code.KEIZERPOINTS(p, r, a, s, 0) as Value[][]).length).toBe(21);
  });

  test('English headers give an English table', () => {
    const env = createEnv();
    const code = loadBundle(env.globals);
    const result = code.KEIZERPOINTS(
      [['Name'], ['Ann'], ['Bob']],
      [
        ['Round', 'White', 'Black', 'Result'],
        [1, 'Ann', 'Bob', '1-0'],
      ],
    ) as Value[][];
    expect(result[0]!.slice(0, 3)).toEqual(['Rank', 'Name', 'Points']);
    expect(result[1]![1]).toBe('Ann');
  });
});
