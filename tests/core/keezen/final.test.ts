/**
 * The buurtcompetitie's final round (the buurtcompetitie regulations: "Het team dat na 7 avonden het meeste
 * aantal punten heeft behaald is de winnaar ... Bij een gelijke eindstand wordt er een finale ronde
 * gespeeld"): offered only when all 7 evenings of 3 rounds are in and the top is level on match points and
 * game points; drawn by "Tafelindeling maken" as an evening after the last, every pair of the level teams
 * once; its forms checked like any round's; the winner decided by the final's own games; still level:
 * another final among those still level.
 */
import { RecordOutcome, recordRound } from '../../../src/actions/record';
import type { Cell } from '../../../src/core/cell';
import { finalSchedule, isFinalEvening } from '../../../src/core/keezen/final';
import { prizeList } from '../../../src/core/keezen/prizes';
import { keezenSiteOf } from '../../../src/actions/keezenSite';
import { presetSettings } from '../../../src/core/keezen/settings';
import { render } from '../../../src/i18n';
import { KEEZSTAND } from '../../../src/gas/keezenFunctions';
import { open } from '../../../src/sheet/open';
import { MemoryWorkbook } from '../../../src/workbook/memory';
import { applyChanges } from '../../../src/workbook/workbook';
import { errorsOf } from '../../support/problems';
import { drawOf, outcomeOf, runEntry } from '../../support/entries';

const HEADER = [
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
];
const FULL = '1,2,3,4';

/** A won game: A home (20 game points), B with 1+4 = 5 game points. */
const game = (evening: number, round: number, table: number, a: string, b: string): Cell[] => [
  evening,
  round,
  table,
  a,
  b,
  FULL,
  FULL,
  '1,4',
  '0',
  'ja',
  'A',
  '',
];
/** A game stopped level: 10 against 10. */
const level = (evening: number, round: number, table: number, a: string, b: string): Cell[] => [
  evening,
  round,
  table,
  a,
  b,
  FULL,
  '0',
  FULL,
  '0',
  'nee',
  '',
  '',
];

/**
 * A season of 7 evenings × 3 rounds: the `top` teams each beat one of the others every round (so they end
 * level on 42 match points and 420 game points), unless `spoil` lets the first bottom team beat the last top
 * team once.
 */
function season(top: readonly string[], bottom: readonly string[], spoil = false): MemoryWorkbook {
  const rows: Cell[][] = [HEADER];
  for (let e = 1; e <= 7; e++)
    for (let r = 1; r <= 3; r++)
      top.forEach((t, i) => {
        const spoilt = spoil && e === 1 && r === 1 && i === top.length - 1;
        rows.push(spoilt ? game(e, r, i + 1, bottom[i]!, t) : game(e, r, i + 1, t, bottom[i]!));
      });
  const names = [...top, ...bottom];
  return new MemoryWorkbook({
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
      ['variant', 'buurtcompetitie'],
    ],
    Deelnemers: [['Nr', 'Naam', 'Aanwezig'], ...names.map((n, i) => [i + 1, n, 'ja'])],
    Uitslagen: rows,
  });
}

function draw(wb: MemoryWorkbook) {
  const o = drawOf(wb);
  applyChanges(wb, o.changes);
  return o;
}

const names = (wb: MemoryWorkbook, ids: readonly number[]) => {
  const comp = open(wb, 'keezen').competition;
  return ids.map((e) => comp.entrants[e]!.name);
};
const results = (wb: MemoryWorkbook) => wb.tabs.get('Uitslagen')!;

describe('the schedule of a final round: every pair of the level teams once', () => {
  test.each([
    [2, 1, 1],
    [3, 3, 3],
    [4, 3, 6],
    [5, 5, 10],
  ])('%i teams: %i rounds, %i games, each pair once, nobody twice in a round', (n, rounds, games) => {
    const teams = Array.from({ length: n }, (_, i) => i);
    const plan = finalSchedule(teams);
    expect(plan).toHaveLength(rounds);
    const pairs = plan.flatMap((r) => r.tables.map((t) => [t.a, t.b].sort().join('-')));
    expect(pairs).toHaveLength(games);
    expect(new Set(pairs).size).toBe(games);
    for (const r of plan) {
      const seated = [...r.tables.flatMap((t) => [t.a, t.b]), ...(r.bye !== undefined ? [r.bye] : [])];
      expect(new Set(seated).size).toBe(n);
    }
  });
});

