/**
 * "Ronde vastleggen" of a Keezen event: the drawn round's result rows appended to Uitslagen (teams or
 * players, table, round, the score cells empty), never twice and never over a typed form; blank rows are
 * forms not in yet (a warning at the row, no game); a confirmed round is not drawn again; what the draw
 * checker finds is asked about once, bound to what was shown; the sidebar fills the prepared row.
 */
import { recordRound, RecordOptions, RecordOutcome } from '../../src/actions/record';
import { enterForm } from '../../src/actions/keezenNight';
import { appendRows } from '../../src/actions/keizer';
import { KEIZER_RESULTS_TAB } from '../../src/sheet/contract';
import { findEntry } from '../../src/actions/catalogue';
import type { Cell } from '../../src/core/cell';
import { formatProblem } from '../../src/core/problems';
import { KEEZSTAND } from '../../src/gas/keezenFunctions';
import { render } from '../../src/i18n';
import { open } from '../../src/sheet/open';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';
import { errorsOf } from '../support/problems';
import { drawOf, outcomeOf } from '../support/entries';
import type { DrawRequest } from '../../src/actions/draw';

const TEAMS = ['De Pionniers', 'Het Honk', 'Keezkoppen', 'Boerenbloed', 'Zeven Splitsers'];

function workbook(variant: string, names: readonly string[], header: readonly string[]): MemoryWorkbook {
  return new MemoryWorkbook({
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
      ['variant', variant],
    ],
    Deelnemers: [['Nr', 'Naam', 'Aanwezig'], ...names.map((n, i) => [i + 1, n, 'ja'])],
    Uitslagen: [[...header]],
  });
}

const NK_HEADER = [
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
  'Reglementair',
];

function draw(wb: MemoryWorkbook, options: DrawRequest = {}) {
  const o = drawOf(wb, options);
  applyChanges(wb, o.changes);
  return o;
}

function record(wb: MemoryWorkbook, options: RecordOptions = {}): RecordOutcome {
  const o = recordRound(open(wb, 'keezenDraw'), options);
  applyChanges(wb, o.changes);
  return o;
}

const results = (wb: MemoryWorkbook) => wb.tabs.get('Uitslagen')!;
const drawnTables = (wb: MemoryWorkbook, round: number) =>
  wb.tabs
    .get('Tafelindeling')!
    .slice(1)
    .filter((r) => r[0] === round && r[1] !== 'vrij');

/** Fills a row of Uitslagen as the organiser types a form: A wins 16 to `b` (NK layout). */
function fill(wb: MemoryWorkbook, row: number, b: number): void {
  const r = results(wb)[row - 1]!;
  r[4] = 16;
  r[5] = b;
  r[6] = 'ja';
  r[7] = 'A';
  r[8] = '1:05';
  r[9] = '14:32';
}

