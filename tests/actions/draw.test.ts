/**
 * "Tafelindeling maken" on a memory workbook: the Tafelindeling tab keeps every
 * round (a new round appended, a redraw replacing only its own rows, nothing
 * typed lost), the seed is shown and reproduces the draw, presence comes from
 * Deelnemers, earlier rounds come from Uitslagen and Tafelindeling, byes count
 * in the standings, and the views (beamer tab, page, score forms) match.
 */
import type { DrawOutcome, DrawRequest } from '../../src/actions/draw';
import type { ViewOutcome } from '../../src/actions/drawViews';
import { pageOf, drawOf, outcomeOf } from '../support/entries';
import type { Cell } from '../../src/core/cell';
import { InputError } from '../../src/core/problems';
import { render } from '../../src/i18n';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges, WorkbookReader } from '../../src/workbook/workbook';
import { simulateKeezen, teamNames } from '../../src/sim/keezenEvent';
import { errorsOf } from '../support/problems';

/** The beamer view of the last round drawn, as the menu shows it (the tablesDisplay entry). */
const tables = (wb: WorkbookReader) => pageOf<ViewOutcome>(wb, 'tablesDisplay');
/** The score forms of a round (default: the last drawn), as the menu shows them (the scoreForms entry). */
const forms = (wb: WorkbookReader, round?: number) =>
  pageOf<ViewOutcome>(wb, 'scoreForms', round === undefined ? {} : { round });

function workbook(variant: string, names: string[], extra: Cell[][] = [], results?: Cell[][]): MemoryWorkbook {
  const tabs: Record<string, Cell[][]> = {
    Instellingen: [['Instelling', 'Waarde'], ['type', 'keezen'], ['variant', variant], ...extra],
    Deelnemers: [['Nr', 'Naam', 'Aanwezig'], ...names.map((n, i) => [i + 1, n, 'ja'])],
  };
  if (results) tabs.Uitslagen = results;
  return new MemoryWorkbook(tabs);
}

function draw(wb: MemoryWorkbook, options: DrawRequest = {}): DrawOutcome {
  const o = drawOf(wb, options);
  applyChanges(wb, o.changes);
  return o;
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `Speler ${String.fromCharCode(65 + i)}`);
const tab = (wb: MemoryWorkbook) => wb.tabs.get('Tafelindeling')!;