describe('a season that does not end level: no final round', () => {
  test('one team alone on top after 7 evenings: the winner without a final, and no round left to draw', () => {
    const wb = season(['Alfa', 'Bravo'], ['Charlie', 'Delta'], true);
    const st = open(wb, 'keezen').standings;
    expect(st.finals).toBeUndefined();
    expect(names(wb, [st.winner!.entrant])).toEqual(['Alfa']);
    expect(st.winner!.final).toBe(0);
    const o = outcomeOf(wb, 'updateStandings');
    expect(o.summary.map((m) => render(m, 'nl'))).toContain('Winnaar van de competitie: Alfa.');
    expect(errorsOf(() => drawOf(wb))).toEqual([
      'de competitie is beslist (winnaar: Alfa); er is geen ronde meer om in te delen',
    ]);
  });

  test('level at the top after 6 evenings: no final yet (the season is not complete), and no winner', () => {
    const wb = season(['Alfa', 'Bravo'], ['Charlie', 'Delta']);
    results(wb).splice(1 + 6 * 3 * 2);
    const st = open(wb, 'keezen').standings;
    expect(st.finals).toBeUndefined();
    expect(st.winner).toBeUndefined();
    // A form of evening 8 then is refused at its cell.
    results(wb).push(game(8, 1, 1, 'Alfa', 'Bravo'));
    expect(errorsOf(() => open(wb, 'keezen'))).toContainEqual(
      'Uitslagen!A38: avond 8 bestaat niet: het seizoen heeft 7 avonden (evenings), en een finaleronde is er alleen als het seizoen compleet is en gelijk eindigt aan de top',
    );
  });
});

describe('two teams level at the top', () => {
  test('the final is due: the Stand says so, the draw makes evening 8 round 1 with the two teams, the others not drawn', () => {
    const wb = season(['Alfa', 'Bravo'], ['Charlie', 'Delta']);
    const st = open(wb, 'keezen').standings;
    expect(names(wb, st.finals![0]!.entrants)).toEqual(['Alfa', 'Bravo']);
    expect(st.winner).toBeUndefined();
    const stand = outcomeOf(wb, 'updateStandings').changes.writes[0]!.rows.map((r) => r[0]);
    expect(stand).toContain('Gelijke stand aan de top (Alfa, Bravo): er wordt een finaleronde gespeeld.');
    expect(stand).toContain('Finaleronde (avond 8): nog niet gespeeld');
    const d = draw(wb);
    expect(render(d.summary[0]!, 'nl')).toBe('Finaleronde, ronde 1 van 1: 1 tafel.');
    const tab = wb.tabs.get('Tafelindeling')!;
    expect(tab.slice(1).map((r) => r.slice(0, 5))).toEqual([[8, 1, 1, 'Alfa', 'Bravo']]);
  });

  test('its form is entered like any other (confirm, fill in); the winner of the final wins; the season table leaves it out', () => {
    const wb = season(['Alfa', 'Bravo'], ['Charlie', 'Delta']);
    draw(wb);
    applyChanges(wb, recordRound(open(wb, 'keezenDraw')).changes);
    const row = results(wb)[results(wb).length - 1]!;
    expect(row.slice(0, 5)).toEqual([8, 1, 1, 'Alfa', 'Bravo']);
    // B wins the final.
    Object.assign(row, { 5: '1,2', 6: '3', 7: FULL, 8: FULL, 9: 'ja', 10: 'B' });
    const st = open(wb, 'keezen').standings;
    expect(names(wb, [st.winner!.entrant])).toEqual(['Bravo']);
    expect(st.winner!.final).toBe(1);
    // The season table: 21 games each, as before the final.
    expect(st.tables[0]!.rows.filter((r) => r.rank === 1).map((r) => [r.name, r.played, r.matchPoints])).toEqual([
      ['Alfa', 21, 42],
      ['Bravo', 21, 42],
    ]);
    expect(st.finals![0]!.table.rows.map((r) => [r.rank, r.name, r.matchPoints, r.points])).toEqual([
      [1, 'Bravo', 2, 20],
      [2, 'Alfa', 0, 6],
    ]);
    const o = outcomeOf(wb, 'updateStandings');
    expect(o.summary.map((m) => render(m, 'en'))).toContain(
      'Winner of the competition: Bravo (decided in final round).',
    );
    expect(o.changes.writes[0]!.rows.map((r) => r[0])).toContain('Finaleronde (avond 8): eindstand');
    expect(errorsOf(() => drawOf(wb))).toEqual([
      'de competitie is beslist (winnaar: Bravo); er is geen ronde meer om in te delen',
    ]);
  });

  test('a team that is not in the final on a form of evening 8 is refused at its cell; a second round is refused too', () => {
    const wb = season(['Alfa', 'Bravo'], ['Charlie', 'Delta']);
    results(wb).push(game(8, 1, 1, 'Alfa', 'Charlie'), game(8, 2, 1, 'Alfa', 'Bravo'));
    const n = results(wb).length;
    expect(errorsOf(() => open(wb, 'keezen'))).toEqual([
      `Uitslagen!E${n - 1}: Charlie speelt niet in deze finaleronde; die is voor Alfa, Bravo`,
      `Uitslagen!B${n}: ronde 2 bestaat niet in deze finaleronde: die heeft 1 ronde`,
    ]);
  });

  test('still level after the final (stopped 10–10): a second final on evening 9, then decided there', () => {
    const wb = season(['Alfa', 'Bravo'], ['Charlie', 'Delta']);
    results(wb).push(level(8, 1, 1, 'Alfa', 'Bravo'));
    let st = open(wb, 'keezen').standings;
    expect(st.finals!.map((f) => [f.number, f.evening, f.complete])).toEqual([
      [1, 8, true],
      [2, 9, false],
    ]);
    expect(outcomeOf(wb, 'updateStandings').summary.map((m) => render(m, 'nl'))).toContain(
      'De finaleronde eindigde weer gelijk aan de top (Alfa, Bravo): er wordt nog een finaleronde gespeeld.',
    );
    const d = draw(wb);
    expect(d.view.evening).toBe(9);
    results(wb).push(game(9, 1, 1, 'Alfa', 'Bravo'));
    st = open(wb, 'keezen').standings;
    expect(st.winner).toEqual({ entrant: st.finals![1]!.entrants[0], final: 2 });
  });
});