describe('Ronde vastleggen: the drawn round into Uitslagen', () => {
  test('NK with 5 teams: one row per table with round, table and teams, the score cells empty; the bye gets no row', () => {
    const wb = workbook('nk4tegen4', TEAMS, NK_HEADER);
    const d = draw(wb);
    const o = record(wb);
    expect(o.asking).toBeUndefined();
    const rows = results(wb).slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.slice(0, 4))).toEqual(drawnTables(wb, 1).map((t) => t.slice(0, 4)));
    for (const r of rows) expect(r.slice(4).every((c) => c === '' || c === undefined)).toBe(true);
    const bye = d.competition.entrants[d.view.byes[0]!]!.name;
    expect(render(o.summary[0]!, 'nl')).toBe(
      `Vastgelegd, ronde 1: 2 uitslagrijen in Uitslagen klaargezet om in te vullen; vrij: ${bye} (telt mee vanuit Tafelindeling).`,
    );
    expect(render(o.summary[0]!, 'en')).toContain('2 result rows prepared in Results');
  });

  test("the round's day goes into a Datum column the tab has, as the Keizer confirm does; none without one", () => {
    const wb = workbook('nk4tegen4', TEAMS, [...NK_HEADER, 'Datum']);
    draw(wb);
    record(wb, { day: '2026-12-04' });
    const rows = results(wb).slice(1);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      const day = r[NK_HEADER.length] as Date;
      expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 12, 4]);
    }
    const plain = workbook('nk4tegen4', TEAMS, NK_HEADER);
    draw(plain);
    record(plain, { day: '2026-12-04' });
    for (const r of results(plain).slice(1)) expect(r.some((c) => c instanceof Date)).toBe(false);
    const bad = workbook('nk4tegen4', TEAMS, [...NK_HEADER, 'Datum']);
    draw(bad);
    expect(errorsOf(() => recordRound(open(bad, 'keezenDraw'), { day: '31-31-2026' }))).toHaveLength(1);
  });

  test('confirming twice changes nothing the second time', () => {
    const wb = workbook('nk4tegen4', TEAMS, NK_HEADER);
    draw(wb);
    record(wb);
    const before = results(wb).map((r) => [...r]);
    const again = record(wb);
    expect(again.changes.appends).toEqual([]);
    expect(results(wb)).toEqual(before);
    expect(render(again.summary[0]!, 'nl')).toBe('Vastleggen: ronde 1 staat al in Uitslagen; er is niets veranderd.');
    // Also once a row is filled in.
    fill(wb, 2, 4);
    expect(record(wb).changes.appends).toEqual([]);
  });

  test('a round with a form typed by hand: only the other tables get a row, the typed form stays as it was', () => {
    const wb = workbook('nk4tegen4', TEAMS, NK_HEADER);
    draw(wb);
    const t1 = drawnTables(wb, 1)[0]!;
    results(wb).push([1, 1, t1[2]!, t1[3]!, 16, 8, 'ja', 'A', '1:00', '14:00', '']);
    const typed = results(wb).map((r) => [...r]);
    const o = record(wb);
    expect(results(wb).slice(0, typed.length)).toEqual(typed);
    expect(
      results(wb)
        .slice(typed.length)
        .map((r) => r[1]),
    ).toEqual([2]);
    expect(render(o.summary[0]!, 'nl')).toContain('de 1 ontbrekende rij is aangevuld');
  });

  test('a typed form at a table with other teams than drawn: that table is not prepared, and the note says where', () => {
    const wb = workbook('nk4tegen4', TEAMS, NK_HEADER);
    draw(wb);
    const [t1, t2] = drawnTables(wb, 1);
    // Table 1's form typed with table 2's teams.
    results(wb).push([1, 1, t2![2]!, t2![3]!, 16, 8, 'ja', 'A', '1:00', '14:00', '']);
    const o = record(wb);
    expect(results(wb)).toHaveLength(2);
    const notes = o.warnings.map((w) => formatProblem(w, 'nl'));
    expect(notes).toEqual([
      expect.stringMatching(/^Uitslagen: geen formulier in ronde 1 voor: /),
      'Tafelindeling, rij 2: tafel 1 is niet klaargezet: Uitslagen!2 heeft al een formulier van deze ronde voor die tafel of die deelnemers; er is niets overschreven',
      'Tafelindeling, rij 3: tafel 2 is niet klaargezet: Uitslagen!2 heeft al een formulier van deze ronde voor die tafel of die deelnemers; er is niets overschreven',
    ]);
    expect(t1).toBeDefined();
  });

  test('blank rows are forms not in yet: no game, and once the round has a form, a warning at the blank row', () => {
    const wb = workbook('nk4tegen4', TEAMS, NK_HEADER);
    draw(wb);
    record(wb);
    // Nothing filled in: the round is not played, nobody has a game, no warning.
    const none = outcomeOf(wb, 'updateStandings');
    expect(none.warnings).toEqual([]);
    const stand0 = open(wb, 'keezen').standings.tables[0]!;
    expect(stand0.rows.every((r) => r.played === 0)).toBe(true);
    // Table 1 in: its game counts (and the bye, as a won forfeit), table 2 is said at its row.
    fill(wb, 2, 4);
    const o = outcomeOf(wb, 'updateStandings');
    expect(o.warnings.map((w) => formatProblem(w, 'nl'))).toEqual([
      expect.stringMatching(
        /^Uitslagen, rij 3: tafel 2 \(.+\) is ingedeeld maar het scoreformulier is nog niet ingevuld/,
      ),
    ]);
    const stand = open(wb, 'keezen').standings.tables[0]!;
    expect(stand.rows.map((r) => r.played).sort()).toEqual([0, 0, 1, 1, 1]);
  });

  test('Stand, Live stand and =KEEZSTAND agree about blank rows', () => {
    const wb = workbook('nk4tegen4', TEAMS, NK_HEADER);
    draw(wb);
    record(wb);
    fill(wb, 2, 6);
    const tabs = Object.fromEntries(wb.tabs) as Record<string, Cell[][]>;
    const stand = outcomeOf(new MemoryWorkbook(tabs), 'updateStandings').changes.writes[0]!;
    const from = stand.headerRow! - 1;
    const end = stand.rows.findIndex((r, i) => i > from && r.every((c) => c === '' || c === null));
    const standTable = stand.rows.slice(from, end < 0 ? undefined : end).map((r) => [...r]);
    const live = KEEZSTAND(tabs.Uitslagen!, tabs.Deelnemers!, tabs.Instellingen!, tabs.Tafelindeling);
    expect(live).toEqual(standTable);
    // Three played (table 1 and the bye), two still without a game.
    expect(
      live
        .slice(1)
        .map((r) => r[3])
        .sort(),
    ).toEqual([0, 0, 1, 1, 1]);
  });

  test('a games night: the players in A1, A2, B1, B2; the sit-outs get no row', () => {
    const players = Array.from({ length: 10 }, (_, i) => `Speler ${String.fromCharCode(65 + i)}`);
    const wb = workbook('spelavond', players, [
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
      'Reglementair',
    ]);
    draw(wb);
    record(wb);
    const rows = results(wb).slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.slice(0, 6))).toEqual(drawnTables(wb, 1).map((t) => t.slice(0, 6)));
  });

  test('the buurtcompetitie with an Avond column: evening and the round of that evening', () => {
    const wb = workbook('buurtcompetitie', TEAMS.slice(0, 4), [
      'Avond',
      'Ronde',
      'Tafel',
      'Team A',
      'Team B',
      'Binnen A1',
      'Binnen A2',
      'Binnen B1',
      'Binnen B2',
      'Uitgespeeld',
      'Winnaar',
      'Reglementair',
    ]);
    draw(wb);
    record(wb);
    expect(
      results(wb)
        .slice(1)
        .map((r) => r.slice(0, 3)),
    ).toEqual([
      [1, 1, 1],
      [1, 1, 2],
    ]);
  });

  test('a new season without Uitslagen: the first confirm makes the tab with the whole score form as its header', () => {
    const wb = workbook('nk4tegen4', TEAMS.slice(0, 4), NK_HEADER);
    wb.tabs.delete('Uitslagen');
    draw(wb);
    record(wb);
    expect(results(wb)[0]).toEqual(NK_HEADER);
    expect(results(wb)).toHaveLength(3);
  });

  test('the Uitslagen it makes has its pawn and time columns plain text; an Uitslagen that exists keeps its own formats', () => {
    const wb = workbook('nk4tegen4', TEAMS.slice(0, 4), NK_HEADER);
    wb.tabs.delete('Uitslagen');
    draw(wb);
    const made = recordRound(open(wb, 'keezenDraw'), {}).changes.appends[0]!;
    const text = ['Binnen A', 'Binnen B', 'Speeltijd', 'Ingeleverd'].map((h) => NK_HEADER.indexOf(h) + 1);
    expect(made.textColumns).toEqual(text);
    const kept = workbook('nk4tegen4', TEAMS.slice(0, 4), NK_HEADER);
    draw(kept);
    expect(recordRound(open(kept, 'keezenDraw'), {}).changes.appends[0]!.textColumns).toBeUndefined();
  });

  test('the Keizer confirm shares it: the Uitslagen it makes has Uitslag plain text (a forfeit +- typed later stays text)', () => {
    const made = appendRows(KEIZER_RESULTS_TAB, undefined, 'nl', ['round', 'white', 'black', 'result', 'date'], []);
    expect(made.textColumns).toEqual([4]);
  });
});

