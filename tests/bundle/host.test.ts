/**
 * dist/Code.js against the strict Sheets model where the host bites: the
 * menu rebuilt where it changes (after the wizard, on first authorised use) in
 * the user's language, a sidebar edit waiting for a running action instead of
 * failing, and the live standings formula's spill into filled cells.
 */
import { loadBundle, Bundle } from '../emu/bundle';
import { recalculate } from '../emu/formulas';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { LOCK_WAIT_MS } from '../../src/gas/run';
import { msg, render } from '../../src/i18n';
import { textFor } from '../emu/typed';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';
import { outcomeOf } from '../support/entries';

function call<T>(code: Bundle, name: string, ...args: unknown[]): T {
  return code[name]!(...(JSON.parse(JSON.stringify(args)) as unknown[])) as T;
}

function club(): Env {
  const env = createEnv({ htmlFiles: { sidebar: '<p>sidebar</p>' } });
  env.spreadsheet.addTab('Instellingen', [
    ['Instelling', 'Waarde'],
    ['type', 'keizer'],
    ['rounds', 10],
  ]);
  env.spreadsheet.addTab('Spelers', [['Naam'], ['Anna'], ['Bram'], ['Carla'], ['Daan']]);
  env.spreadsheet.addTab('Uitslagen', [
    ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
    [1, 'Anna', 'Bram', ''],
    [1, 'Carla', 'Daan', ''],
  ]);
  return env;
}

const fns = (env: Env) => env.ui.menus[0]!.items.map((i) => i.fn);

describe("the menu is rebuilt where it changes, in the user's language where the auth mode allows", () => {
  test("AuthMode.NONE: the minimal menu in the language of the user's account", () => {
    const env = createEnv({ locale: 'nl_NL', userLocale: 'en', mode: 'NONE' });
    loadBundle(env.globals).onOpen({ authMode: 'NONE' });
    expect(env.ui.menus[0]!.items.map((i) => i.fn)).toEqual(['menuNewCompetition', 'menuSidebar']);
    expect(env.ui.menus[0]!.items[0]!.caption).toMatch(/^New competition/);
  });

  test('AuthMode.NONE where even the account language cannot be read: Dutch', () => {
    const env = createEnv({ mode: 'NONE' });
    env.globals['Session'] = {
      getActiveUserLocale: () => {
        throw new Error('Exception: You do not have permission');
      },
    };
    loadBundle(env.globals).onOpen({ authMode: 'NONE' });
    expect(env.ui.menus[0]!.items.map((i) => i.fn)).toEqual(['menuNewCompetition', 'menuSidebar']);
    expect(env.ui.menus[0]!.items[0]!.caption).toBe('Nieuwe competitie…');
  });

  test('after the wizard creates a competition the menu holds its actions, without reopening the file', () => {
    const env = createEnv();
    const code = loadBundle(env.globals);
    code.onOpen({ authMode: 'FULL' });
    expect(fns(env)).not.toContain('menuUpdateStandings');
    const reply = call<{ status: string }>(code, 'wizardCreate', {
      type: 'keizer',
      preset: 'zwartedame',
      lang: 'nl',
      players: ['Anna', 'Bram'],
      createMissing: false,
    });
    expect(reply.status).toBe('created');
    expect(fns(env)).toContain('menuUpdateStandings');
    expect(fns(env)).toContain('menuMakePairing');
  });

  test('the first authorised use from the minimal menu builds the full menu of the competition', () => {
    const env = club();
    env.mode = 'NONE';
    const code = loadBundle(env.globals);
    code.onOpen({ authMode: 'NONE' });
    expect(fns(env)).toEqual(['menuNewCompetition', 'menuSidebar']);
    env.mode = 'FULL';
    code.menuSidebar();
    expect(fns(env)).toContain('menuUpdateStandings');
    expect(env.ui.sidebars).toHaveLength(1);
  });
});

describe('a sidebar edit during a running action waits for the lock', () => {
  test(`the server waits up to ${LOCK_WAIT_MS / 1000} s, 10-15 s for a single-cell edit`, () => {
    expect(LOCK_WAIT_MS).toBeGreaterThanOrEqual(10000);
    expect(LOCK_WAIT_MS).toBeLessThanOrEqual(15000);
  });

  test('a pairing holding the lock for 8 s: the result is written when it is done, not refused', () => {
    const env = club();
    const code = loadBundle(env.globals);
    env.lock.otherHolds(8000);
    const reply = call<{ result: { ok: boolean; errors: string[] } }>(
      code,
      'sidebarSetResult',
      1,
      'Anna',
      'Bram',
      '1-0',
    );
    expect(reply.result.errors).toEqual([]);
    expect(env.lock.waited).toBe(8000);
    expect(env.spreadsheet.tab('Uitslagen')!.peek(2, 4)).toBe('1-0');
    expect(env.lock.hasLock()).toBe(false);
  });

  test('an action holding it longer than the wait: "busy" after waiting, and nothing is written', () => {
    const env = club();
    const code = loadBundle(env.globals);
    const before = env.spreadsheet.tab('Uitslagen')!.values();
    env.lock.otherHolds(LOCK_WAIT_MS + 5000);
    const reply = call<{ result: { ok: boolean; errors: string[] } }>(
      code,
      'sidebarSetResult',
      1,
      'Anna',
      'Bram',
      '1-0',
    );
    expect(reply.result.errors).toEqual([render(msg('busy'), 'nl')]);
    expect(env.lock.waited).toBe(LOCK_WAIT_MS);
    expect(env.spreadsheet.tab('Uitslagen')!.values()).toEqual(before);
  });
});