describe('the Tafelindeling tab', () => {
  test('round 1 of a games night without an Uitslagen tab: the tab is made with its header, every row carries the seed', () => {
    const wb = workbook('spelavond', players(10));
    const o = draw(wb);
    expect(tab(wb)[0]).toEqual([
      'Ronde',
      'Tafel',
      'Speler 1',
      'Speler 2',
      'Speler 3',
      'Speler 4',
      'Loting',
      'Toelichting',
    ]);
    const rows = tab(wb).slice(1);
    expect(rows.map((r) => r[1])).toEqual([1, 2, 'vrij']);
    expect(new Set(rows.map((r) => r[6]))).toEqual(new Set([o.view.seed]));
    expect(render(o.summary[0]!, 'nl')).toBe(
      `Tafelindeling ronde 1: 2 tafels, vrij: ${o.view.byes.map((b) => o.competition.entrants[b]!.name).join(', ')} (loting ${o.view.seed}).`,
    );
  });

  test('the next round is appended below; cells the organiser typed (a note, an extra column, a formula-like text) stay', () => {
    const wb = workbook('spelavond', players(8));
    draw(wb);
    const t = tab(wb);
    t[0]!.push('Opmerking');
    t[1]![7] = 'tafel bij het raam';
    t[1]![8] = '=SOM(A1:A2)';
    const before = t.map((r) => r.slice());
    const o = draw(wb);
    expect(o.changes.writes).toEqual([]);
    expect(o.changes.appends).toHaveLength(1);
    expect(tab(wb).slice(0, before.length)).toEqual(before);
    expect(
      tab(wb)
        .slice(before.length)
        .every((r) => r[0] === 2),
    ).toBe(true);
  });

  test('a new draw of the last round replaces only its rows, with the next seed; the rows before it are as typed', () => {
    const wb = workbook('spelavond', players(12));
    draw(wb);
    const first = draw(wb);
    tab(wb)[1]![7] = 'getypt';
    const keep = tab(wb)
      .filter((r) => r[0] !== 2)
      .map((r) => r.slice());
    const again = draw(wb, { redraw: true });
    expect(Number(again.view.seed)).toBe(Number(first.view.seed) + 1);
    expect(again.changes.writes).toHaveLength(1);
    expect(tab(wb).filter((r) => r[0] !== 2)).toEqual(keep);
    expect(
      tab(wb)
        .filter((r) => r[0] === 2)
        .every((r) => r[6] === again.view.seed),
    ).toBe(true);
  });

  test('drawing a round again with its own seed and the same people gives the same tables (the seed reproduces the draw)', () => {
    const wb = workbook('spelavond', players(13));
    draw(wb);
    const a = draw(wb);
    const b = draw(wb, { round: 2 });
    expect(b.view.seed).toBe(a.view.seed);
    expect(b.view.tables).toEqual(a.view.tables);
    expect(b.view.byes).toEqual(a.view.byes);
  });

  test('every round of a whole night is reproduced from the sheet: its people (the tab) and its seed', () => {
    const e = simulateKeezen({
      variant: 'spelavond',
      entrants: 15,
      seed: 'repro',
      rounds: 4,
      presence: [
        [1, 2, 14, false],
        [1, 3, 14, true],
      ],
    });
    const full = e.wb;
    for (let r = 1; r <= 4; r++) {
      const rows = full.tabs.get('Tafelindeling')!;
      const people = new Set(
        rows
          .filter((x) => x[0] === r)
          .flatMap((x) => x.slice(2, 6))
          .filter((c) => c !== ''),
      );
      const copy = new MemoryWorkbook(full.tabs);
      copy.tabs.set(
        'Tafelindeling',
        rows.filter((x, i) => i === 0 || (x[0] as number) < r),
      );
      copy.tabs.set(
        'Uitslagen',
        full.tabs.get('Uitslagen')!.filter((x, i) => i === 0 || (x[0] as number) < r),
      );
      copy.tabs.set(
        'Deelnemers',
        full.tabs
          .get('Deelnemers')!
          .map((x, i) => (i === 0 ? x : [x[0], x[1], people.has(x[1] as string) ? 'ja' : 'nee'])),
      );
      const seed = String(rows.find((x) => x[0] === r)![6]);
      const o = drawOf(copy, { round: r, seed });
      expect(o.view.tables).toEqual(e.outcomes[r - 1]!.view.tables);
    }
  });

  test('an empty Tafelindeling tab made by hand is filled in; drawSeed changes every seed, and the same sheet gives the same seed', () => {
    const wb = workbook('spelavond', players(8));
    wb.tabs.set('Tafelindeling', [[], []]);
    const a = draw(wb);
    expect(tab(wb)[0]![0]).toBe('Ronde');
    const other = workbook('spelavond', players(8), [['drawSeed', 'NK 2025']]);
    expect(drawOf(other).view.seed).not.toBe(a.view.seed);
    expect(drawOf(workbook('spelavond', players(8))).view.seed).toBe(a.view.seed);
  });

  test('a round with results is not drawn again, nor a round before one already drawn', () => {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 8, seed: 'x', rounds: 2 });
    expect(errorsOf(() => drawOf(e.wb, { round: 2 }))).toEqual([
      'ronde 2 heeft al uitslagen in Uitslagen; een ronde met uitslagen wordt niet opnieuw ingedeeld',
    ]);
    expect(errorsOf(() => drawOf(e.wb, { round: 1 }))[0]).toMatch(/ronde 1 heeft al uitslagen/i);
  });

  test('after the last round of the event: a clear refusal', () => {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 6, seed: 'x' });
    expect(errorsOf(() => drawOf(e.wb))).toEqual(['alle 4 ronden zijn al ingedeeld (instelling roundsPerEvening)']);
  });

  test('an edited Tafelindeling is read back: unknown names and a player twice in a round are reported at their cell', () => {
    const wb = workbook('spelavond', players(8));
    draw(wb);
    tab(wb)[1]![2] = 'Onbekende';
    tab(wb)[2]![3] = tab(wb)[1]![3]!;
    const errors = errorsOf(() => drawOf(wb));
    expect(errors.some((e) => e.startsWith('Tafelindeling!C2: "Onbekende" staat niet in Deelnemers'))).toBe(true);
    expect(errors.some((e) => e.startsWith('Tafelindeling!D3:') && e.includes('speelt in ronde 1 al'))).toBe(true);
  });

  test('the organiser moved two players in round 1 before it was played: round 2 counts the edited round', () => {
    const wb = workbook('spelavond', players(8));
    draw(wb);
    const t = tab(wb);
    // Swap Speler 2 of table 1 with Speler 2 of table 2: new partner pairs.
    [t[1]![3], t[2]![3]] = [t[2]![3]!, t[1]![3]!];
    const partners = [
      [t[1]![2], t[1]![3]],
      [t[1]![4], t[1]![5]],
      [t[2]![2], t[2]![3]],
      [t[2]![4], t[2]![5]],
    ].map((p) => [...p].sort().join('&'));
    const o = draw(wb);
    const names = (ids: readonly number[]) =>
      ids
        .map((i) => o.competition.entrants[i]!.name)
        .sort()
        .join('&');
    for (const table of o.view.tables) for (const side of table.sides) expect(partners).not.toContain(names(side));
  });

  test('English tabs: Settings, Participants, a Tables tab with English words and the bye word', () => {
    const wb = new MemoryWorkbook({
      Settings: [
        ['Setting', 'Value'],
        ['type', 'keezen'],
        ['variant', 'nk4tegen4'],
      ],
      Participants: [['No', 'Name'], ...teamNames(5).map((n, i) => [i + 1, n])],
    });
    const o = draw(wb);
    expect(wb.tabs.get('Tables')![0]).toEqual(['Round', 'Table', 'Team A', 'Team B', 'Seed', 'Why']);
    expect(wb.tabs.get('Tables')!.at(-1)![1]).toBe('bye');
    expect(render(o.summary[0]!, 'en')).toMatch(/^Tables round 1: 2 tables, bye: .* \(seed \d+\)\.$/);
  });
});

