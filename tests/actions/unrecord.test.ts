/**
 * "Ronde terugdraaien" (take a round back): record → take back → record again leaves every tab as it was, cell
 * for cell (Keizer: the shipped 34-player season at its last round and a simulated 70-player club; Keezen: the NK
 * by record and a neighbourhood competition with evenings); taking back gives back the workbook as it was before
 * recording; results filled in are named and asked about first (nothing written before the yes, a yes bound to
 * what was shown); a row typed below the recorded ones is refused at its row, and nothing is written.
 */
import { join } from 'node:path';
import { recordRound } from '../../src/actions/record';
import { enterForm } from '../../src/actions/keezenNight';
import type { UnrecordOutcome } from '../../src/actions/unrecord';
import { findEntry } from '../../src/actions/catalogue';
import { consentQuestion } from '../../src/actions/consent';
import { openCsvFolder } from '../../src/cli/files/csv';
import type { Cell } from '../../src/core/cell';
import { formatPlace, isInputError } from '../../src/core/problems';
import { render } from '../../src/i18n';
import { open } from '../../src/sheet/open';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges, Changes } from '../../src/workbook/workbook';
import { confirmOf, drawOf, pairingOf, runEntry, runEntryYes, unrecordOf } from '../support/entries';

const EXAMPLE = join(__dirname, '..', '..', 'examples', 'zwarte-dame');
const DAY = '2026-03-12';

/** Every tab, cell for cell (a tab's trailing empty rows aside: an append fills them, as Sheets does). */
function snapshot(wb: MemoryWorkbook): Record<string, Cell[][]> {
  const out: Record<string, Cell[][]> = {};
  for (const name of wb.tabNames()) {
    const rows = wb.read(name)!;
    while (rows.length > 0 && rows[rows.length - 1]!.every((c) => c === '' || c === null || c === undefined))
      rows.pop();
    out[name] = rows;
  }
  return out;
}

function apply(wb: MemoryWorkbook, changes: Changes): void {
  applyChanges(wb, changes);
}

function takeBack(wb: MemoryWorkbook, options: Parameters<typeof unrecordOf>[1] = {}): UnrecordOutcome {
  const o = unrecordOf(wb, options);
  apply(wb, o.changes);
  return o;
}

function errorsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (e) {
    if (isInputError(e))
      return e.errors.map((p) => `${p.place ? formatPlace(p.place) : ''}: ${render(p.message, 'nl')}`);
    throw e;
  }
  throw new Error('no input error');
}

/** The shipped season as it stood before round 28 was recorded: its games and its penalty bye not there yet. */
function zwarteDameBefore28(): MemoryWorkbook {
  const files = openCsvFolder(EXAMPLE);
  const tabs = Object.fromEntries(files.tabNames().map((t) => [t, files.read(t)!]));
  tabs.Uitslagen = tabs.Uitslagen!.filter((r) => String(r[0]) !== '28');
  tabs.Afwezig = tabs.Afwezig!.filter((r) => !(String(r[0]) === '28' && r[2] === 'straf-oneven'));
  return new MemoryWorkbook(tabs);
}

function seventy(): MemoryWorkbook {
  const season = simulateKeizerSeason({ players: 70, rounds: 28, played: 10, seed: 'take-back' });
  return new MemoryWorkbook(keizerTabs(season.competition));
}

/** Indeling maken, then Ronde vastleggen (accepting what the checker finds). */
function pairAndRecord(wb: MemoryWorkbook): { before: Record<string, Cell[][]>; after: Record<string, Cell[][]> } {
  apply(wb, pairingOf(wb).changes);
  const before = snapshot(wb);
  const o = confirmOf(wb, { day: DAY, accept: true });
  expect(o.asking).toBeUndefined();
  apply(wb, o.changes);
  return { before, after: snapshot(wb) };
}

