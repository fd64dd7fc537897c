/**
 * "Ronde terugdraaien" in dist/Code.js on the Apps Script emulator: from the menu and the sidebar, after
 * "Ronde vastleggen" every tab is as before it, cell for cell, and recording again gives every tab as recorded;
 * results filled in are asked about (YES/NO from the menu, the consent question in the sidebar) and nothing is
 * written before the yes; the removal is one read of the rows it checks and one clearContent per tab, under the
 * document lock; the sidebar offers it with the confirm step once a round is recorded, blocked before.
 */
import { loadBundle, Bundle } from '../emu/bundle';
import { illegalValue } from '../emu/scriptRun';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { simulateKeezen } from '../../src/sim/keezenEvent';

function clubEnv(players = 21, played = 6): Env {
  const env = createEnv();
  const season = simulateKeizerSeason({ players, rounds: 28, played, seed: 'bundle-unrecord' });
  for (const [name, rows] of Object.entries(season.tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
  return env;
}

/** Every tab's values as getValues shows them. */
function tabs(env: Env): Record<string, Value[][]> {
  return Object.fromEntries(env.spreadsheet.sheets.map((s) => [s.getName(), s.values()]));
}

function call<T>(code: Bundle, name: string, ...args: unknown[]): T {
  // Through JSON, as google.script.run carries it.
  const value = code[name]!(...(JSON.parse(JSON.stringify(args)) as unknown[])) as T;
  expect(illegalValue(value)).toBeUndefined();
  return value;
}

interface Button {
  id: string;
  primary: boolean;
  blocked: string;
}
interface Reply {
  result: {
    ok: boolean;
    lines: string[];
    errors: string[];
    question?: { title: string; lines: string[]; consent?: string };
  };
  state: { round: number; steps: { id: string; status: string; actions: Button[] }[]; actions: Button[] };
}
const buttonIn = (s: Reply['state'], step: string, id: string) =>
  s.steps.find((st) => st.id === step)?.actions.find((a) => a.id === id);

describe('Ronde terugdraaien from the menu', () => {
  test('confirm → take back: every tab as before; confirm again: every tab as recorded; one clearContent per tab', () => {
    const env = clubEnv();
    const code = loadBundle(env.globals);
    code.onOpen!({ authMode: 'FULL' });
    expect(env.ui.menus[0]!.items.map((i) => i.fn)).toContain('menuUnrecord');
    code.menuMakePairing!();
    const before = tabs(env);
    code.menuConfirmRound!();
    const after = tabs(env);
    expect(after.Uitslagen!.length).toBeGreaterThan(before.Uitslagen!.length);
    env.log.clear();
    code.menuUnrecord!();
    expect(env.ui.alerts).toEqual([]);
    expect(env.spreadsheet.toasts.at(-1)!.message).toMatch(/^Ronde 7 teruggedraaid: 10 partijen uit Uitslagen, /);
    expect(tabs(env)).toEqual(before);
    for (const tab of ['Uitslagen', 'Afwezig']) {
      expect(env.log.onTab('Range.clearContent', tab)).toBe(1);
      expect(env.log.onTab('Range.setValues', tab)).toBe(0);
      // The action's read, and the read of the rows the removal checks.
      expect(env.log.onTab('Range.getValues', tab)).toBeLessThanOrEqual(2);
    }
    // The Indeling tab still held the round: not written.
    expect(env.log.onTab('Range.setValues', 'Indeling')).toBe(0);
    code.menuConfirmRound!();
    expect(tabs(env)).toEqual(after);
  });

  test('results filled in: a YES/NO question naming the boards; NO writes nothing, YES takes the round back', () => {
    const env = clubEnv();
    const code = loadBundle(env.globals);
    code.menuMakePairing!();
    const before = tabs(env);
    code.menuConfirmRound!();
    const sheet = env.spreadsheet.tab('Uitslagen')!;
    const rows = sheet.values();
    const first = rows.findIndex((r) => r[0] === 7) + 1;
    sheet.type(first, 4, '1-0');
    const filled = tabs(env);
    env.ui.answers.push('NO');
    code.menuUnrecord!();
    const question = env.ui.alerts.at(-1)!;
    expect(question.buttons).toBe('YES_NO');
    expect(question.prompt).toContain(
      `Uitslagen, rij ${first}: bord 1: ${rows[first - 1]![1]} – ${rows[first - 1]![2]}: 1-0`,
    );
    expect(question.prompt).toContain('Ronde 7 toch terugdraaien?');
    expect(tabs(env)).toEqual(filled);
    env.ui.answers.push('YES');
    code.menuUnrecord!();
    expect(tabs(env)).toEqual(before);
  });

  test('a Keezen event: the recorded round of the evening taken back, recorded again as before', () => {
    const env = createEnv();
    const sim = simulateKeezen({
      variant: 'buurtcompetitie',
      entrants: 8,
      seed: 'bundle-unrecord',
      evenings: 2,
      rounds: 3,
    });
    for (const [name, rows] of Object.entries(sim.tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
    const code = loadBundle(env.globals);
    code.menuMakeTables!();
    const before = tabs(env);
    code.menuRecordRound!();
    const after = tabs(env);
    expect(after.Uitslagen!.length).toBeGreaterThan(before.Uitslagen!.length);
    code.menuUnrecord!();
    expect(env.ui.alerts).toEqual([]);
    expect(tabs(env)).toEqual(before);
    code.menuRecordRound!();
    expect(tabs(env)).toEqual(after);
  });
});

describe('Ronde terugdraaien in the sidebar', () => {
  test('with the confirm step: blocked before a round is recorded, never primary; after it, the proposal is back', () => {
    const env = clubEnv(9, 0);
    const code = loadBundle(env.globals);
    const first = call<Reply['state']>(code, 'sidebarState');
    expect(buttonIn(first, 'confirm', 'unrecord')).toEqual(
      expect.objectContaining({ primary: false, blocked: 'er is nog geen ronde vastgelegd' }),
    );
    call<Reply>(code, 'sidebarRun', 'makePairing', 1);
    const confirmed = call<Reply>(code, 'sidebarRun', 'confirmRound', 1);
    const button = buttonIn(confirmed.state, 'confirm', 'unrecord')!;
    expect(button).toEqual(expect.objectContaining({ primary: false, blocked: '' }));
    const back = call<Reply>(code, 'sidebarRun', 'unrecord', 1);
    expect(back.result.ok).toBe(true);
    expect(back.result.lines[0]).toMatch(/^Ronde 1 teruggedraaid/);
    expect(back.state.steps.find((s) => s.id === 'confirm')!.status).toBe('next');
    expect(buttonIn(back.state, 'confirm', 'confirmRound')!.primary).toBe(true);
  });

  test('results filled in: the question with its consent; nothing written until the yes to what was shown', () => {
    const env = clubEnv(9, 0);
    const code = loadBundle(env.globals);
    call<Reply>(code, 'sidebarRun', 'makePairing', 1);
    call<Reply>(code, 'sidebarRun', 'confirmRound', 1);
    const board1 =
      env.spreadsheet
        .tab('Uitslagen')!
        .values()
        .findIndex((r) => r[0] === 1) + 1;
    env.spreadsheet.tab('Uitslagen')!.type(board1, 4, '0-1');
    const filled = tabs(env);
    const asked = call<Reply>(code, 'sidebarRun', 'unrecord', 1);
    expect(asked.result.question!.lines.some((l) => /bord 1: .* – .*: 0-1$/.test(l))).toBe(true);
    expect(tabs(env)).toEqual(filled);
    const yes = call<Reply>(code, 'sidebarRun', 'unrecord', 1, asked.result.question!.consent);
    expect(yes.result.ok).toBe(true);
    expect(tabs(env).Uitslagen!.some((r) => r[0] === 1)).toBe(false);
  });

  test('a Keezen evening: with the record step, blocked until the drawn round is recorded; then the rows go, the round stays drawn', () => {
    const env = createEnv();
    const sim = simulateKeezen({ variant: 'nk4tegen4', entrants: 8, seed: 'bundle-unrecord-sidebar', rounds: 1 });
    for (const [name, rows] of Object.entries(sim.tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
    const code = loadBundle(env.globals);
    const drawn = call<Reply>(code, 'sidebarRun', 'makeTables', 1);
    expect(buttonIn(drawn.state, 'record', 'unrecord')).toEqual(
      expect.objectContaining({ primary: false, blocked: 'er is nog geen ronde vastgelegd' }),
    );
    const before = tabs(env);
    const recorded = call<Reply>(code, 'sidebarRun', 'recordRound', 1);
    expect(buttonIn(recorded.state, 'record', 'unrecord')!.blocked).toBe('');
    const back = call<Reply>(code, 'sidebarRun', 'unrecord', 1);
    expect(back.result.lines[0]).toMatch(/^Teruggedraaid, ronde 2: 4 uitslagrijen uit Uitslagen/);
    expect(tabs(env)).toEqual(before);
    expect(back.state.steps.find((s) => s.id === 'record')!.status).toBe('next');
  });
});
