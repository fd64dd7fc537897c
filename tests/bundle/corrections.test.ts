/**
 * The club night's corrections in dist/Code.js on the emulator, from the sidebar (sidebarRun with the form's values)
 * and from the menu (a prompt per field), on the shipped 34-player season at round 12: a late arrival's game, an
 * absence for a range of rounds, a player who stops, a new member. Each reads every tab once and writes each tab
 * once; a refusal is located and writes nothing; a rule broken is asked about, and the yes sends the form again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../src/cli/files/csv';
import { loadBundle, Bundle } from '../emu/bundle';
import { illegalValue } from '../emu/scriptRun';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';

interface Reply {
  result: {
    ok: boolean;
    lines: string[];
    errors: string[];
    question?: { title: string; lines: string[]; consent?: string };
  };
  state: {
    round: number;
    players: { name: string; status: string; reason: string }[];
    steps: { id: string; actions: { id: string; fields?: { name: string; type: string; label: string }[] }[] }[];
  };
  look?: string;
}

const TABS = ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig'] as const;
const cell = (c: unknown): Value =>
  c === null || c === undefined ? '' : /^-?\d+$/.test(String(c)) ? Number(c) : String(c);

/** The shipped season with the rounds up to `played` only. */
function shipped(played: number): { env: Env; code: Bundle } {
  const env = createEnv({ locale: 'nl_NL' });
  for (const tab of TABS) {
    const rows = parseCsv(
      readFileSync(join(__dirname, '..', '..', 'examples', 'zwarte-dame', `${tab}.csv`), 'utf8'),
    ).map((r) => r.map(cell));
    const kept =
      tab === 'Uitslagen' || tab === 'Afwezig'
        ? [rows[0]!, ...rows.slice(1).filter((r) => Number(r[0]) <= played)]
        : rows;
    env.spreadsheet.addTab(tab, kept);
  }
  return { env, code: loadBundle(env.globals) };
}

const values = (env: Env, tab: string): Value[][] => env.spreadsheet.tab(tab)!.values();

function call<T>(code: Bundle, name: string, ...args: unknown[]): T {
  // Through JSON, as google.script.run carries it.
  const value = code[name]!(...(JSON.parse(JSON.stringify(args)) as unknown[])) as T;
  expect(illegalValue(value)).toBeUndefined();
  return value;
}

/** Each tab read at most once (twice for a tab an edit checks its row in), each written at most once. */
function oneReadOneWrite(env: Env, checked: readonly string[] = []): void {
  for (const t of TABS) {
    expect([t, env.log.onTab('Range.getValues', t) <= (checked.includes(t) ? 2 : 1)]).toEqual([t, true]);
    expect([t, env.log.onTab('Range.setValues', t) <= 1]).toEqual([t, true]);
  }
}

const absentIn = (env: Env, round: number) => values(env, 'Afwezig').filter((r) => r[0] === round);