describe('a confirmed round is not drawn again', () => {
  test('a redraw after confirming is refused, saying where the rows are; deleting them allows it again', () => {
    const wb = workbook('nk4tegen4', TEAMS, NK_HEADER);
    draw(wb);
    record(wb);
    expect(errorsOf(() => drawOf(wb, { redraw: true }))).toEqual([
      'Uitslagen, rij 2: ronde 1 is al vastgelegd: de uitslagrijen staan in Uitslagen (rijen 2, 3); een nieuwe loting zou daar niet meer bij passen. Vul de rijen in, of verwijder ze eerst en loot dan opnieuw',
    ]);
    // The next round of a team event waits for the results: asking for it while they are blank says the same.
    expect(errorsOf(() => drawOf(wb))[0]).toContain('ronde 1 is al vastgelegd');
    results(wb).splice(1);
    expect(errorsOf(() => drawOf(wb, { redraw: true }))).toEqual([]);
  });

  test('once the forms are in, the next round is drawn as always', () => {
    const wb = workbook('nk4tegen4', TEAMS.slice(0, 4), NK_HEADER);
    draw(wb);
    record(wb);
    fill(wb, 2, 4);
    fill(wb, 3, 8);
    const o = draw(wb);
    expect(o.view.round).toBe(2);
  });
});

