/**
 * The Keezen draw menus in dist/Code.js on the Apps Script emulator:
 * "Tafelindeling maken" reads each tab once and writes Tafelindeling once,
 * leaves the typed tabs alone, appends the next round, redraws in place; the
 * beamer view and the score forms open as pages; the call budget stays flat.
 */
import { loadBundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { teamNames } from '../../src/sim/keezenEvent';

const MENU = ['menuMakeTables', 'menuRedrawTables', 'menuTablesDisplay', 'menuScoreForms'];

function eventEnv(variant: string, names: string[], withResults = true): Env {
  const env = createEnv();
  env.spreadsheet.addTab('Instellingen', [
    ['Instelling', 'Waarde'],
    ['type', 'keezen'],
    ['variant', variant],
  ]);
  env.spreadsheet.addTab('Deelnemers', [
    ['Nr', 'Naam', 'Aanwezig'],
    ...names.map((n, i) => [i + 1, n, 'ja'] as Value[]),
  ]);
  const header =
    variant === 'spelavond'
      ? [
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
          'Winnaar',
        ]
      : [
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
        ];
  if (withResults) env.spreadsheet.addTab('Uitslagen', [header]);
  return env;
}

const values = (env: Env, tab: string) => env.spreadsheet.tab(tab)!.values();
const TYPED = ['Instellingen', 'Deelnemers', 'Uitslagen'];

test('the draw menu items are in the add-on menu of a Keezen spreadsheet and exist as top-level functions', () => {
  const env = eventEnv('nk4tegen4', teamNames(4));
  const code = loadBundle(env.globals);
  code.onOpen({ authMode: 'FULL' });
  const items = env.ui.menus[0]!.items;
  for (const fn of MENU) {
    expect(items.map((i) => i.fn)).toContain(fn);
    expect(typeof code[fn]).toBe('function');
  }
  expect(items.find((i) => i.fn === 'menuMakeTables')!.caption).toBe('Tafelindeling maken');
  expect(items.find((i) => i.fn === 'menuScoreForms')!.caption).toBe('Scoreformulieren afdrukken');
});

describe('Tafelindeling maken in the emulator', () => {
  test('reads each tab once, writes Tafelindeling with one setValues, and changes no typed tab', () => {
    const env = eventEnv('nk4tegen4', teamNames(9));
    const code = loadBundle(env.globals);
    const before = TYPED.map((t) => values(env, t));
    env.log.clear();
    code.menuMakeTables!();
    expect(env.ui.alerts).toEqual([]);
    for (const t of TYPED) expect(env.log.onTab('Range.getValues', t)).toBe(1);
    expect(env.log.onTab('Range.setValues', 'Tafelindeling')).toBe(1);
    expect(env.log.count('Range.setValues')).toBe(1);
    expect(TYPED.map((t) => values(env, t))).toEqual(before);
    const rows = values(env, 'Tafelindeling');
    expect(rows[0]).toEqual(['Ronde', 'Tafel', 'Team A', 'Team B', 'Loting', 'Toelichting']);
    expect(rows.length).toBe(1 + 4 + 1);
    expect(rows.at(-1)![1]).toBe('vrij');
    expect(env.spreadsheet.toasts.at(-1)!.message).toMatch(
      /^Tafelindeling ronde 1: 4 tafels, vrij: .+ \(loting \d+\)\.$/,
    );
  });

  test('the next round is appended (one setValues, Tafelindeling read once); a new draw rewrites only its round', () => {
    const env = eventEnv(
      'spelavond',
      Array.from({ length: 10 }, (_, i) => `Speler ${i + 1}`),
    );
    const code = loadBundle(env.globals);
    code.menuMakeTables!();
    const sheet = env.spreadsheet.tab('Tafelindeling')!;
    sheet.cell(2, 8).value = 'bij het raam';
    const round1 = values(env, 'Tafelindeling');
    env.log.clear();
    code.menuMakeTables!();
    expect(env.ui.alerts).toEqual([]);
    expect(env.log.onTab('Range.getValues', 'Tafelindeling')).toBe(1);
    expect(env.log.onTab('Range.setValues', 'Tafelindeling')).toBe(1);
    expect(values(env, 'Tafelindeling').slice(0, round1.length)).toEqual(round1);
    const seed2 = Number(values(env, 'Tafelindeling').at(-1)![6]);
    code.menuRedrawTables!();
    const after = values(env, 'Tafelindeling');
    expect(after.slice(0, round1.length)).toEqual(round1);
    expect(after.filter((r) => r[0] === 2).every((r) => Number(r[6]) === seed2 + 1)).toBe(true);
  });

  test('the beamer view: the Tafelindeling beamer tab in large print, and the page in a dialog', () => {
    const env = eventEnv('nk4tegen4', teamNames(8));
    const code = loadBundle(env.globals);
    code.menuMakeTables!();
    code.menuTablesDisplay!();
    expect(values(env, 'Tafelindeling beamer')[0]![0]).toBe('Tafelindeling ronde 1');
    expect(env.log.count('Range.setFontSize')).toBeGreaterThan(0);
    expect(env.ui.dialogs).toHaveLength(1);
    expect(env.ui.dialogs[0]!.title).toBe('Tafelindeling ronde 1');
    expect(env.ui.dialogs[0]!.html).toContain('teamnummer → tafel');
  });

  test('the score forms open in a dialog with a print button; nothing is written', () => {
    const env = eventEnv('nk4tegen4', teamNames(8));
    const code = loadBundle(env.globals);
    code.menuMakeTables!();
    env.log.clear();
    code.menuScoreForms!();
    expect(env.log.count('Range.setValues')).toBe(0);
    expect(env.ui.dialogs[0]!.title).toBe('Scoreformulieren ronde 1');
    expect(env.ui.dialogs[0]!.html.match(/<section class="form">/g)).toHaveLength(4);
    expect(env.ui.dialogs[0]!.html).toContain('window.print()');
  });

  test('a problem: one dialog with the reason, nothing written', () => {
    const env = eventEnv('spelavond', ['A', 'B', 'C']);
    const code = loadBundle(env.globals);
    code.menuMakeTables!();
    expect(env.ui.alerts).toHaveLength(1);
    expect(env.ui.alerts[0]!.prompt).toContain('te weinig spelers aanwezig (3)');
    expect(env.spreadsheet.tab('Tafelindeling')).toBeUndefined();
  });

  test('the call budget of "Tafelindeling maken" does not grow with the event', () => {
    const small = eventEnv('nk4tegen4', teamNames(6));
    const big = eventEnv('nk4tegen4', teamNames(40));
    for (const env of [small, big]) {
      const code = loadBundle(env.globals);
      code.menuMakeTables!();
      env.log.clear();
      code.menuMakeTables!();
    }
    expect(big.log.count()).toBe(small.log.count());
  });
});

describe('Ronde vastleggen in the emulator', () => {
  test.each(['buurtcompetitie', 'nk4tegen4'])(
    '%s: an Uitslagen it creates has its hole and time columns plain text, so 2,3 typed in a Dutch sheet stays the holes 2,3',
    (variant) => {
      const env = eventEnv(variant, teamNames(8), false);
      const code = loadBundle(env.globals);
      code.menuMakeTables!();
      code.menuRecordRound!();
      expect(env.ui.alerts).toEqual([]);
      const tab = env.spreadsheet.tab('Uitslagen')!;
      const head = tab.values()[0]!.map(String);
      const text = head.filter((h) => /^(Binnen|Speeltijd|Ingeleverd)/.test(h));
      expect(text.length).toBeGreaterThan(0);
      const formatAt = (row: number, h: string) => tab.cell(row, head.indexOf(h) + 1).numberFormat;
      // Every row of the grid below the header, the rows just appended and the empty ones below them.
      for (const row of [2, 5, tab.getMaxRows()]) expect(text.filter((h) => formatAt(row, h) !== '@')).toEqual([]);
      expect(formatAt(1, text[0]!)).not.toBe('@');
      expect(formatAt(2, 'Tafel')).not.toBe('@');
      const col = head.indexOf(text[0]!) + 1;
      tab.type(2, col, '2,3');
      tab.type(3, col, '1:05');
      expect([tab.peek(2, col), tab.peek(3, col)]).toEqual(['2,3', '1:05']);
      // The names and rounds written into the new tab are what they were, not quoted text.
      expect(tab.values()[1]!.slice(0, 2)).toEqual(values(env, 'Tafelindeling')[1]!.slice(0, 2));
    },
  );

  interface Reply {
    result: { ok: boolean; lines: string[]; warnings: string[]; errors: string[] };
  }
  const call = (code: ReturnType<typeof loadBundle>, name: string, ...args: unknown[]): Reply =>
    code[name]!(...(JSON.parse(JSON.stringify(args)) as unknown[])) as Reply;

  test('the menu appends the round to Uitslagen with one setValues; the sidebar fills the prepared row in place, adding none', () => {
    const env = eventEnv('nk4tegen4', teamNames(5));
    env.spreadsheet.tab('Uitslagen')!.cell(1, 11).value = 'Reglementair';
    const code = loadBundle(env.globals);
    code.menuMakeTables!();
    env.log.clear();
    code.menuRecordRound!();
    expect(env.ui.alerts).toEqual([]);
    expect(env.log.onTab('Range.setValues', 'Uitslagen')).toBe(1);
    const rows = values(env, 'Uitslagen');
    expect(rows).toHaveLength(3);
    const drawn = values(env, 'Tafelindeling').filter((r) => r[0] === 1 && r[1] !== 'vrij');
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual(drawn.map((r) => r.slice(0, 4)));
    // A second click changes nothing.
    env.log.clear();
    code.menuRecordRound!();
    expect(env.log.count('Range.setValues')).toBe(0);
    // The sidebar's form of table 2 goes into row 3: one run of adjacent cells, checked against the row first.
    env.log.clear();
    const reply = call(code, 'sidebarEnterForm', 2, {
      homeA: '8',
      homeB: '16',
      finished: 'ja',
      winner: 'B',
      playTime: '1:10',
      handedIn: '14:50',
      forfeit: '',
    });
    expect(reply.result.errors).toEqual([]);
    expect(env.log.onTab('Range.setValues', 'Uitslagen')).toBe(1);
    const after = values(env, 'Uitslagen');
    expect(after).toHaveLength(3);
    expect(after[2]!.slice(4, 8)).toEqual([8, 16, 'ja', 'B']);
    expect(after[1]!.slice(4).every((c) => c === '')).toBe(true);
  });
});

describe('a draw by record while score forms are missing, from the sidebar', () => {
  test('asks first, naming the tables whose form is missing, and writes nothing; yes draws the round', () => {
    const env = eventEnv('nk4tegen4', teamNames(8));
    const code = loadBundle(env.globals);
    code.menuMakeTables!();
    const drawn = values(env, 'Tafelindeling').filter((r) => r[0] === 1 && typeof r[1] === 'number');
    const t1 = drawn.find((r) => r[1] === 1)!;
    [1, 1, String(t1[2]), String(t1[3]), 16, 10, 'ja', 'A'].forEach(
      (v, j) => (env.spreadsheet.tab('Uitslagen')!.cell(2, j + 1).value = v),
    );
    const before = values(env, 'Tafelindeling');
    type Reply = {
      result: { ok: boolean; lines: string[]; question?: { title: string; lines: string[]; consent?: string } };
    };
    const asked = code.sidebarRun!('makeTables', 0) as Reply;
    // The consent protocol's question: what is asked about, the tables, the question; the yes bound to them.
    expect(asked.result.question!.title).toBe('Tafelindeling maken: scoreformulieren ontbreken');
    expect(asked.result.question!.lines[0]).toBe('Van ronde 1 ontbreken nog 3 van 4 scoreformulieren');
    const t2 = drawn.find((r) => r[1] === 2)!;
    expect(asked.result.question!.lines[2]).toBe(`tafel 2: ${t2[2]} – ${t2[3]}`);
    expect(asked.result.question!.lines).toHaveLength(1 + 1 + 3 + 1 + 1);
    expect(values(env, 'Tafelindeling')).toEqual(before);
    const yes = code.sidebarRun!('makeTables', 0, asked.result.question!.consent) as Reply;
    expect(yes.result.ok).toBe(true);
    expect(values(env, 'Tafelindeling').some((r) => r[0] === 2)).toBe(true);
  });
});