describe('three teams level at the top', () => {
  test('three rounds, each pair once, one team free each round (it gets nothing); decided by the final table', () => {
    const wb = season(['Alfa', 'Bravo', 'Echo'], ['Charlie', 'Delta', 'Foxtrot']);
    const st = open(wb, 'keezen').standings;
    expect(names(wb, st.finals![0]!.entrants)).toEqual(['Alfa', 'Bravo', 'Echo']);
    const seen: string[] = [];
    for (let r = 1; r <= 3; r++) {
      const d = draw(wb);
      expect(d.view.round).toBe(r);
      const comp = d.competition;
      const t = d.view.tables[0]!;
      const [a, b] = [comp.entrants[t.sides[0]![0]!]!.name, comp.entrants[t.sides[1]![0]!]!.name];
      seen.push([a, b].sort().join('-'));
      expect(d.view.byes).toHaveLength(1);
      // Alfa wins every final game it plays; Bravo beats Echo.
      const winnerA = a === 'Alfa' || (a === 'Bravo' && b === 'Echo');
      results(wb).push(winnerA ? game(8, r, 1, a, b) : game(8, r, 1, b, a));
    }
    expect(seen.sort()).toEqual(['Alfa-Bravo', 'Alfa-Echo', 'Bravo-Echo']);
    const after = open(wb, 'keezen').standings;
    const f = after.finals![0]!;
    expect(f.complete).toBe(true);
    // The free rounds count nothing: 2 games each.
    expect(f.table.rows.map((r) => [r.name, r.played, r.matchPoints])).toEqual([
      ['Alfa', 2, 4],
      ['Bravo', 2, 2],
      ['Echo', 2, 0],
    ]);
    expect(names(wb, [after.winner!.entrant])).toEqual(['Alfa']);
  });
});

