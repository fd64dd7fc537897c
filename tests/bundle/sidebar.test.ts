/**
 * The round sidebar's server functions in dist/Code.js on the emulator: what
 * they answer (plain data only), the documented edits of Afwezig and
 * Uitslagen (one row or one cell, never another), the lock, and the action
 * catalogue that the menu and the sidebar share.
 */
import { loadBundle, Bundle } from '../emu/bundle';
import { illegalValue } from '../emu/scriptRun';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { CATALOGUE, menuEntries, sidebarEntries } from '../../src/actions/catalogue';
import { render, msg } from '../../src/i18n';

interface State {
  round: number;
  rounds: number;
  roundTitle: string;
  type: string;
  message: string;
  players: { name: string; status: string; reason: string; detail: string }[];
  games: { board: number; white: string; black: string; result: string }[];
  actions: { id: string; label: string; long: boolean }[];
  problems: string[];
  texts: Record<string, string>;
}
interface Reply {
  result: { ok: boolean; lines: string[]; warnings: string[]; errors: string[] };
  state: State;
}

function club(locale = 'nl_NL'): { env: Env; code: Bundle } {
  const env = createEnv({ locale });
  env.spreadsheet.addTab('Instellingen', [['Instelling', 'Waarde'], ['rounds', 10]]);
  env.spreadsheet.addTab('Spelers', [['Naam', 'Actief'], ['Anna', 'ja'], ['Bram', 'ja'], ['Carla', 'ja'], ['Daan', 'ja'], ['Eva', 'ja'], ['Oud Lid', 'nee']]);
  env.spreadsheet.addTab('Uitslagen', [
    ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
    [1, 'Anna', 'Bram', '1-0'],
    [1, 'Carla', 'Daan', '½-½'],
    [2, 'Bram', 'Carla', ''],
    [2, 'Daan', 'Anna', '0-1'],
  ]);
  // The club keeps its own column order and a remark column in Afwezig.
  env.spreadsheet.addTab('Afwezig', [
    ['Naam', 'Opmerking', 'Ronde', 'Reden'],
    ['Eva', 'vakantie', 1, 'afgemeld'],
    ['Eva', '', 2, 'afgemeld'],
  ]);
  return { env, code: loadBundle(env.globals) };
}

function values(env: Env, tab: string): Value[][] {
  return env.spreadsheet.tab(tab)!.values();
}

function call<T>(code: Bundle, name: string, ...args: unknown[]): T {
  // Through JSON, as google.script.run carries it.
  const value = code[name]!(...(JSON.parse(JSON.stringify(args)) as unknown[])) as T;
  expect(illegalValue(value)).toBeUndefined();
  return value;
}

describe('sidebarState', () => {
  test('opens on the round in progress (a game without result), with everyone\'s status', () => {
    const { code } = club();
    const s = call<State>(code, 'sidebarState');
    expect(s.round).toBe(2);
    expect(s.roundTitle).toBe('Ronde 2 van 10');
    expect(s.players).toEqual([
      { name: 'Anna', status: 'paired', reason: '', detail: 'Bord 2' },
      { name: 'Bram', status: 'paired', reason: '', detail: 'Bord 1' },
      { name: 'Carla', status: 'paired', reason: '', detail: 'Bord 1' },
      { name: 'Daan', status: 'paired', reason: '', detail: 'Bord 2' },
      { name: 'Eva', status: 'absent', reason: 'excused', detail: '' },
    ]);
    expect(s.games).toEqual([
      { board: 1, white: 'Bram', black: 'Carla', result: '' },
      { board: 2, white: 'Daan', black: 'Anna', result: '0-1' },
    ]);
    expect(s.actions.map((a) => a.id)).toEqual(['makePairing', 'newDraw', 'confirmRound', 'pairingDisplay', 'updateStandings', 'crosstable', 'rating', 'seasonEnd']);
    expect(s.actions.map((a) => a.id)).toEqual(sidebarEntries('keizer').map((a) => a.id));
    expect(s.problems).toEqual([]);
  });

  test('the next round once every game has a result; any round on request', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    expect(call<State>(code, 'sidebarState').round).toBe(3);
    expect(call<State>(code, 'sidebarState', 1).games).toHaveLength(2);
    expect(call<State>(code, 'sidebarState', 99).round).toBe(3);
  });

  test('English spreadsheet: English texts', () => {
    const { code } = club('en_GB');
    const s = call<State>(code, 'sidebarState');
    expect(s.roundTitle).toBe('Round 2 of 10');
    expect(s.texts.attendance).toBe('Attendance');
    expect(s.players[0]!.detail).toBe('Board 2');
  });

  test('no competition yet: a message that points to the wizard', () => {
    const env = createEnv();
    const s = call<State>(loadBundle(env.globals), 'sidebarState');
    expect(s.type).toBe('');
    expect(s.message).toBe('Deze spreadsheet heeft nog geen competitie. Begin er een met Nieuwe competitie…');
  });

  test('input errors come with their cell, and the rest still shows', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(3, 4).value = '1-1';
    const s = call<State>(code, 'sidebarState');
    expect(s.problems).toEqual(['Uitslagen!D3: onbekende uitslag "1-1"; gebruik 1-0, 0-1, ½-½ (of 0.5-0.5, 1/2-1/2, =), +-, -+ of --']);
    expect(s.players).toHaveLength(5);
  });
});