describe('a season of evenings', () => {
  test('Uitslagen without an Avond column: Ronde counts on through the season in Tafelindeling too (round 4 = evening 2, round 1)', () => {
    const header = [
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
    ];
    const wb = workbook('buurtcompetitie', teamNames(6), [], [header]);
    const rows: Cell[][] = [];
    for (let r = 1; r <= 3; r++) {
      const o = draw(wb);
      expect(o.view.evening).toBe(1);
      for (const t of o.view.tables)
        rows.push([
          r,
          t.table,
          teamNames(6)[t.sides[0]![0]!]!,
          teamNames(6)[t.sides[1]![0]!]!,
          '1,2,3,4',
          '1,2,3,4',
          '-',
          '2',
          'ja',
          'A',
        ]);
      wb.tabs.set('Uitslagen', [header, ...rows]);
    }
    const o = draw(wb);
    expect([o.view.evening, o.view.round, o.view.typedRound]).toEqual([2, 1, 4]);
    expect(tab(wb)[0]!.slice(0, 2)).toEqual(['Ronde', 'Tafel']);
    expect(tab(wb).at(-1)![0]).toBe(4);
    expect(render(o.summary[0]!, 'nl')).toMatch(/^Tafelindeling ronde 4: 3 tafels/);
    // Evening 2 starts afresh: teams may meet again, but not twice tonight, and every team changes table.
    expect(o.teams!.cost.tonight).toBe(0);
  });

  test('with an Avond column the evening is written and shown', () => {
    const e = simulateKeezen({ variant: 'buurtcompetitie', entrants: 6, seed: 'avond', evenings: 2 });
    const last = e.outcomes.at(-1)!;
    expect(e.wb.tabs.get('Tafelindeling')![0]!.slice(0, 3)).toEqual(['Avond', 'Ronde', 'Tafel']);
    expect(render(last.summary[0]!, 'nl')).toMatch(/^Tafelindeling avond 2, ronde 3: 3 tafels/);
    expect(forms(e.wb).html).toContain('Avond <b>2</b>');
  });
});