describe('consent: what the draw checker finds is asked about, and the yes holds for what was shown', () => {
  /** Round 2 of 4 teams made a rematch of round 1's table 1 by hand. */
  function rematch(): MemoryWorkbook {
    const wb = workbook('nk4tegen4', TEAMS.slice(0, 4), NK_HEADER);
    draw(wb);
    record(wb);
    fill(wb, 2, 4);
    fill(wb, 3, 8);
    draw(wb);
    const tab = wb.tabs.get('Tafelindeling')!;
    const [r1t1, r1t2] = [tab[1]!, tab[2]!];
    const r2 = tab.filter((r) => r[0] === 2);
    r2[0]![2] = r1t1[2]!;
    r2[0]![3] = r1t1[3]!;
    r2[1]![2] = r1t2[2]!;
    r2[1]![3] = r1t2[3]!;
    return wb;
  }

  test('a rematch made by hand: nothing written, the findings at their rows, and a fingerprint to answer with', () => {
    const wb = rematch();
    const before = results(wb).length;
    const o = record(wb);
    expect(o.asking).toBeDefined();
    expect(results(wb)).toHaveLength(before);
    expect(o.findings.map((f) => formatProblem(f, 'nl'))).toEqual([
      expect.stringMatching(/^Tafelindeling, rij 4: .+ treffen elkaar voor de 2e keer \(tafel 1\)$/),
      expect.stringMatching(/^Tafelindeling, rij 5: .+ treffen elkaar voor de 2e keer \(tafel 2\)$/),
    ]);
    expect(o.asking!.fingerprint).toMatch(/^[0-9a-f]+$/);
  });

  test('the yes with the fingerprint writes; a yes to a round edited since asks again', () => {
    const wb = rematch();
    const asked = record(wb);
    const tab = wb.tabs.get('Tafelindeling')!;
    // Edited in between: swap the sides of table 1 (a change the fingerprint sees).
    const r2 = tab.filter((r) => r[0] === 2);
    [r2[0]![2], r2[0]![3]] = [r2[0]![3]!, r2[0]![2]!];
    const stale = record(wb, { accept: true, shown: asked.asking!.fingerprint });
    expect(stale.asking).toBeDefined();
    expect(stale.asking!.changed).toBeDefined();
    const yes = record(wb, { accept: true, shown: stale.asking!.fingerprint });
    expect(yes.asking).toBeUndefined();
    expect(
      results(wb)
        .slice(-2)
        .map((r) => r[0]),
    ).toEqual([2, 2]);
  });

  test('a round as drawn, with a rematch the draw could not avoid (4 teams, round 4), asks nothing', () => {
    const wb = workbook('nk4tegen4', TEAMS.slice(0, 4), NK_HEADER);
    for (let r = 1; r <= 3; r++) {
      draw(wb);
      record(wb);
      const n = results(wb).length;
      fill(wb, n - 1, 4);
      fill(wb, n, 6);
    }
    const d = draw(wb);
    expect(d.teams!.cost.rematch).toBeGreaterThan(0);
    const o = record(wb);
    expect(o.asking).toBeUndefined();
    expect(
      results(wb)
        .slice(-2)
        .map((r) => r[0]),
    ).toEqual([4, 4]);
  });

  test('the catalogue entry: a menu yes without the consent is no yes; --yes on the command line is', () => {
    const entry = findEntry('recordRound')!;
    expect(entry.types).toEqual(['keezen']);
    const wb = rematch();
    const menu = entry.run(wb, { from: 'menu', accepted: true });
    expect((menu.outcome as RecordOutcome).asking).toBeDefined();
    expect(menu.question('nl')?.lines.at(-1)).toBe('Toch ronde 2 vastleggen zoals hij in Tafelindeling staat?');
    const consent = menu.question('nl')!.consent!;
    const yes = entry.run(wb, { from: 'menu', accepted: true, consent });
    expect((yes.outcome as RecordOutcome).asking).toBeUndefined();
    expect(yes.outcome.changes.appends).toHaveLength(1);
  });
});