describe('sidebarSetAbsence: a documented append to Afwezig', () => {
  test('appends one row below the last, laid out by the tab\'s own columns', () => {
    const { env, code } = club();
    const before = values(env, 'Afwezig');
    const reply = call<Reply>(code, 'sidebarSetAbsence', 3, 'anna', 'external');
    expect(reply.result).toEqual({ ok: true, lines: ['Ronde 3: Anna afwezig (extern).'], warnings: [], errors: [] });
    expect(values(env, 'Afwezig')).toEqual([...before, ['Anna', '', 3, 'extern']]);
    expect(reply.state.round).toBe(3);
    expect(reply.state.players.find((p) => p.name === 'Anna')).toEqual({ name: 'Anna', status: 'absent', reason: 'external', detail: '' });
  });

  test('changing the reason changes that one cell; present again clears that row only', () => {
    const { env, code } = club();
    env.log.clear();
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Eva', 'clubDuty').result.lines).toEqual(['Ronde 2: Eva afwezig (clubtaak).']);
    expect(env.log.count('Range.setValues')).toBe(1);
    expect(values(env, 'Afwezig')[2]).toEqual(['Eva', '', 2, 'clubtaak']);
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Eva', '').result.lines).toEqual(['Ronde 2: Eva aanwezig.']);
    expect(values(env, 'Afwezig')).toEqual([
      ['Naam', 'Opmerking', 'Ronde', 'Reden'],
      ['Eva', 'vakantie', 1, 'afgemeld'],
    ]);
    // The remark column of the cleared row was not the add-on's to touch: it was empty anyway.
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Eva', '').result.lines).toEqual(['Ronde 2: Eva stond al zo; niets gewijzigd.']);
  });

  test('the same click twice does nothing twice', () => {
    const { env, code } = club();
    call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'excused');
    const once = values(env, 'Afwezig');
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'excused').result.lines).toEqual(['Ronde 3: Bram stond al zo; niets gewijzigd.']);
    expect(values(env, 'Afwezig')).toEqual(once);
  });

  test('refuses a paired player, a bye by hand, an unknown player, a round out of range: nothing written', () => {
    const { env, code } = club();
    const before = values(env, 'Afwezig');
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Bram', 'excused').result.errors).toEqual([
      'Uitslagen!B4: Bram is in ronde 2 al ingedeeld (Uitslagen!4); haal eerst die partij weg of vul er een uitslag bij in',
    ]);
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'bye').result.errors).toEqual(['oneven en straf-oneven worden door de indeling gegeven, niet met de hand']);
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'penaltyBye').result.ok).toBe(false);
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Nobody', 'excused').result.errors[0]).toMatch(/^onbekende speler "Nobody"/);
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bramm', 'excused').result.errors).toEqual(['onbekende speler "Bramm"; bedoelde u "Bram"? (spelers staan in Spelers)']);
    expect(call<Reply>(code, 'sidebarSetAbsence', 11, 'Bram', 'excused').result.errors).toEqual(['ronde 11 bestaat niet (1 tot en met 10)']);
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'holiday').result.ok).toBe(false);
    expect(call<Reply>(code, 'sidebarSetAbsence', '3', 'Bram', 'excused').result.ok).toBe(false);
    expect(values(env, 'Afwezig')).toEqual(before);
  });

  test('two rows for one player and round: refused, pointing at both', () => {
    const { env, code } = club();
    const afwezig = env.spreadsheet.tab('Afwezig')!;
    afwezig.insertRowsAfter(afwezig.maxRows, 1);
    [['Eva', '', 2, 'extern']].forEach((r, i) => r.forEach((v, j) => afwezig.type(4 + i, j + 1, String(v))));
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Eva', 'clubDuty').result.errors).toEqual([
      'Afwezig!A4: Eva staat in ronde 2 meer dan eens in Afwezig (Afwezig!3, Afwezig!4); verbeter dat eerst in het tabblad',
    ]);
  });

  test('a hostile name is written as text', () => {
    const env = createEnv();
    const name = '=IMPORTXML("http://x","//a")';
    env.spreadsheet.addTab('Spelers', [['Naam'], [name]]);
    env.spreadsheet.addTab('Uitslagen', [['Ronde', 'Wit', 'Zwart', 'Uitslag']]);
    const code = loadBundle(env.globals);
    expect(call<Reply>(code, 'sidebarSetAbsence', 1, name, 'excused').result.ok).toBe(true);
    const tab = env.spreadsheet.tab('Afwezig')!;
    expect(tab.values()).toEqual([
      ['Ronde', 'Naam', 'Reden'],
      [1, name, 'afgemeld'],
    ]);
    for (const row of tab.cells) for (const cell of row) expect(cell.formula).toBeUndefined();
  });

  test('another leader holding the lock: "busy", and nothing is written', () => {
    const { env, code } = club();
    const before = values(env, 'Afwezig');
    env.lock.heldByOther = true;
    const reply = call<Reply>(code, 'sidebarSetAbsence', 3, 'Anna', 'excused');
    expect(reply.result.errors).toEqual([render(msg('busy'), 'nl')]);
    expect(values(env, 'Afwezig')).toEqual(before);
    expect(env.ui.alerts).toEqual([]);
  });
});