describe('the prize list and the website after a final round', () => {
  const place = (wb: MemoryWorkbook, prizes: number) => {
    const { standings, competition } = open(wb, 'keezen');
    const list = prizeList(standings.tables[0]!, { ...competition.settings, prizes }, standings);
    return { list, rows: list.places.map((p) => [p.place, ...p.rows.map((r) => r.name)]) };
  };

  test('two teams: the first prize waits for the final; once played, its winner is first and the other second', () => {
    const wb = season(['Alfa', 'Bravo'], ['Charlie', 'Delta']);
    expect(place(wb, 2).list.finalRound).toBeDefined();
    expect(place(wb, 2).rows).toEqual([[1, 'Alfa', 'Bravo']]);
    results(wb).push(game(8, 1, 1, 'Bravo', 'Alfa'));
    const after = place(wb, 3);
    expect(after.list.finalRound).toBeUndefined();
    expect(after.rows).toEqual([
      [1, 'Bravo'],
      [2, 'Alfa'],
      [3, 'Charlie', 'Delta'],
    ]);
  });

  test('three teams: the places of the finalists follow the final table', () => {
    const wb = season(['Alfa', 'Bravo', 'Echo'], ['Charlie', 'Delta', 'Foxtrot']);
    results(wb).push(game(8, 1, 1, 'Echo', 'Alfa'), game(8, 2, 1, 'Echo', 'Bravo'), game(8, 3, 1, 'Alfa', 'Bravo'));
    expect(place(wb, 3).rows).toEqual([
      [1, 'Echo'],
      [2, 'Alfa'],
      [3, 'Bravo'],
    ]);
  });

  test('the website names the winner of the final, as the Stand tab does', () => {
    const wb = season(['Alfa', 'Bravo'], ['Charlie', 'Delta']);
    results(wb).push(game(8, 1, 1, 'Bravo', 'Alfa'));
    const site = keezenSiteOf(open(wb, 'keezen'), { title: 'Buurt', lang: 'en' });
    const index = site.pages.find((p) => p.file === 'index.html')!.html;
    expect(index).toContain('Winner of the competition: Bravo (decided in final round).');
    const prizes = site.pages.find((p) => /prize/i.test(p.file))!.html;
    expect(prizes).not.toMatch(/final round/i);
  });
});

describe('Stand and =KEEZSTAND with a final round', () => {
  test('the season table of Stand is the one =KEEZSTAND gives: the final games stay out of both', () => {
    const wb = season(['Alfa', 'Bravo'], ['Charlie', 'Delta']);
    draw(wb);
    results(wb).push(game(8, 1, 1, 'Bravo', 'Alfa'));
    const tabs = Object.fromEntries(wb.tabs) as Record<string, Cell[][]>;
    const stand = outcomeOf(new MemoryWorkbook(tabs), 'updateStandings').changes.writes[0]!;
    const from = stand.headerRow! - 1;
    const end = stand.rows.findIndex((r, i) => i > from && r.every((c) => c === '' || c === null));
    const season_ = stand.rows.slice(from, end).map((r) => [...r]);
    expect(KEEZSTAND(tabs.Uitslagen!, tabs.Deelnemers!, tabs.Instellingen!, tabs.Tafelindeling)).toEqual(season_);
    // Right under it: the final's own table, Bravo first.
    const titles = stand.rows.map((r) => r[0]);
    const at = titles.indexOf('Finaleronde (avond 8): eindstand');
    expect(stand.rows.slice(at + 2, at + 4).map((r) => [r[0], r[2], r[3], r[7]])).toEqual([
      [1, 'Bravo', 1, 2],
      [2, 'Alfa', 1, 0],
    ]);
    expect(titles).toContain('Winnaar van de competitie: Bravo (beslist in de finaleronde).');
  });
});

describe('which evenings are a final round', () => {
  test('the evenings after the 7th of the buurtcompetitie; none without finalRoundOnTie or for players drawn with partners', () => {
    const buurt = presetSettings('buurtcompetitie');
    expect([7, 8, 9].map((e) => isFinalEvening(buurt, e))).toEqual([false, true, true]);
    expect(isFinalEvening({ ...buurt, finalRoundOnTie: false }, 8)).toBe(false);
    expect(isFinalEvening({ ...presetSettings('spelavond'), finalRoundOnTie: true, evenings: 7 }, 8)).toBe(false);
  });
});