describe('the organiser sidebar fills the prepared row', () => {
  test('a form entered for a confirmed round writes only the empty cells of its row, and adds no row', () => {
    const wb = workbook('nk4tegen4', TEAMS.slice(0, 4), NK_HEADER);
    draw(wb);
    record(wb);
    const before = results(wb).map((r) => [...r]);
    const o = enterForm(wb, {
      table: 2,
      values: {
        homeA: '8',
        homeB: '16',
        finished: 'ja',
        winner: 'B',
        playTime: '1:02',
        handedIn: '14:40',
        forfeit: '',
      },
    });
    expect(o.changes.appends).toEqual([]);
    expect(new Set(o.changes.edits!.map((e) => e.row))).toEqual(new Set([3]));
    applyChanges(wb, o.changes);
    expect(results(wb)).toHaveLength(before.length);
    expect(results(wb)[1]).toEqual(before[1]);
    expect(results(wb)[2]!.slice(0, 10)).toEqual([...before[2]!.slice(0, 4), 8, 16, 'ja', 'B', '1:02', '14:40']);
    // Entering it again: the row is no longer empty, so the second form is refused as a table twice.
    expect(() =>
      enterForm(wb, {
        table: 2,
        values: { homeA: '8', homeB: '16', finished: 'ja', winner: 'B', playTime: '1:02', handedIn: '14:40' },
      }),
    ).toThrow();
  });

  test('the row changed since it was read (another editor typed in it): nothing is written, the error is at the row', () => {
    const wb = workbook('nk4tegen4', TEAMS.slice(0, 4), NK_HEADER);
    draw(wb);
    record(wb);
    const o = enterForm(wb, {
      table: 1,
      values: { homeA: '16', homeB: '4', finished: 'ja', winner: 'A', playTime: '1:00', handedIn: '14:00' },
    });
    results(wb)[1]![4] = 12;
    const before = results(wb).map((r) => [...r]);
    expect(errorsOf(() => applyChanges(wb, o.changes))).toEqual([
      expect.stringMatching(/^Uitslagen, rij 2: rij 2 is niet meer de lege rij van tafel 1/),
    ]);
    expect(results(wb)).toEqual(before);
  });

  test('an unconfirmed round: the form is appended as before', () => {
    const wb = workbook('nk4tegen4', TEAMS.slice(0, 4), NK_HEADER);
    draw(wb);
    const o = enterForm(wb, {
      table: 1,
      values: { homeA: '16', homeB: '4', finished: 'ja', winner: 'A', playTime: '1:00', handedIn: '14:00' },
    });
    expect(o.changes.appends).toHaveLength(1);
    expect(o.changes.edits ?? []).toEqual([]);
  });
});