describe('who is present', () => {
  test('Aanwezig = nee leaves a team out of the draw and the summary says so; ja brings it back', () => {
    const wb = workbook('nk4tegen4', teamNames(8));
    wb.tabs.get('Deelnemers')![3]![2] = 'nee';
    const o = draw(wb);
    expect(o.view.tables.flatMap((t) => t.sides.flat())).not.toContain(2);
    expect(o.view.byes).toHaveLength(1);
    expect(o.summary.map((m) => render(m, 'nl'))).toContain(
      `Niet aanwezig (Deelnemers, Aanwezig = nee): ${teamNames(8)[2]}.`,
    );
  });

  test('a value that is not ja or nee is refused at its cell', () => {
    const wb = workbook('nk4tegen4', teamNames(4));
    wb.tabs.get('Deelnemers')![2]![2] = 'misschien';
    expect(errorsOf(() => drawOf(wb))).toEqual(['Deelnemers!C3: "misschien" is geen ja of nee']);
  });

  test('too few present: refused with the count', () => {
    const wb = workbook('spelavond', players(3));
    expect(errorsOf(() => drawOf(wb))).toEqual([
      'te weinig spelers aanwezig (3); er zijn er minstens 4 nodig voor een tafel',
    ]);
  });
});

describe('byes and sit-outs count in the standings', () => {
  test('NK: the team with the bye scores a forfeit win (16 pawns against 8: 42 points)', () => {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 7, seed: 'bye', rounds: 1 });
    const byeTeam = e.outcomes[0]!.view.byes[0]!;
    const rows = outcomeOf(e.wb, 'updateStandings').changes.writes[0]!.rows;
    const row = rows.find((r) => r[2] === e.names[byeTeam])!;
    // Plaats, Nr, Naam, Gespeeld, Gewonnen, Gelijk, Verloren, Wedstrijdpunten, Spelpunten, Tegenpunten
    expect(row.slice(3, 10)).toEqual([1, 1, 0, 0, 2, 42, 16]);
  });

  test('buurtcompetitie: the bye wins 20 game points and 2 match points (forfeit with 0 pawns for the absent side)', () => {
    const e = simulateKeezen({ variant: 'buurtcompetitie', entrants: 5, seed: 'bye', rounds: 1 });
    const byeTeam = e.outcomes[0]!.view.byes[0]!;
    const rows = outcomeOf(e.wb, 'updateStandings').changes.writes[0]!.rows;
    const row = rows.find((r) => r[2] === e.names[byeTeam])!;
    expect(row.slice(3, 10)).toEqual([1, 1, 0, 0, 2, 20, 0]);
  });

  test('games night: a player sitting out gets his own average per game (byeScore = average)', () => {
    const e = simulateKeezen({ variant: 'spelavond', entrants: 9, seed: 'avg', rounds: 3 });
    const { competition } = e.outcomes[0]!;
    const rows = outcomeOf(e.wb, 'updateStandings').changes.writes[0]!.rows;
    const header = rows.findIndex((r) => r[0] === 'Plaats');
    for (const p of competition.entrants) {
      const row = rows.slice(header + 1).find((r) => r[2] === p.name)!;
      const sat = e.outcomes.filter((o) => o.view.byes.includes(p.id)).length;
      expect(row[3]).toBe(3 - sat);
    }
    // The spread of sit-outs over the night is at most 1.
    const counts = competition.entrants.map((p) => e.outcomes.filter((o) => o.view.byes.includes(p.id)).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  test('a bye of a round without results does not count yet; no "no form" note for it', () => {
    const wb = workbook(
      'nk4tegen4',
      teamNames(5),
      [],
      [['Ronde', 'Tafel', 'Team A', 'Team B', 'Binnen A', 'Binnen B', 'Uitgespeeld']],
    );
    draw(wb);
    const o = outcomeOf(wb, 'updateStandings');
    const rows = o.changes.writes[0]!.rows;
    expect(rows.filter((r) => typeof r[3] === 'number').every((r) => r[3] === 0)).toBe(true);
    expect(o.warnings).toEqual([]);
  });
});

describe('the views of a round', () => {
  test('the beamer tab lists every team by number with its table, the bye as "vrij", in large print', () => {
    const wb = workbook('nk4tegen4', teamNames(9));
    draw(wb);
    const o = tables(wb);
    const t = o.changes.writes[0]!;
    expect(t.name).toBe('Tafelindeling beamer');
    expect(t.largePrint).toBe(true);
    expect(t.rows[0]).toEqual(['Tafelindeling ronde 1']);
    const lines = t.rows.slice(3);
    expect(lines.map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(lines.filter((r) => r[2] === 'vrij')).toHaveLength(1);
    expect(o.html).toContain('<h1><span>Tafelindeling ronde 1</span>');
  });

  test('the score forms: one per table, the round and table numbers and the column words of Uitslagen', () => {
    const wb = workbook('nk4tegen4', teamNames(8));
    const d = draw(wb);
    const o = forms(wb);
    expect(o.changes).toEqual({ writes: [], appends: [] });
    expect(o.html.match(/<section class="form">/g)).toHaveLength(4);
    for (const t of d.view.tables) expect(o.html).toContain(`Tafel <b>${t.table}</b>`);
    for (const word of [
      'Binnen A',
      'Binnen B',
      'Uitgespeeld',
      'Winnaar',
      'Speeltijd',
      'Ingeleverd',
      'Handtekening team A',
      'Handtekening team B',
    ])
      expect(o.html).toContain(word);
    expect(o.html).toContain('@page { size: A4 portrait');
  });

  test('names are escaped in every page', () => {
    const evil = ['<script>alert(1)</script>', "'t Hart & Zn", '"Quotes"', 'Vier'];
    const wb = workbook('nk4tegen4', evil);
    draw(wb);
    for (const html of [forms(wb).html, tables(wb).html]) {
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&#39;t Hart &amp; Zn');
      expect(html).toContain('&quot;Quotes&quot;');
    }
  });

  test('a typo in Uitslagen does not block the views: the score forms and the beamer of the last round drawn still come out', () => {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 8, seed: 'typo', rounds: 2 });
    const results = e.wb.tabs.get('Uitslagen')!;
    results[1]![results[0]!.indexOf('Binnen A')] = 'zeventien';
    expect(errorsOf(() => drawOf(e.wb)).some((x) => x.startsWith('Uitslagen!'))).toBe(true);
    expect(forms(e.wb).html.match(/<section class="form">/g)).toHaveLength(4);
    expect(tables(e.wb).view.round).toBe(2);
  });

  test('the views still report problems in what they read: Deelnemers and Tafelindeling', () => {
    const wb = workbook('nk4tegen4', teamNames(8));
    draw(wb);
    tab(wb)[1]![2] = 'Onbekend team';
    expect(
      errorsOf(() => forms(wb)).some((x) => x.startsWith('Tafelindeling!C2: "Onbekend team" staat niet in Deelnemers')),
    ).toBe(true);
    expect(errorsOf(() => tables(wb)).some((x) => x.startsWith('Tafelindeling!C2:'))).toBe(true);
    tab(wb)[1]![2] = teamNames(8)[0]!;
    wb.tabs.get('Deelnemers')![2]![1] = teamNames(8)[0]!;
    expect(errorsOf(() => forms(wb)).some((x) => x.startsWith('Deelnemers!B3:'))).toBe(true);
  });

  test('a round that is not in Tafelindeling: a clear error', () => {
    const wb = workbook('nk4tegen4', teamNames(8));
    expect(errorsOf(() => forms(wb))).toEqual(['Tafelindeling heeft nog geen ronden; kies eerst Tafelindeling maken']);
    draw(wb);
    expect(errorsOf(() => forms(wb, 3))).toEqual(['Tafelindeling: ronde 3 staat niet in Tafelindeling']);
  });
});

