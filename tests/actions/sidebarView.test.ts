/**
 * The sidebar's view model: every sidebar entry stands in the step of the night its catalogue entry declares
 * (the season's apart), the step's main action is the one primary button while the step is next, and a
 * blocked button says why in the leader's words; the Keezen organiser's evening has its steps too (teams:
 * who is there → draw → record → forms → standings; a games night without the record step).
 */
import { CATALOGUE } from '../../src/actions/catalogue';
import { sidebarView } from '../../src/actions/sidebarView';
import { setAbsence } from '../../src/actions/clubNight';
import { render } from '../../src/i18n';
import { applyChanges } from '../../src/workbook/workbook';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import type { ActionButton, SidebarState } from '../../src/ui/protocol';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { runEntry } from '../support/entries';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const buttons = (s: SidebarState): ActionButton[] => [
  ...s.steps.flatMap((st) => st.actions),
  ...s.season,
  ...s.actions,
];
const primary = (s: SidebarState) =>
  buttons(s)
    .filter((b) => b.primary)
    .map((b) => b.id);
const inStep = (s: SidebarState, step: string) => s.steps.find((st) => st.id === step)!.actions.map((a) => a.id);
const status = (s: SidebarState) => Object.fromEntries(s.steps.map((st) => [st.id, st.status]));
const button = (s: SidebarState, id: string) => buttons(s).find((b) => b.id === id)!;

function club(played: number): MemoryWorkbook {
  return new MemoryWorkbook(
    keizerTabs(simulateKeizerSeason({ players: 20, rounds: 9, played, seed: 'view' }).competition),
  );
}

describe('the Keizer night: each entry in the step it declares', () => {
  test('pairing → confirm → standings, the season apart, one primary button that moves along the night', () => {
    const wb = club(3);
    let s = sidebarView(wb, 'nl');
    expect(s.steps.map((st) => st.id)).toEqual(['absences', 'pairing', 'confirm', 'results', 'standings']);
    expect(inStep(s, 'pairing').slice(0, 2)).toEqual(['makePairing', 'newDraw']);
    expect(inStep(s, 'confirm')).toEqual(['confirmRound', 'unrecord', 'pairingDisplay']);
    expect(inStep(s, 'standings')).toEqual(['updateStandings']);
    expect(s.season.map((b) => b.id)).toEqual(['crosstable', 'rating', 'seasonEnd', 'publish']);
    expect(primary(s)).toEqual(['makePairing']);
    expect(button(s, 'newDraw').blocked).toBe('er is nog geen indeling om opnieuw te loten');
    expect(button(s, 'confirmRound').blocked).toBe('maak eerst de indeling');
    expect(button(s, 'seasonEnd').blocked).toBe('pas in de laatste ronde (9)');
    expect(s.steps.find((st) => st.id === 'absences')!.section).toBe('attendance');

    runEntry(wb, 'makePairing');
    s = sidebarView(wb, 'nl');
    expect(primary(s)).toEqual(['confirmRound']);
    expect(button(s, 'newDraw').blocked).toBe('');
    runEntry(wb, 'confirmRound', { accepted: true });
    s = sidebarView(wb, 'en');
    expect(status(s)).toMatchObject({ pairing: 'done', confirm: 'done', results: 'next' });
    expect(button(s, 'makePairing').blocked).toBe('round 4 is in Results');
    expect(button(s, 'confirmRound').blocked).toBe('round 4 is in Results');
    expect(primary(s)).toEqual([]);
  });

  test('before any result the season is blocked, with the reason', () => {
    const s = sidebarView(club(0), 'en');
    for (const b of s.season) expect(b.blocked).toBe('no results yet');
  });
});

const TEAMS = ['De Pionniers', 'Het Honk', 'Keezkoppen', 'Boerenbloed', 'Zeven Splitsers'];

function keezen(variant: string, names: readonly string[]): MemoryWorkbook {
  return new MemoryWorkbook({
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
      ['variant', variant],
    ],
    Deelnemers: [['Nr', 'Naam', 'Aanwezig'], ...names.map((n, i) => [i + 1, n, 'ja'])],
  });
}