describe('sidebarSetResult: the Uitslag cell of one game', () => {
  test('writes the result in its canonical form, one cell, and says which board', () => {
    const { env, code } = club();
    env.log.clear();
    const reply = call<Reply>(code, 'sidebarSetResult', 2, 'Bram', 'Carla', '1/2-1/2');
    expect(reply.result.lines).toEqual(['Ronde 2, bord 1: Bram – Carla ½-½.']);
    expect(env.log.count('Range.setValues')).toBe(1);
    expect(values(env, 'Uitslagen')[3]).toEqual([2, 'Bram', 'Carla', '½-½']);
    expect(reply.state.games[0]!.result).toBe('½-½');
    expect(call<Reply>(code, 'sidebarSetResult', 2, 'Bram', 'Carla', '').result.lines).toEqual(['Ronde 2, bord 1: Bram – Carla zonder uitslag.']);
    expect(values(env, 'Uitslagen')[3]).toEqual([2, 'Bram', 'Carla', '']);
  });

  test('a forfeit result is kept as text, not a formula or a number', () => {
    const { env, code } = club();
    call<Reply>(code, 'sidebarSetResult', 2, 'Bram', 'Carla', '-+');
    const cell = env.spreadsheet.tab('Uitslagen')!.cells[3]![3]!;
    expect(cell.value).toBe('-+');
    expect(cell.formula).toBeUndefined();
  });

  test('refuses an unknown result or a game that is not there', () => {
    const { env, code } = club();
    const before = values(env, 'Uitslagen');
    expect(call<Reply>(code, 'sidebarSetResult', 2, 'Bram', 'Carla', '2-0').result.errors[0]).toMatch(/^onbekende uitslag "2-0"/);
    expect(call<Reply>(code, 'sidebarSetResult', 2, 'Carla', 'Bram', '1-0').result.errors).toEqual([
      'Uitslagen: geen partij Carla – Bram in ronde 2 gevonden (is het tabblad net gewijzigd? Vernieuw de zijbalk)',
    ]);
    expect(values(env, 'Uitslagen')).toEqual(before);
  });
});