describe('Ronde terugdraaien, Keizer', () => {
  test.each([
    ['the shipped 34-player season at its last round', zwarteDameBefore28],
    ['a 70-player club', seventy],
  ])(
    '%s: record → take back gives the workbook before recording; recording again gives every tab as recorded',
    (_name, make) => {
      const wb = make();
      const { before, after } = pairAndRecord(wb);
      expect(after.Uitslagen!.length).toBeGreaterThan(before.Uitslagen!.length);
      const back = takeBack(wb);
      expect(back.asking).toBeUndefined();
      // The Indeling tab still held the round: left alone, nothing rewritten.
      expect(back.changes.writes).toEqual([]);
      expect(snapshot(wb)).toEqual(before);
      const again = confirmOf(wb, { day: DAY, accept: true });
      apply(wb, again.changes);
      expect(snapshot(wb)).toEqual(after);
    },
  );

  test('the shipped season as shipped: its last round (results in) is taken back after the question, its absences typed before the pairing stay', () => {
    const files = openCsvFolder(EXAMPLE);
    const wb = new MemoryWorkbook(Object.fromEntries(files.tabNames().map((t) => [t, files.read(t)!])));
    const asked = unrecordOf(wb);
    expect(asked.asking).toBeDefined();
    const o = unrecordOf(wb, { accept: true });
    apply(wb, o.changes);
    expect(wb.read('Uitslagen')!.filter((r) => String(r[0]) === '28')).toEqual([]);
    expect(
      wb
        .read('Afwezig')!
        .filter((r) => String(r[0]) === '28')
        .map((r) => r[2]),
    ).not.toContain('straf-oneven');
    expect(wb.read('Afwezig')!.filter((r) => String(r[0]) === '28').length).toBeGreaterThan(0);
  });

  test('the bye of the round (a penalty bye here) goes with its games; the absences typed before stay', () => {
    const wb = zwarteDameBefore28();
    const { before } = pairAndRecord(wb);
    const afwezig = wb.read('Afwezig')!;
    expect(afwezig[afwezig.length - 1]!.slice(1)).toEqual(['E. Veenstra', 'straf-oneven']);
    const o = takeBack(wb);
    expect(render(o.summary[0]!, 'nl')).toMatch(
      /^Ronde 28 teruggedraaid: 13 partijen uit Uitslagen, E\. Veenstra straf-oneven uit Afwezig\./,
    );
    expect(wb.read('Afwezig')).toEqual(before.Afwezig);
    expect(wb.read('Afwezig')!.filter((r) => String(r[0]) === '28')).toHaveLength(7);
  });

  test('a take-back that stopped after the games (the bye still there) is completed by taking back again', () => {
    const wb = zwarteDameBefore28();
    const { before } = pairAndRecord(wb);
    const o = unrecordOf(wb);
    // The write stops after the first removal: the games are gone, the penalty bye is not.
    wb.remove([o.changes.removals![0]!]);
    const again = takeBack(wb);
    expect(again.changes.writes).toEqual([]);
    expect(again.changes.removals!.map((r) => r.tab)).toEqual(['Afwezig']);
    expect(snapshot(wb)).toEqual(before);
  });

  test('after the next round was paired, the Indeling tab gets the recorded round back as the proposal', () => {
    const wb = seventy();
    const { after } = pairAndRecord(wb);
    // Round 11 has no results yet: Indeling maken asks first, and the leader says yes.
    expect(runEntry(wb, 'makePairing').question).toBeDefined();
    runEntryYes(wb, 'makePairing');
    expect(wb.read('Indeling')![1]!.slice(0, 2)).toEqual(['Ronde', 12]);
    const o = takeBack(wb);
    expect(o.changes.writes.map((w) => w.name)).toEqual(['Indeling']);
    const indeling = wb.read('Indeling')!;
    expect(indeling[1]!.slice(0, 2)).toEqual(['Ronde', 11]);
    const games = after.Uitslagen!.filter((r) => r[0] === 11);
    expect(indeling.slice(7, 7 + games.length).map((r) => [r[1], r[2]])).toEqual(games.map((r) => [r[1], r[2]]));
    // Ronde vastleggen records the proposal again: Uitslagen and Afwezig exactly as recorded the first time.
    apply(wb, confirmOf(wb, { day: DAY, accept: true }).changes);
    const now = snapshot(wb);
    expect(now.Uitslagen).toEqual(after.Uitslagen);
    expect(now.Afwezig).toEqual(after.Afwezig);
  });

  test('results filled in are named (board, players, result) and asked about; nothing is written before the yes', () => {
    const wb = seventy();
    pairAndRecord(wb);
    const rows = wb.tabs.get('Uitslagen')!;
    const first = rows.findIndex((r) => r[0] === 11);
    rows[first]![3] = '1-0';
    rows[first + 2]![3] = '½-½';
    const filled = snapshot(wb);
    const asked = takeBack(wb);
    expect(asked.asking).toBeDefined();
    expect(asked.changes.writes).toEqual([]);
    expect(asked.changes.removals ?? []).toEqual([]);
    expect(snapshot(wb)).toEqual(filled);
    const q = consentQuestion(asked, 'nl')!;
    expect(q.lines).toContain(`Uitslagen, rij ${first + 1}: bord 1: ${rows[first]![1]} – ${rows[first]![2]}: 1-0`);
    expect(q.lines).toContain(
      `Uitslagen, rij ${first + 3}: bord 3: ${rows[first + 2]![1]} – ${rows[first + 2]![2]}: ½-½`,
    );
    expect(q.lines).toContain('Ronde 11 toch terugdraaien?');
    // A yes to something else than what is there now asks again, saying so.
    rows[first + 1]![3] = '0-1';
    const again = takeBack(wb, { accept: true, shown: q.consent! });
    expect(again.asking?.changed).toBeDefined();
    expect(snapshot(wb).Uitslagen![first + 1]![3]).toBe('0-1');
    // The yes to what is shown now takes the round back, results and all.
    const done = takeBack(wb, { accept: true, shown: again.asking!.fingerprint });
    expect(done.asking).toBeUndefined();
    expect(wb.read('Uitslagen')!.some((r) => r[0] === 11)).toBe(false);
  });

  test('a row typed below the recorded ones is refused at its row; nothing is written', () => {
    const wb = seventy();
    pairAndRecord(wb);
    const rows = wb.tabs.get('Uitslagen')!;
    // A note typed below the round's games, beside the table.
    rows.push(['', '', '', '', '', '', '', 'bord 3 speelt donderdag']);
    const was = snapshot(wb);
    expect(errorsOf(() => unrecordOf(wb))).toEqual([
      `Uitslagen!${rows.length}: deze rij staat in Uitslagen onder de rijen die Ronde vastleggen voor ronde 11 toevoegde; er is niets teruggedraaid. Haal deze rij eerst weg (of zet hem hoger in het tabblad) en draai de ronde dan terug`,
    ]);
    expect(snapshot(wb)).toEqual(was);
  });

  test('a recorded row changed between reading and writing: the removal checks each row and writes nothing', () => {
    const wb = seventy();
    pairAndRecord(wb);
    const o = unrecordOf(wb);
    const rows = wb.tabs.get('Uitslagen')!;
    const last = rows.length;
    rows[last - 1]![1] = 'Iemand Anders';
    const was = snapshot(wb);
    expect(errorsOf(() => applyChanges(wb, o.changes))).toEqual([
      `Uitslagen!${last}: deze rij van ronde 11 is veranderd sinds hij gelezen werd (door een andere gebruiker?); er is niets teruggedraaid: probeer het opnieuw`,
    ]);
    expect(snapshot(wb)).toEqual(was);
  });

  test('nothing recorded yet: said in the user’s words, at Uitslagen', () => {
    const season = simulateKeizerSeason({ players: 12, rounds: 10, played: 0, seed: 'none' });
    const wb = new MemoryWorkbook(keizerTabs(season.competition));
    expect(errorsOf(() => unrecordOf(wb))[0]).toMatch(/er is nog geen ronde vastgelegd om terug te draaien/);
  });

  test('the catalogue entry: menu, sidebar and the command `unrecord` with --yes, in both kinds', () => {
    const e = findEntry('unrecord')!;
    expect(e.types).toEqual(['keizer', 'keezen']);
    expect(e.asks).toBe(true);
    expect(e.cli).toMatchObject({ name: 'unrecord', options: [{ name: 'yes' }] });
    expect(e.stepIn('keizer')?.step).toBe('confirm');
    expect(e.stepIn('keezen')?.step).toBe('record');
    expect(e.stepIn('keizer')?.main).toBeUndefined();
  });
});