describe('the live standings formula spills as Sheets spills it', () => {
  function live(): { env: Env; code: Bundle } {
    const env = createEnv();
    const code = loadBundle(env.globals);
    call(code, 'wizardCreate', {
      type: 'keizer',
      preset: 'zwartedame',
      lang: 'nl',
      players: ['Anna', 'Bram', 'Carla', 'Daan'],
      createMissing: false,
    });
    return { env, code };
  }

  test('into empty cells: the table appears below the formula', () => {
    const { env, code } = live();
    const shown = recalculate(env, code, 'Live ranglijst', 2, 1);
    expect(shown).not.toBe('#REF!');
    const names = env.spreadsheet
      .tab('Live ranglijst')!
      .values()
      .slice(2)
      .map((r) => r[1] as Value);
    expect(names).toEqual(expect.arrayContaining(['Anna', 'Bram', 'Carla', 'Daan']));
  });

  test('a note typed where the table would go: #REF!, and nothing is overwritten', () => {
    const { env, code } = live();
    const tab = env.spreadsheet.tab('Live ranglijst')!;
    tab.type(4, 2, 'notitie');
    expect(recalculate(env, code, 'Live ranglijst', 2, 1)).toBe('#REF!');
    expect(tab.peek(4, 2)).toBe('notitie');
    expect(tab.peek(3, 1)).toBe('');
  });
});

describe('a tab made by the wizard grows past row 1000 with its dropdowns', () => {
  test('the 1000th absence from the sidebar lands in row 1001, inserted, with the reason dropdown of the row above', () => {
    const env = createEnv();
    const code = loadBundle(env.globals);
    const names = Array.from({ length: 70 }, (_, i) => `Speler ${i + 1}`);
    expect(
      call<{ status: string }>(code, 'wizardCreate', {
        type: 'keizer',
        preset: 'zwartedame',
        lang: 'nl',
        players: names,
        createMissing: false,
      }).status,
    ).toBe('created');
    const afwezig = env.spreadsheet.tab('Afwezig')!;
    expect(afwezig.maxRows).toBe(1000);
    // 999 absences typed by the leader fill the tab to its last row (15 rounds of 70, the first 999).
    env.lock.held = true;
    for (let i = 0; i < 999; i++)
      afwezig.getRange(2 + i, 1, 1, 3).setValues([[1 + Math.floor(i / 70), names[i % 70]!, 'afgemeld']]);
    env.lock.held = false;
    const reply = call<{ result: { ok: boolean; errors: string[] } }>(
      code,
      'sidebarSetAbsence',
      15,
      names[69]!,
      'external',
    );
    expect(reply.result.errors).toEqual([]);
    expect(afwezig.maxRows).toBe(1001);
    expect(afwezig.values()[1000]).toEqual([15, names[69], 'extern']);
    // The grown row has the dropdowns: a reason not in the list is refused when typed there.
    expect(() => afwezig.type(1001, 3, 'vakantie')).toThrow(/violates the data validation rules/);
    afwezig.type(1001, 3, 'afgemeld');
  });
});