describe('a Keizer workbook', () => {
  test('is refused: the draw is for Keezen', () => {
    const wb = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keizer'],
      ],
      Spelers: [['Naam'], ['A'], ['B']],
    });
    expect(() => drawOf(wb)).toThrow(InputError);
    expect(errorsOf(() => drawOf(wb))).toEqual([
      'Instellingen: de tafelindeling is er voor Keezen: zet in Instellingen de instelling type op keezen',
    ]);
  });
});

describe('tables of 5 and 6 (oddPlayers = tables)', () => {
  test('the tab has Speler 1 to 6 from the start; a table of five after a late arrival fits; a sit-out line never appears', () => {
    const wb = workbook('spelavond', players(9), [['oddPlayers', 'tables']]);
    wb.tabs.get('Deelnemers')![9]![2] = 'nee';
    draw(wb);
    expect(tab(wb)[0]).toEqual([
      'Ronde',
      'Tafel',
      'Speler 1',
      'Speler 2',
      'Speler 3',
      'Speler 4',
      'Speler 5',
      'Speler 6',
      'Loting',
      'Toelichting',
    ]);
    wb.tabs.get('Deelnemers')![9]![2] = 'ja';
    const o = draw(wb);
    expect(o.changes.appends).toHaveLength(1);
    const five = tab(wb).find((r) => r[0] === 2 && r[6] !== '')!;
    expect(five.slice(2, 7).every((c) => c !== '')).toBe(true);
    expect(String(five[9])).toMatch(/^tafel voor 5: ieder speelt voor zich/);
    expect(tab(wb).some((r) => r[1] === 'vrij')).toBe(false);
  });
});