/**
 * A final of 5 or more level teams has more rounds than an evening (5 teams: 5 rounds, one free each).
 * With an Avond column (the wizard's Uitslagen and Tafelindeling, and Ronde vastleggen's, for every season
 * of evenings) its rounds are evening 8's rounds 1 to 5. Without one, Ronde counts on through the season
 * (evening 8 is rounds 22 to 24): its round 4 would be evening 9's round 1, the evening of a second final.
 * The draw refuses it with the fix rather than add a column to the organiser's Uitslagen, which is no append:
 * it would renumber every row of the season. Five teams level on match points and game points after 21 rounds
 * is the rarest of seasons; only a hand-made Uitslagen meets the refusal.
 */
describe('a final of five level teams', () => {
  const TOP = ['Alfa', 'Bravo', 'Echo', 'Golf', 'Hotel'];
  const BOTTOM = ['Charlie', 'Delta', 'Foxtrot', 'India', 'Juliet'];

  test('with an Avond column: five rounds on evening 8, every pair once, one team free each round', () => {
    const wb = season(TOP, BOTTOM);
    expect(open(wb, 'keezen').standings.finals![0]!.entrants).toHaveLength(5);
    const pairs: string[] = [];
    for (let r = 1; r <= 5; r++) {
      const d = draw(wb);
      expect([d.view.evening, d.view.round, d.view.byes.length]).toEqual([8, r, 1]);
      for (const t of d.view.tables) {
        const [a, b] = [0, 1].map((i) => d.competition.entrants[t.sides[i]![0]!]!.name);
        pairs.push([a, b].sort().join('-'));
        results(wb).push(game(8, r, t.table, a!, b!));
      }
    }
    expect(new Set(pairs).size).toBe(10);
    expect(open(wb, 'keezen').standings.finals![0]!.complete).toBe(true);
  });

  test('without an Avond column: refused, saying to add one, and nothing is written; four level teams fit in an evening', () => {
    const withoutEvening = (top: readonly string[], bottom: readonly string[]) => {
      const wb = season(top, bottom);
      const rows = wb.tabs.get('Uitslagen')!;
      // Ronde counting on through the season, as an Uitslagen without Avond numbers it.
      wb.tabs.set('Uitslagen', [
        rows[0]!.slice(1),
        ...rows.slice(1).map((r) => [(Number(r[0]) - 1) * 3 + Number(r[1]), ...r.slice(2)]),
      ]);
      return wb;
    };
    const five = withoutEvening(TOP, BOTTOM);
    expect(open(five, 'keezen').standings.finals![0]!.entrants).toHaveLength(5);
    expect(errorsOf(() => drawOf(five))).toEqual([
      'de finaleronde heeft 5 ronden, meer dan de 3 van een avond: geef Tafelindeling en Uitslagen een kolom Avond',
    ]);
    expect(five.tabs.has('Tafelindeling')).toBe(false);
    const four = withoutEvening(TOP.slice(0, 4), BOTTOM.slice(0, 4));
    const d = draw(four);
    expect([d.view.evening, d.view.round, d.view.tables.length]).toEqual([8, 1, 2]);
    // Written as Ronde 22 (evening 8's first round, counted on), as the season's rows are.
    expect(
      four.tabs
        .get('Tafelindeling')!
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([22, 22]);
  });
});

/**
 * A one-evening event of teams with a final round on a tie (evenings = 1, finalRoundOnTie): the final is
 * evening 2. Its game is meant to be a rematch of the top two, and only the finalists play it; in a one-evening
 * team event every team plays every round and rematches count over the whole competition, which must not reach
 * into the final.
 */
describe('a final round after one evening (evenings = 1)', () => {
  /** Alfa and Bravo meet in round 1 (level) and win their other games: level at the top, 5 match points each. */
  function oneEvening(extra: readonly string[] = []): MemoryWorkbook {
    const names = ['Alfa', 'Bravo', 'Charlie', 'Delta', ...extra];
    return new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'buurtcompetitie'],
        ['evenings', 1],
      ],
      Deelnemers: [['Nr', 'Naam', 'Aanwezig'], ...names.map((n, i) => [i + 1, n, 'ja'])],
      Uitslagen: [
        HEADER,
        level(1, 1, 1, 'Alfa', 'Bravo'),
        game(1, 1, 2, 'Charlie', 'Delta'),
        game(1, 2, 1, 'Alfa', 'Charlie'),
        game(1, 2, 2, 'Bravo', 'Delta'),
        game(1, 3, 1, 'Alfa', 'Delta'),
        game(1, 3, 2, 'Bravo', 'Charlie'),
      ],
    });
  }
  const warnings = (wb: MemoryWorkbook) =>
    outcomeOf(wb, 'updateStandings').warnings.map((w) => render(w.message, 'nl'));

  test('Ronde vastleggen does not call the final a second meeting of the top two, and asks nothing', () => {
    const wb = oneEvening();
    expect(names(wb, open(wb, 'keezen').standings.finals![0]!.entrants)).toEqual(['Alfa', 'Bravo']);
    const d = draw(wb);
    expect([d.view.evening, d.view.round]).toEqual([2, 1]);
    const run = runEntry(wb, 'recordRound');
    expect(run.question).toBeUndefined();
    expect((run.ran.outcome as RecordOutcome).findings).toEqual([]);
    expect(results(wb)[results(wb).length - 1]!.slice(0, 5)).toEqual([2, 1, 1, 'Alfa', 'Bravo']);
  });

  test('the season of one evening is said in the singular: "Eindstand seizoen (1 avond)" (tests/i18n: both languages)', () => {
    const o = outcomeOf(oneEvening(), 'updateStandings');
    expect(render(o.summary[0]!, 'nl')).toMatch(/^Eindstand seizoen \(1 avond\): /);
    expect(o.changes.writes[0]!.rows[0]![0]).toBe('Eindstand seizoen (1 avond)');
  });

  test('after the final the teams not in it hand in no form and are not reported missing', () => {
    const wb = oneEvening();
    draw(wb);
    runEntry(wb, 'recordRound');
    Object.assign(results(wb)[results(wb).length - 1]!, { 5: FULL, 6: FULL, 7: '1,4', 8: '0', 9: 'ja', 10: 'A' });
    expect(warnings(wb)).toEqual([]);
    expect(names(wb, [open(wb, 'keezen').standings.winner!.entrant])).toEqual(['Alfa']);
  });

  test('the team free in a round of a final of three hands in no form either (its forms typed, no Tafelindeling)', () => {
    const wb = oneEvening(['Echo', 'Foxtrot']);
    // Echo level with Alfa and Bravo too (5 match points, 50 game points); every pair once.
    results(wb).splice(
      1,
      6,
      level(1, 1, 1, 'Alfa', 'Bravo'),
      game(1, 1, 2, 'Echo', 'Delta'),
      game(1, 1, 3, 'Charlie', 'Foxtrot'),
      game(1, 2, 1, 'Alfa', 'Charlie'),
      game(1, 2, 2, 'Bravo', 'Delta'),
      level(1, 2, 3, 'Echo', 'Foxtrot'),
      game(1, 3, 1, 'Alfa', 'Delta'),
      game(1, 3, 2, 'Bravo', 'Foxtrot'),
      game(1, 3, 3, 'Echo', 'Charlie'),
    );
    const final = open(wb, 'keezen').standings.finals![0]!;
    expect(names(wb, final.entrants)).toEqual(['Alfa', 'Bravo', 'Echo']);
    const first = final.schedule[0]!;
    expect(names(wb, [first.tables[0]!.a, first.tables[0]!.b, first.bye!])).toEqual(['Bravo', 'Echo', 'Alfa']);
    results(wb).push(game(2, 1, 1, 'Bravo', 'Echo'));
    expect(warnings(wb)).toEqual([]);
  });
});

describe('a final round: a finalist without a form is still said', () => {
  test('a final of four, one of its two tables in: the teams of the other table have no form in that round', () => {
    const wb = season(['Alfa', 'Bravo', 'Echo', 'Golf'], ['Charlie', 'Delta', 'Foxtrot', 'Hotel']);
    const [t1, t2] = open(wb, 'keezen').standings.finals![0]!.schedule[0]!.tables;
    const [a, b] = names(wb, [t1!.a, t1!.b]);
    results(wb).push(game(8, 1, 1, a!, b!));
    expect(outcomeOf(wb, 'updateStandings').warnings.map((w) => render(w.message, 'nl'))).toEqual([
      `geen formulier in ronde 1 van avond 8 voor: ${names(
        wb,
        [t2!.a, t2!.b].sort((x, y) => x - y),
      ).join(', ')}`,
    ]);
  });
});