describe('sidebarRun and the catalogue', () => {
  test('runs a registered action under the lock and answers with its summary, without dialogs', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    const reply = call<Reply>(code, 'sidebarRun', 'updateStandings', 2);
    expect(reply.result.ok).toBe(true);
    expect(reply.result.lines[0]).toMatch(/^Ranglijst na ronde 2: 5 spelers; nummer 1 is /);
    expect(env.spreadsheet.tab('Ranglijst')).toBeDefined();
    expect(env.ui.alerts).toEqual([]);
    expect(env.lock.held).toBe(false);
  });

  test('warnings come back as notes', () => {
    const { code } = club();
    const reply = call<Reply>(code, 'sidebarRun', 'updateStandings', 2);
    expect(reply.result.warnings).toEqual(['Uitslagen: ronde 2: 1 partij heeft nog geen uitslag en telt nog niet mee']);
  });

  test('an unknown action is refused', () => {
    const { code } = club();
    expect(call<Reply>(code, 'sidebarRun', 'dropTables', 2).result.errors).toEqual(['De zijbalk is verouderd; klik op Vernieuwen en probeer het opnieuw.']);
  });

  test('every sidebar action has its top-level menu function in the bundle and its label in both languages', () => {
    const code = loadBundle({});
    for (const action of CATALOGUE.filter((e) => e.sidebar)) {
      expect(typeof code[action.menuFunction]).toBe('function');
      expect(render(msg(action.label), 'nl')).not.toBe(render(msg(action.label), 'en'));
    }
  });

  test('every menu item beside the sidebar actions (a name to ask, a page to show) has its top-level function in the bundle and its label in both languages', () => {
    const code = loadBundle({});
    const others = CATALOGUE.filter((e) => e.menu !== false && !e.sidebar);
    expect(others.map((e) => e.id)).toEqual(['explain', 'trfExport', 'scoreForms']);
    for (const item of others) {
      expect(typeof code[item.menuFunction]).toBe('function');
      expect(render(msg(item.label), 'nl')).not.toBe(render(msg(item.label), 'en'));
    }
  });

  test('the menu shows the actions of the open spreadsheet\'s type only', () => {
    const { env, code } = club();
    code.onOpen({ authMode: 'LIMITED' });
    const fns = env.ui.menus[0]!.items.map((i) => i.fn).filter(Boolean);
    // Keizer adds "Uitleg van een speler…" (it needs a name) and the TRF export (it shows a page): no sidebar actions.
    const keizerItems = ['menuMakePairing', 'menuNewDraw', 'menuConfirmRound', 'menuPairingDisplay', 'menuUpdateStandings', 'menuCrosstable', 'menuRating', 'menuSeasonEnd', 'menuExplain', 'menuTrfExport'];
    expect(fns).toEqual(['menuSidebar', ...keizerItems, 'menuNewCompetition']);
    expect(menuEntries('keizer').map((e) => e.menuFunction)).toEqual(keizerItems);

    const keezen = createEnv();
    keezen.spreadsheet.addTab('Instellingen', [['Instelling', 'Waarde'], ['type', 'keezen']]);
    loadBundle(keezen.globals).onOpen({ authMode: 'FULL' });
    const keezenFns = keezen.ui.menus[0]!.items.map((i) => i.fn).filter(Boolean);
    expect(keezenFns).toEqual(['menuSidebar', 'menuMakeTables', 'menuRedrawTables', 'menuTablesDisplay', 'menuUpdateStandings', 'menuScoreForms', 'menuNewCompetition']);
    for (const a of menuEntries('keizer')) if (!a.types.includes('keezen')) expect(keezenFns).not.toContain(a.menuFunction);
  });

  test('in AuthMode.NONE the menu is built from the Ui alone', () => {
    const { env, code } = club();
    env.mode = 'NONE';
    env.log.clear();
    code.onOpen({ authMode: 'NONE' });
    // The Ui, and the account's language (Session.getActiveUserLocale needs no authorisation).
    expect(env.log.calls.every((c) => /^(SpreadsheetApp\.getUi|Ui\.|Menu\.|Session\.getActiveUserLocale)/.test(c))).toBe(true);
    expect(env.ui.menus[0]!.items.map((i) => i.caption)).toEqual(['Nieuwe competitie…', 'Clubavond (zijbalk)']);
  });

  test('a quick menu action ends with one toast holding its one-line summary', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    code.menuUpdateStandings();
    expect(env.spreadsheet.toasts.map((t) => t.message)).toEqual([expect.stringMatching(/^Ranglijst na ronde 2: 5 spelers/)]);
  });
});

describe('the spreadsheet locale is read once per execution', () => {
  test.each([
    ['sidebarState', [2]],
    ['sidebarSetAbsence', [2, 'Eva', '']],
    ['sidebarSetResult', [2, 'Bram', 'Carla', '1-0']],
    ['sidebarRun', ['updateStandings', 2]],
    ['sidebarRun', ['confirmRound', 2]],
  ] as const)('%s', (fn, args) => {
    const { env, code } = club();
    env.log.clear();
    call<Reply>(code, fn, ...args);
    expect(env.log.count('Spreadsheet.getSpreadsheetLocale')).toBe(1);
  });

  test.each(['onOpen', 'menuUpdateStandings', 'menuConfirmRound', 'menuExplain', 'wizardInfo'])('%s', (fn) => {
    const { env, code } = club();
    env.ui.promptAnswers.push(['OK', 'Anna']);
    env.log.clear();
    code[fn]!({ authMode: 'FULL' });
    expect(env.log.count('Spreadsheet.getSpreadsheetLocale')).toBe(1);
  });
});