describe('typed input as Sheets parses it', () => {
  /** A club whose first game's result was typed as `typed`. */
  function typedResult(typed: string): { env: Env; code: Bundle } {
    const env = createEnv();
    env.spreadsheet.addTab('Instellingen', [
      ['Instelling', 'Waarde'],
      ['type', 'keizer'],
      ['rounds', 10],
    ]);
    env.spreadsheet.addTab('Spelers', [['Naam'], ['Anna'], ['Bram']]);
    env.spreadsheet.addTypedTab('Uitslagen', [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      ['1', 'Anna', 'Bram', typed],
    ]);
    return { env, code: loadBundle(env.globals) };
  }

  test('a forfeit typed as +- becomes a formula in Sheets: the add-on says so at the cell, and writes nothing', () => {
    const { env, code } = typedResult('+-');
    const reply = call<{ result: { ok: boolean; errors: string[] } }>(code, 'sidebarRun', 'updateStandings', 1);
    expect(reply.result.ok).toBe(false);
    expect(reply.result.errors).toEqual([
      expect.stringMatching(/^Uitslagen!D2: de uitslag is een formule geworden \(#ERROR!\).*\('\+-\)/),
    ]);
    expect(env.spreadsheet.tab('Ranglijst')).toBeUndefined();
  });

  test("typed with the apostrophe ('+-) it is the forfeit", () => {
    const { code } = typedResult("'+-");
    expect(
      call<{ result: { ok: boolean; errors: string[] } }>(code, 'sidebarRun', 'updateStandings', 1).result.errors,
    ).toEqual([]);
  });
});

describe('a Keezen event imported into a Dutch spreadsheet, not made by the wizard', () => {
  test.each([
    ['nk4tegen4', "times typed as 1:05 become time cells, in another zone than the script's"],
    ['buurtcompetitie', 'two-hole lists typed as 2,3 become the number 2.3'],
  ] as const)('%s: %s; the standings are those of the forms as typed', (variant, _what) => {
    const sim =
      variant === 'nk4tegen4'
        ? simulateKeezen({ variant, entrants: 8, seed: 'import', timeouts: 0.2 })
        : simulateKeezen({ variant, entrants: 8, seed: 'import', evenings: 2 });
    const env = createEnv({ timeZone: 'Asia/Tokyo' });
    for (const name of ['Instellingen', 'Deelnemers', 'Uitslagen']) {
      env.spreadsheet.addTypedTab(
        name,
        sim.tabs[name]!.map((r) => r.map((v) => (typeof v === 'number' ? v : textFor(v, 'nl_NL')))),
      );
    }
    const cells = env.spreadsheet.tab('Uitslagen')!.cells.flat();
    if (variant === 'nk4tegen4') expect(cells.some((c) => c.date === 'time')).toBe(true);
    else expect(cells.some((c) => typeof c.value === 'number' && !Number.isInteger(c.value) && !c.date)).toBe(true);
    const code = loadBundle(env.globals);
    code.menuUpdateStandings();
    expect(env.ui.alerts).toEqual([]);
    const expected = new MemoryWorkbook(sim.tabs);
    applyChanges(expected, outcomeOf(expected, 'updateStandings').changes);
    expect(env.spreadsheet.tab('Stand')!.values()).toEqual(expected.read('Stand'));
  });
});

describe('the wizard formats the result column as text', () => {
  test('a forfeit typed as +- in the Uitslagen of a new competition is the forfeit (the dropdown takes it), not a formula', () => {
    const env = createEnv();
    const code = loadBundle(env.globals);
    call(code, 'wizardCreate', {
      type: 'keizer',
      preset: 'zwartedame',
      lang: 'nl',
      players: ['Anna', 'Bram'],
      createMissing: false,
    });
    const results = env.spreadsheet.tab('Uitslagen')!;
    ['1', 'Anna', 'Bram', '+-'].forEach((t, j) => results.type(2, j + 1, t));
    expect(results.peek(2, 4)).toBe('+-');
    expect(() => results.type(3, 4, '1-1')).toThrow(/violates the data validation rules/);
    const reply = call<{ result: { ok: boolean; errors: string[] } }>(
      code,
      'sidebarSetResult',
      1,
      'Anna',
      'Bram',
      '-+',
    );
    expect(reply.result.errors).toEqual([]);
    expect(results.peek(2, 4)).toBe('-+');
    expect(
      call<{ result: { ok: boolean; errors: string[] } }>(code, 'sidebarRun', 'updateStandings', 1).result.errors,
    ).toEqual([]);
  });
});

describe('host calls are bounded by the tabs, not by their rows', () => {
  /** A Keizer season with a Datum column (a date cell per game, one value per round). */
  const seasonWithDates = (players: number) => {
    const env = createEnv({ htmlFiles: { sidebar: '<p>sidebar</p>' } });
    const season = simulateKeizerSeason({ players, rounds: 37, seed: 'host calls', attendance: 0.8 });
    for (const [name, rows] of Object.entries(season.tabs)) {
      const dated =
        name === 'Uitslagen'
          ? rows.map((r, i) => [...r, i === 0 ? 'Datum' : new Date(2025, 8, 4 + 7 * (Number(r[0]) - 1))])
          : rows;
      env.spreadsheet.addTab(name, dated as Value[][]);
    }
    const last = season.tabs.Uitslagen!.filter((r) => r[0] === 37)[0]!;
    return { env, game: { white: String(last[1]), black: String(last[2]), result: String(last[3]) } };
  };

  test('a late-season sidebar click at 70 players × 37 rounds: each date converted once per distinct day, the same calls as at 34 players', () => {
    const counts = [34, 70].map((players) => {
      const { env, game } = seasonWithDates(players);
      const code = loadBundle(env.globals);
      env.log.clear();
      call(code, 'sidebarState', 37);
      const state = { all: env.log.count(), formatDate: env.log.count('Utilities.formatDate') };
      env.log.clear();
      const flipped = game.result === '1-0' ? '0-1' : '1-0';
      call(code, 'sidebarSetResult', 37, game.white, game.black, flipped);
      const result = { all: env.log.count(), formatDate: env.log.count('Utilities.formatDate') };
      return { state, result };
    });
    const [small, big] = counts as [(typeof counts)[0], (typeof counts)[0]];
    expect(big).toEqual(small);
    // 37 distinct days: one conversion each; the rest of a click is a few dozen calls.
    expect(big.state.formatDate).toBeLessThanOrEqual(37);
    expect(big.state.all).toBeLessThanOrEqual(70);
    expect(big.result.all).toBeLessThanOrEqual(70);
  });
});