describe('drawing twice', () => {
  test('a team event waits for results: drawing again before them draws the same round again, with the same tables', () => {
    const wb = workbook('nk4tegen4', teamNames(10));
    const a = draw(wb);
    const b = draw(wb);
    expect([b.view.round, b.view.seed]).toEqual([1, a.view.seed]);
    expect(b.view.tables).toEqual(a.view.tables);
    expect(render(b.summary[1]!, 'nl')).toBe(
      'Ronde 1 heeft nog geen uitslagen: opnieuw ingedeeld met dezelfde loting (dezelfde tafels, tenzij er iemand bij kwam of wegging). De volgende ronde komt na de uitslagen.',
    );
    // A late team: marked present and drawn in.
    wb.tabs.get('Deelnemers')!.push([11, 'Laatkomers', 'ja']);
    const c = draw(wb);
    expect(c.view.round).toBe(1);
    expect(c.view.byes.length + c.view.tables.length * 2).toBe(11);
    expect(tab(wb).filter((r) => r[0] === 1)).toHaveLength(6);
  });

  test('a games night moves on to the next round (partners need no results)', () => {
    const wb = workbook('spelavond', players(8));
    draw(wb);
    expect(draw(wb).view.round).toBe(2);
  });
});

describe('tables of 3, 5 or 6 players (oddPlayers = tables)', () => {
  test('once their round is played, the standings say that they do not count, at their row of Tafelindeling', () => {
    const e = simulateKeezen({
      variant: 'spelavond',
      entrants: 15,
      seed: 'odd',
      rounds: 2,
      settings: [['oddPlayers', 'tables']],
    });
    const outcome = outcomeOf(e.wb, 'updateStandings');
    const notes = outcome.warnings.filter((w) => w.message.key === 'kzOddTableNotCounted');
    expect(notes).toHaveLength(2);
    for (const w of notes) {
      expect(w.place!.tab).toBe('Tafelindeling');
      expect(render(w.message, 'nl')).toMatch(
        /^tafel \d+ \(3 spelers\) past niet op een scoreformulier met twee kanten en telt niet mee in de stand/,
      );
    }
  });

  test('typing the results of a round does not make the next draw forget who met at the table of 3', () => {
    // 7 players: a table of 2 v 2 (which has a score form) and a table of 3 (which has none).
    const round1 = () => {
      const wb = workbook('spelavond', players(7), [['oddPlayers', 'tables']]);
      const o = draw(wb);
      expect(o.view.tables.map((t) => t.sides.map((side) => side.length))).toEqual([
        [2, 2],
        [1, 1, 1],
      ]);
      return { wb, o };
    };
    const plain = round1();
    const typed = round1();
    const names = (ids: readonly number[]) => ids.map((e) => typed.o.competition.entrants[e]!.name);
    const [a, b] = typed.o.view.tables[0]!.sides;
    typed.wb.tabs.set('Uitslagen', [
      [
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
      ],
      [1, 1, ...names(a!), ...names(b!), 4, 4, 2, 1],
    ]);
    const before = draw(plain.wb);
    const after = draw(typed.wb);
    expect(after.view.round).toBe(2);
    expect(after.view.tables).toEqual(before.view.tables);
    expect(after.players!.soFar).toEqual(before.players!.soFar);
  });
});