describe('the corrections from the sidebar', () => {
  test('each in its step with its fields: the late game in the results step, the others with the absences', () => {
    const { code } = shipped(12);
    const s = call<Reply['state']>(code, 'sidebarState', 12);
    const ids = (step: string) => s.steps.find((st) => st.id === step)!.actions.map((a) => a.id);
    expect(ids('results')).toContain('addGame');
    expect(ids('absences')).toEqual(expect.arrayContaining(['reportAbsence', 'leave', 'addPlayer']));
    const addGame = s.steps.find((st) => st.id === 'results')!.actions.find((a) => a.id === 'addGame')!;
    expect(addGame.fields!.map((f) => [f.name, f.type, f.label])).toEqual([
      ['white', 'player', 'Wit'],
      ['black', 'player', 'Zwart'],
      ['result', 'result', 'Uitslag (leeg: nog niet gespeeld)'],
      ['round', 'round', 'Ronde (leeg: de laatst vastgelegde)'],
    ]);
  });

  test('a late game: appended to Uitslagen, the absence rows cleared; one read and one write per tab', () => {
    const { env, code } = shipped(12);
    const [a, b] = absentIn(env, 12)
      .filter((r) => r[2] !== 'oneven')
      .map((r) => String(r[1]));
    env.log.clear();
    const r = call<Reply>(code, 'sidebarRun', 'addGame', 12, false, { white: a, black: b, result: '1-0', round: '' });
    expect(r.result.errors).toEqual([]);
    expect(r.result.lines[0]).toBe(`Ronde 12: partij ${a} – ${b} 1-0 toegevoegd aan Uitslagen.`);
    oneReadOneWrite(env, ['Afwezig']);
    expect(values(env, 'Uitslagen').at(-1)!.slice(0, 4)).toEqual([12, a, b, '1-0']);
    expect(absentIn(env, 12).map((x) => x[1])).not.toContain(a);
    expect(r.state.players.find((p) => p.name === a)!.status).toBe('paired');
    expect(r.look).toBe('games-section');
  });

  test('an absence for rounds 13 to 16: a row each, each round’s list shows it', () => {
    const { env, code } = shipped(12);
    const name = String(values(env, 'Spelers')[5]![0]);
    env.log.clear();
    const r = call<Reply>(code, 'sidebarRun', 'reportAbsence', 13, false, {
      player: name,
      round: '13',
      to: '16',
      reason: 'external',
    });
    expect(r.result.lines).toEqual([`${name} afwezig (extern) in ronden 13, 14, 15 en 16: 4 rijen in Afwezig.`]);
    oneReadOneWrite(env);
    for (const round of [13, 14, 15, 16])
      expect(call<Reply['state']>(code, 'sidebarState', round).players.find((p) => p.name === name)).toMatchObject({
        status: 'absent',
        reason: 'external',
      });
  });

  test('a player who stops: Actief = nee in his row only; round 13’s list leaves him out', () => {
    const { env, code } = shipped(12);
    const before = values(env, 'Spelers');
    const name = String(before[9]![0]);
    env.log.clear();
    const r = call<Reply>(code, 'sidebarRun', 'leave', 13, false, { player: name });
    expect(r.result.ok).toBe(true);
    oneReadOneWrite(env, ['Spelers']);
    const after = values(env, 'Spelers');
    expect(after[9]![before[0]!.indexOf('Actief')]).toBe('nee');
    expect(after.filter((_, i) => i !== 9)).toEqual(before.filter((_, i) => i !== 9));
    expect(r.state.players.map((p) => p.name)).not.toContain(name);
  });

  test('a refusal names the field or the player, and writes nothing', () => {
    const { env, code } = shipped(12);
    const before = TABS.map((t) => values(env, t));
    const absent = String(absentIn(env, 12)[0]![1]);
    const typo = call<Reply>(code, 'sidebarRun', 'addGame', 12, false, { white: 'Henk de Graf', black: absent });
    expect(typo.result.errors).toEqual([
      'onbekende speler "Henk de Graf"; bedoelde u "Henk de Graaf"? (spelers staan in Spelers)',
    ]);
    const empty = call<Reply>(code, 'sidebarRun', 'addPlayer', 12, false, { name: ' ' });
    expect(empty.result.errors).toEqual(['vul naam in']);
    const bad = call<Reply>(code, 'sidebarRun', 'addPlayer', 12, false, { name: 'X', rating: 12 });
    expect(bad.result.ok).toBe(false);
    expect(TABS.map((t) => values(env, t))).toEqual(before);
  });

  test('a late game that breaks a rule asks first (nothing written); the yes sends the form again and adds it', () => {
    const env = createEnv({ locale: 'nl_NL' });
    env.spreadsheet.addTab('Instellingen', [
      ['Instelling', 'Waarde'],
      ['rounds', 10],
    ]);
    env.spreadsheet.addTab('Spelers', [['Naam'], ['A'], ['B'], ['C'], ['D'], ['E'], ['F']]);
    env.spreadsheet.addTab('Uitslagen', [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'A', 'B', '1-0'],
      [1, 'C', 'D', '1-0'],
      [1, 'E', 'F', '1-0'],
      [2, 'C', 'E', ''],
      [2, 'D', 'F', ''],
    ]);
    env.spreadsheet.addTab('Afwezig', [
      ['Ronde', 'Naam', 'Reden'],
      [2, 'A', 'afgemeld'],
      [2, 'B', 'afgemeld'],
    ]);
    const code = loadBundle(env.globals);
    const form = { white: 'B', black: 'A' };
    const first = call<Reply>(code, 'sidebarRun', 'addGame', 2, false, form);
    expect(first.result.question!.lines.at(-1)).toBe('De partij B – A toch aan ronde 2 toevoegen?');
    expect(values(env, 'Uitslagen')).toHaveLength(6);
    const yes = call<Reply>(code, 'sidebarRun', 'addGame', 2, first.result.question!.consent, form);
    expect(yes.result.ok).toBe(true);
    expect(values(env, 'Uitslagen').at(-1)!.slice(0, 3)).toEqual([2, 'B', 'A']);
    expect(values(env, 'Afwezig').filter((r) => r[0] === 2)).toEqual([]);
  });
});

describe('the corrections from the menu: a prompt per field', () => {
  test('Nieuw lid…: name, rating, round asked in turn; appended to Spelers with his start value', () => {
    const { env, code } = shipped(12);
    env.ui.promptAnswers.push(['OK', 'Nieuw Lid'], ['OK', '1805'], ['OK', '']);
    code.menuAddPlayer!();
    expect(env.ui.prompts.map((p) => p.prompt)).toEqual([
      'Naam',
      'Rating (leeg: geen)',
      'Vanaf ronde (leeg: de volgende)',
    ]);
    const spelers = values(env, 'Spelers');
    const head = spelers[0]!;
    expect(spelers.at(-1)![0]).toBe('Nieuw Lid');
    expect(spelers.at(-1)![head.indexOf('Vanaf ronde')]).toBe(13);
  });

  test('a prompt cancelled: nothing written', () => {
    const { env, code } = shipped(12);
    const before = values(env, 'Spelers');
    env.ui.promptAnswers.push(['OK', 'Nieuw Lid'], ['CANCEL', '']);
    code.menuAddPlayer!();
    expect(values(env, 'Spelers')).toEqual(before);
  });
});