describe("the Keezen organiser's evening as steps", () => {
  test('NK: who is there → draw → record → forms → standings; the primary button moves from draw to record', () => {
    const wb = keezen('nk4tegen4', TEAMS);
    let s = sidebarView(wb, 'nl');
    expect(s.steps.map((st) => st.id)).toEqual(['presence', 'draw', 'record', 'forms', 'standings']);
    expect(status(s)).toEqual({
      presence: 'open',
      draw: 'next',
      record: 'blocked',
      forms: 'blocked',
      standings: 'blocked',
    });
    expect(inStep(s, 'draw')).toEqual(['makeTables', 'redrawTables', 'tablesDisplay']);
    expect(inStep(s, 'record')[0]).toBe('recordRound');
    expect(inStep(s, 'standings')).toEqual(['updateStandings']);
    expect(s.season.map((b) => b.id)).toEqual(['publish']);
    expect(primary(s)).toEqual(['makeTables']);
    expect(button(s, 'recordRound').blocked).toBe('er is nog geen tafelindeling');
    expect(button(s, 'redrawTables').blocked).toBe('er is nog geen tafelindeling');
    expect(s.steps.find((st) => st.id === 'presence')!.note).toBe('5 van 5 aanwezig voor de volgende ronde');

    runEntry(wb, 'makeTables');
    s = sidebarView(wb, 'nl');
    expect(status(s)).toMatchObject({ draw: 'done', record: 'next', forms: 'open' });
    expect(primary(s)).toEqual(['recordRound']);
    runEntry(wb, 'recordRound', { accepted: true });
    s = sidebarView(wb, 'nl');
    expect(status(s)).toMatchObject({ record: 'done', forms: 'next' });
    expect(s.steps.find((st) => st.id === 'forms')!.section).toBe('keezen-tables');
    expect(primary(s)).toEqual([]);
  });

  test('a games night has no record step: Ronde vastleggen is among the other actions', () => {
    const wb = keezen('spelavond', ['An', 'Bo', 'Cor', 'Dirk', 'Els', 'Fem', 'Gijs', 'Hans']);
    const s = sidebarView(wb, 'en');
    expect(s.steps.map((st) => st.id)).toEqual(['presence', 'draw', 'forms', 'standings']);
    expect(s.actions.map((b) => b.id)).toContain('recordRound');
  });
});

describe('no action is known by its id outside its catalogue entry', () => {
  test("no source file but the catalogue names an entry's id in a string", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
      );
    const src = join(__dirname, '..', '..', 'src');
    const found: string[] = [];
    for (const file of files(src)) {
      if (file.endsWith(join('actions', 'catalogue.ts'))) continue;
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const e of CATALOGUE) if (new RegExp(`['"\`]${e.id}['"\`]`).test(code)) found.push(`${file}: ${e.id}`);
    }
    // A word that is also a column key (rating) is no action id.
    expect(found.filter((f) => !f.endsWith(': rating'))).toEqual([]);
  });
});

describe('a proposal made before a late arrival or a departure', () => {
  test('says who came and went, makes the pairing the next step again, and marks the boards that changed', () => {
    const wb = club(3);
    runEntry(wb, 'makePairing');
    let s = sidebarView(wb, 'nl');
    expect(s.proposal!.stale).toBe('');
    const [gone, late] = [s.proposal!.boards[0]!.white, s.proposal!.boards[2]!.black];
    applyChanges(wb, setAbsence(wb, { round: 4, name: gone, reason: 'excused' }).changes);
    applyChanges(wb, setAbsence(wb, { round: 4, name: late, reason: 'excused' }).changes);
    runEntry(wb, 'makePairing');
    // Who is present changes again after the proposal: one comes back, one leaves.
    applyChanges(wb, setAbsence(wb, { round: 4, name: late }).changes);
    const leaving = sidebarView(wb, 'nl').proposal!.boards[1]!.black;
    applyChanges(wb, setAbsence(wb, { round: 4, name: leaving, reason: 'excused' }).changes);
    s = sidebarView(wb, 'nl');
    expect(s.proposal!.stale).toBe(
      `Dit voorstel is van vóór ${late} erbij kwam en ${leaving} wegging. Indeling maken werkt het bij; de borden die kunnen blijven, blijven staan.`,
    );
    const pairing = s.steps.find((st) => st.id === 'pairing')!;
    expect(pairing.status).toBe('next');
    expect(pairing.note).toBe(`indeling bijwerken: ${late} erbij; ${leaving} weg`);
    expect(status(s)).toMatchObject({ pairing: 'next', confirm: 'open' });
    expect(primary(s)).toEqual(['makePairing']);
    expect(sidebarView(wb, 'en').steps.find((st) => st.id === 'pairing')!.note).toBe(
      `update the pairing: ${late} arrived; ${leaving} left`,
    );

    const remade = runEntry(wb, 'makePairing');
    expect(remade.question).toBeUndefined();
    const summary = render(remade.ran.outcome.summary[0]!, 'nl');
    s = sidebarView(wb, 'nl');
    expect(s.proposal!.stale).toBe('');
    expect(primary(s)).toEqual(['confirmRound']);
    const changed = s.proposal!.boards.filter((b) => b.changed);
    expect(changed.length).toBeGreaterThan(0);
    expect(summary).toContain(changed.length === 1 ? '1 bord gewijzigd' : `${changed.length} borden gewijzigd`);
    for (const b of changed) expect(summary).toContain(`bord ${b.board}: ${b.white} – ${b.black}`);
    // Made again with nobody coming or going: nothing is marked any more.
    runEntry(wb, 'makePairing');
    expect(sidebarView(wb, 'nl').proposal!.boards.some((b) => b.changed)).toBe(false);
  });
});