describe('a draw by record while score forms of the round before are missing', () => {
  /** An NK of 8 teams after round 1, with the forms of tables 3 and 4 taken out of Uitslagen. */
  function formsOut(): MemoryWorkbook {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 8, seed: 'forms-missing', rounds: 1 });
    const results = e.wb.tabs.get('Uitslagen')!;
    const head = results[0]!.map(String);
    const table = head.indexOf('Tafel');
    e.wb.tabs.set(
      'Uitslagen',
      results.filter((r, i) => i === 0 || (r[table] !== 3 && r[table] !== 4)),
    );
    return e.wb;
  }

  test('asks before drawing: nothing written, the missing tables named with their teams', () => {
    const wb = formsOut();
    const before = tab(wb).map((r) => [...r]);
    const o = drawOf(wb);
    expect(o.changes.writes).toHaveLength(0);
    expect(o.changes.appends).toHaveLength(0);
    expect(o.missingForms!.round).toBe(1);
    expect(o.missingForms!.of).toBe(4);
    expect(o.missingForms!.tables.map((t) => t.table)).toEqual([3, 4]);
    const drawn = tab(wb).filter((r) => r[0] === 1 && r[1] === 3)[0]!;
    expect(o.missingForms!.tables[0]!.sides).toEqual([drawn[2], drawn[3]]);
    expect(render(o.summary[0]!, 'nl')).toBe('Van ronde 1 ontbreken nog 2 van 4 scoreformulieren');
    expect(tab(wb)).toEqual(before);
  });

  test('with the yes the round is drawn, and the note says the standings lack those games', () => {
    const wb = formsOut();
    const o = draw(wb, { accept: true });
    expect(o.missingForms).toBeUndefined();
    expect(tab(wb).some((r) => r[0] === 2)).toBe(true);
    expect(o.warnings.map((w) => render(w.message, 'nl'))).toContain(
      'ronde 1: 2 tafels zonder uitslag; de indeling gebruikt de stand zonder die partijen',
    );
  });

  test('every form in: no question', () => {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 8, seed: 'forms-missing', rounds: 1 });
    expect(drawOf(e.wb).missingForms).toBeUndefined();
  });

  test('a games night (not by record) never asks', () => {
    const e = simulateKeezen({ variant: 'spelavond', entrants: 12, seed: 'forms-missing', rounds: 1 });
    const results = e.wb.tabs.get('Uitslagen')!;
    e.wb.tabs.set('Uitslagen', results.slice(0, 2));
    expect(drawOf(e.wb).missingForms).toBeUndefined();
  });
});