/* ---------- Keezen ---------- */

function recordKeezen(wb: MemoryWorkbook): void {
  const o = recordRound(open(wb, 'keezenDraw'), { day: DAY, accept: true });
  expect(o.asking).toBeUndefined();
  apply(wb, o.changes);
}

describe('Ronde terugdraaien, Keezen', () => {
  const nk = () => simulateKeezen({ variant: 'nk4tegen4', entrants: 16, seed: 'take-back', rounds: 2 }).wb;
  const buurt = () =>
    simulateKeezen({ variant: 'buurtcompetitie', entrants: 10, seed: 'take-back', evenings: 2, rounds: 3 }).wb;

  test.each([
    ['the NK (teams, by record)', nk],
    ['a neighbourhood competition (evenings)', buurt],
  ])('%s: draw → record → take back → record again, every tab as recorded', (_name, make) => {
    const wb = make();
    apply(wb, drawOf(wb, { accept: true }).changes);
    const before = snapshot(wb);
    recordKeezen(wb);
    const after = snapshot(wb);
    expect(after.Uitslagen!.length).toBeGreaterThan(before.Uitslagen!.length);
    const back = takeBack(wb);
    expect(back.asking).toBeUndefined();
    expect(snapshot(wb)).toEqual(before);
    recordKeezen(wb);
    expect(snapshot(wb)).toEqual(after);
  });

  /** The score form of a table of the NK's last drawn round, as the sidebar enters it. */
  const fill = (wb: MemoryWorkbook, table: number) =>
    apply(
      wb,
      enterForm(wb, {
        table,
        values: { homeA: '16', homeB: '4', finished: 'ja', winner: 'A', playTime: '1:00', handedIn: '14:00' },
      }).changes,
    );
  const lastTables = (wb: MemoryWorkbook) => {
    const rounds = open(wb, 'keezenTables').tables!.rounds;
    return rounds[rounds.length - 1]!.tables.map((t) => t.table);
  };

  test('score forms filled in are named by table and teams, and asked about; nothing is written before the yes', () => {
    const wb = nk();
    apply(wb, drawOf(wb, { accept: true }).changes);
    const before = snapshot(wb);
    recordKeezen(wb);
    const [first, second] = lastTables(wb);
    fill(wb, first!);
    fill(wb, second!);
    const was = snapshot(wb);
    const asked = unrecordOf(wb);
    expect(asked.changes.removals ?? []).toEqual([]);
    expect(snapshot(wb)).toEqual(was);
    const q = consentQuestion(asked, 'nl')!;
    expect(q.lines[0]).toBe(
      'Van ronde 3 zijn 2 scoreformulieren al ingevuld; terugdraaien haalt ze weg. Er is nog niets veranderd.',
    );
    expect(q.lines.filter((l) => new RegExp(`: tafel (${first}|${second}): \\S`).test(l))).toHaveLength(2);
    expect(q.lines).toContain('Toch ronde 3 terugdraaien?');
    takeBack(wb, { accept: true, shown: q.consent! });
    expect(snapshot(wb)).toEqual(before);
  });

  test('a round drawn after the recorded one: refused at its first row of Tafelindeling', () => {
    const wb = nk();
    apply(wb, drawOf(wb, { accept: true }).changes);
    recordKeezen(wb);
    for (const t of lastTables(wb)) fill(wb, t);
    apply(wb, drawOf(wb, { accept: true }).changes);
    const was = snapshot(wb);
    const errors = errorsOf(() => unrecordOf(wb));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Tafelindeling!\d+: ronde 4 is al ingedeeld na ronde 3/);
    expect(snapshot(wb)).toEqual(was);
  });
});
