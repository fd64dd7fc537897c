/**
 * The pairing flow on an in-memory workbook: "Indeling maken" → (edit) →
 * "Ronde vastleggen" → results → next round, as a club leader does it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setAbsence } from '../../src/actions/clubNight';
import type { Cell } from '../../src/core/cell';
import { formatProblem } from '../../src/core/problems';
import { render } from '../../src/i18n';
import { toCsv } from '../../src/cli/files/csv';
import { pairingHtml } from '../../src/sheet/pairingTab';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';
import { errorsOf } from '../support/problems';
import { confirmOf, displayOf, outcomeOf, pairingOf, runEntry, runEntryYes } from '../support/entries';

function club(played = 6, players = 20, seed = 'flow'): MemoryWorkbook {
  const season = simulateKeizerSeason({ players, rounds: 28, played, seed });
  return new MemoryWorkbook(keizerTabs(season.competition));
}

function tab(wb: MemoryWorkbook, name: string): Cell[][] {
  return wb.read(name)!;
}

/** The table part of the Indeling tab: rows after the header "Bord | Wit | Zwart | Toelichting". */
function boardRows(wb: MemoryWorkbook): Cell[][] {
  const rows = tab(wb, 'Indeling');
  const at = rows.findIndex((r) => r[0] === 'Bord');
  return rows.slice(at + 1);
}

/** The same club's round 7 in the golden corpus (tests/golden/pairing-flow, replayed through the command line). */
const GOLDEN_ROUND7 = join(__dirname, '..', 'golden', 'pairing-flow', 'rounds', 'r06', 'Indeling.csv');

describe('Indeling maken (make pairing)', () => {
  test('pairs the next round into the Indeling tab: round, seed, boards, bye line', () => {
    const wb = club();
    const out = pairingOf(wb);
    applyChanges(wb, out.changes);
    const rows = tab(wb, 'Indeling');
    expect(rows[0]![0]).toBe('Indeling ronde 7 van 28');
    expect(rows[1]!.slice(0, 2)).toEqual(['Ronde', 7]);
    expect(rows[2]![0]).toBe('Loting');
    expect(rows[6]).toEqual(['Bord', 'Wit', 'Zwart', 'Toelichting']);
    const present = 20 - out.competition.absences.filter((a) => a.round === 7).length;
    const b = boardRows(wb);
    expect(b.filter((r) => typeof r[0] === 'number')).toHaveLength(Math.floor(present / 2));
    expect(b.some((r) => r[0] === 'oneven')).toBe(present % 2 === 1);
    expect(render(out.summary[0]!, 'nl')).toMatch(/^Indeling ronde 7: \d+ borden/);
  });

  test('the same sheet gives byte-identical pairings, those of the golden corpus', () => {
    const a = pairingOf(club());
    const b = pairingOf(club());
    expect(a.changes).toEqual(b.changes);
    const rows = a.changes.writes[0]!.rows;
    const width = Math.max(...rows.map((r) => r.length));
    expect(toCsv(rows.map((r) => [...r, ...Array<Cell>(width - r.length).fill('')]))).toBe(
      readFileSync(GOLDEN_ROUND7, 'utf8'),
    );
  });

  test('a new draw changes only the seed: same pairs, the seed goes up by one', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    const seed1 = Number(tab(wb, 'Indeling')[2]![1]);
    const pairs = (w: MemoryWorkbook) => boardRows(w).map((r) => [r[1], r[2]].sort().join('/'));
    const before = pairs(wb);
    applyChanges(wb, pairingOf(wb, { newDraw: true }).changes);
    expect(Number(tab(wb, 'Indeling')[2]![1])).toBe(seed1 + 1);
    expect(pairs(wb)).toEqual(before);
    // Making it again keeps the seed on the tab.
    applyChanges(wb, pairingOf(wb).changes);
    expect(Number(tab(wb, 'Indeling')[2]![1])).toBe(seed1 + 1);
  });

  test('--seed decides the seed shown', () => {
    const out = pairingOf(club(), { seed: 'clubavond' });
    expect(out.changes.writes[0]!.rows[2]).toEqual(['Loting', 'clubavond']);
  });

  test('absences of the round are its Afwezig rows; every other active player is present', () => {
    const wb = club();
    const rows = tab(wb, 'Afwezig');
    const players = tab(wb, 'Spelers')
      .slice(1)
      .map((r) => String(r[0]));
    rows.push([7, players[0]!, 'afgemeld'], [7, players[1]!, 'extern']);
    wb.tabs.set('Afwezig', rows);
    const out = pairingOf(wb);
    const paired = new Set(
      out.result.boards.flatMap((b) => [b.white, b.black]).concat(out.result.bye ? [out.result.bye.player] : []),
    );
    const names = [...paired].map((p) => out.competition.players[p]!.name);
    expect(names).not.toContain(players[0]);
    expect(names).not.toContain(players[1]);
    expect(paired.size).toBe(20 - out.competition.absences.filter((a) => a.round === 7).length);
  });

  test('a round that already has games is not paired again', () => {
    const wb = club();
    expect(errorsOf(() => pairingOf(wb, { round: 6 }))).toEqual([
      'Uitslagen: ronde 6 heeft al partijen in Uitslagen; verwijder die eerst om opnieuw in te delen',
    ]);
  });

  test('pairs in Nooit tegen elkaar are respected, unknown names reported at their cell', () => {
    const wb = club();
    const first = pairingOf(wb).result.boards[0]!;
    const comp = pairingOf(wb).competition;
    wb.tabs.set('Nooit tegen elkaar', [
      ['Speler 1', 'Speler 2'],
      [comp.players[first.white]!.name, comp.players[first.black]!.name],
    ]);
    const again = pairingOf(wb).result;
    expect(
      again.boards.some(
        (b) =>
          (b.white === first.white && b.black === first.black) || (b.white === first.black && b.black === first.white),
      ),
    ).toBe(false);
    wb.tabs.set('Nooit tegen elkaar', [
      ['Speler 1', 'Speler 2'],
      ['Niemand', comp.players[0]!.name],
    ]);
    expect(errorsOf(() => pairingOf(wb))[0]).toMatch(/^Nooit tegen elkaar!A2: onbekende speler "Niemand"/);
  });

  test('no pairing possible and no relaxation allowed: every reason listed, nothing written', () => {
    const wb = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['relaxation', 'geen'],
      ],
      Spelers: [['Naam'], ['Anna'], ['Bram'], ['Cees'], ['Daan']],
      Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']],
      'Nooit tegen elkaar': [
        ['Speler 1', 'Speler 2'],
        ['Anna', 'Bram'],
        ['Anna', 'Cees'],
        ['Anna', 'Daan'],
      ],
    });
    const errors = errorsOf(() => pairingOf(wb));
    expect(errors[0]).toBe(
      'Anna kan tegen niemand: Bram (staan in "Nooit tegen elkaar"), Cees (staan in "Nooit tegen elkaar"), Daan (staan in "Nooit tegen elkaar")',
    );
    expect(errors).toContain(
      'Geen indeling mogelijk binnen de regels, en versoepelen staat uit (instelling relaxation). Deel handmatig in op het tabblad Indeling.',
    );
  });

  test('English tabs get an English Pairing tab', () => {
    const wb = new MemoryWorkbook({
      Settings: [['Setting', 'Value']],
      Players: [['Name'], ['Anna'], ['Bram'], ['Cees']],
      Results: [['Round', 'White', 'Black', 'Result']],
    });
    const out = pairingOf(wb);
    applyChanges(wb, out.changes);
    const rows = wb.read('Pairing')!;
    expect(rows[0]![0]).toBe('Pairing round 1 of 28');
    expect(rows[6]).toEqual(['Board', 'White', 'Black', 'Why']);
    expect(rows[8]![0]).toBe('bye');
  });
});

describe('Ronde vastleggen (confirm round)', () => {
  test('appends the games with empty results to Uitslagen and the bye to Afwezig', () => {
    const wb = club(6, 21);
    applyChanges(wb, pairingOf(wb).changes);
    const before = tab(wb, 'Uitslagen').length;
    const out = confirmOf(wb);
    expect(out.asking).toBeUndefined();
    applyChanges(wb, out.changes);
    const games = tab(wb, 'Uitslagen').slice(before);
    const boards = boardRows(wb).filter((r) => typeof r[0] === 'number');
    expect(games).toEqual(boards.map((r) => [7, r[1], r[2], '']));
    const byeRow = boardRows(wb).find((r) => r[0] === 'oneven' || r[0] === 'straf-oneven');
    if (byeRow) expect(tab(wb, 'Afwezig').at(-1)).toEqual([7, byeRow[1], byeRow[0]]);
  });

  test('confirming twice changes nothing the second time', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    applyChanges(wb, confirmOf(wb).changes);
    const snapshot = JSON.stringify([...wb.tabs]);
    const again = confirmOf(wb);
    expect(again.changes).toEqual({ writes: [], appends: [] });
    expect(render(again.summary[0]!, 'nl')).toBe('Ronde 7 was al vastgelegd; er is niets veranderd.');
    applyChanges(wb, again.changes);
    expect(JSON.stringify([...wb.tabs])).toBe(snapshot);
  });

  test('a round that already has other games is refused, nothing written', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    const rows = tab(wb, 'Uitslagen');
    const names = tab(wb, 'Spelers')
      .slice(1)
      .map((r) => String(r[0]));
    rows.push([7, names[0]!, names[1]!, '']);
    wb.tabs.set('Uitslagen', rows);
    expect(errorsOf(() => confirmOf(wb))).toEqual([
      'Uitslagen: ronde 7 heeft al andere partijen in Uitslagen dan de indeling; er is niets vastgelegd. Maak de indeling gelijk aan Uitslagen, of verwijder de partijen van ronde 7 uit Uitslagen en leg de ronde opnieuw vast',
    ]);
  });

  test('an edited pairing that breaks rules: listed with their rows, nothing written until accepted', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    // The leader swaps in a rematch of round 6 (the first game of round 6) on board 1.
    const r6 = tab(wb, 'Uitslagen').find((r) => r[0] === 6)!;
    const rows = tab(wb, 'Indeling');
    const header = rows.findIndex((r) => r[0] === 'Bord');
    const b = boardRows(wb).filter((r) => typeof r[0] === 'number');
    // Remove the two players from wherever they are and put them on board 1 (as they played: colours not reversed).
    const others = b.flatMap((r) => [r[1], r[2]]).filter((n) => n !== r6[1] && n !== r6[2]);
    const bye = boardRows(wb).filter((r) => typeof r[0] !== 'number');
    const edited: Cell[][] = [[1, r6[1], r6[2], 'handmatig']];
    for (let i = 0; i + 1 < others.length; i += 2) edited.push([edited.length + 1, others[i], others[i + 1], '']);
    wb.tabs.set('Indeling', [...rows.slice(0, header + 1), ...edited, ...bye]);
    const first = confirmOf(wb);
    expect(first.asking).toBeDefined();
    expect(first.changes).toEqual({ writes: [], appends: [] });
    const lines = first.violations.map((p) => formatProblem(p, 'nl'));
    expect(
      lines.some(
        (l) =>
          l.startsWith(`Indeling!${header + 2}: ${r6[1]}, ${r6[2]}: pas 0 andere`) || l.includes('andere tegenstander'),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.includes('kleuren niet omgedraaid'))).toBe(true);
    const accepted = confirmOf(wb, { accept: true });
    expect(accepted.asking).toBeUndefined();
    applyChanges(wb, accepted.changes);
    expect(tab(wb, 'Uitslagen').filter((r) => r[0] === 7)[0]).toEqual([7, r6[1], r6[2], '']);
  });

  test('unknown names and unclear board cells in the edited tab are errors at their cell', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    const rows = tab(wb, 'Indeling');
    const header = rows.findIndex((r) => r[0] === 'Bord');
    rows[header + 1]![1] = 'Onbekende';
    rows[header + 2]![0] = 'x';
    wb.tabs.set('Indeling', rows);
    const errors = errorsOf(() => confirmOf(wb));
    expect(errors[0]).toMatch(new RegExp(`^Indeling!B${header + 2}: onbekende speler "Onbekende"`));
    expect(errors[1]).toBe(`Indeling!A${header + 3}: "x" is geen bordnummer en ook niet oneven of straf-oneven`);
  });

  test('a player left out, or an absent player paired, is a violation', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    const rows = tab(wb, 'Indeling');
    const header = rows.findIndex((r) => r[0] === 'Bord');
    const [removed] = rows.splice(header + 1, 1);
    wb.tabs.set('Indeling', rows);
    const lines = confirmOf(wb).violations.map((p) => formatProblem(p, 'nl'));
    expect(lines).toContain(
      `Indeling: ${removed![1]} is aanwezig maar niet ingedeeld (zet hem in Afwezig als hij er niet is)`,
    );
  });

  test('the whole season: pair, confirm, type results, update standings, 28 rounds without a violation', () => {
    const wb = club(0, 24, 'whole');
    for (let round = 1; round <= 28; round++) {
      applyChanges(wb, pairingOf(wb).changes);
      const c = confirmOf(wb);
      expect(c.violations).toEqual([]);
      applyChanges(wb, c.changes);
      // Results: white wins on odd boards, draws on even boards.
      const rows = tab(wb, 'Uitslagen').map((r, i) => (r[0] === round ? [r[0], r[1], r[2], i % 2 ? '1-0' : '½-½'] : r));
      wb.tabs.set('Uitslagen', rows);
    }
    expect(tab(wb, 'Uitslagen').filter((r) => r[0] === 28).length).toBeGreaterThan(0);
    const standings = outcomeOf(wb, 'updateStandings');
    expect(render(standings.summary[0]!, 'nl')).toMatch(/^Ranglijst na ronde 28/);
  });
});

describe('penalty bye (straf-oneven)', () => {
  test('flagged in Spelers, given in an odd round, written as straf-oneven and scored as absent without notice', () => {
    const wb = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['unexcused', '0%'],
        ['bye', '100%'],
      ],
      Spelers: [
        ['Naam', 'Straf-oneven'],
        ['Anna', ''],
        ['Bram', 'ja'],
        ['Cees', ''],
        ['Daan', ''],
        ['Els', ''],
      ],
      Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']],
    });
    const out = pairingOf(wb);
    expect(out.result.bye && out.competition.players[out.result.bye.player]!.name).toBe('Bram');
    // Zwarte Dame regulations, d.1 against A.9: the summaries the sidebar shows call a penalty bye a straf-oneven, never "oneven".
    expect(render(out.summary[0]!, 'nl')).toMatch(/, straf-oneven: Bram \(loting /);
    expect(render(out.summary[0]!, 'en')).toMatch(/, penalty bye: Bram \(seed /);
    applyChanges(wb, out.changes);
    expect(boardRows(wb).at(-1)!.slice(0, 2)).toEqual(['straf-oneven', 'Bram']);
    const confirmed = confirmOf(wb);
    expect(render(confirmed.summary[0]!, 'nl')).toBe(
      'Ronde 1 vastgelegd: 2 partijen in Uitslagen, Bram straf-oneven in Afwezig.',
    );
    applyChanges(wb, confirmed.changes);
    expect(tab(wb, 'Afwezig')).toEqual([
      ['Ronde', 'Naam', 'Reden'],
      [1, 'Bram', 'straf-oneven'],
    ]);
    // Round 2: the penalty is served; the regular bye goes to the lowest-ranked eligible player.
    wb.tabs.set(
      'Uitslagen',
      tab(wb, 'Uitslagen').map((r) => (r[0] === 1 ? [r[0], r[1], r[2], '1-0'] : r)),
    );
    const next = pairingOf(wb);
    expect(next.result.bye!.penalty).toBe(false);
    expect(render(next.summary[0]!, 'nl')).toMatch(/, oneven: \w+ \(loting /);
    const standings = outcomeOf(wb, 'updateStandings');
    const rows = standings.changes.writes[0]!.rows;
    const bram = rows.find((r) => r[1] === 'Bram')!;
    expect(bram[9]).toBe(1); // counted as an absence, not a bye
    expect(bram[10]).toBe(0);
  });
});

describe('the beamer', () => {
  test('a large-print tab from the (edited) Indeling tab', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    const out = displayOf(wb);
    const t = out.changes.writes[0]!;
    expect(t.name).toBe('Indeling beamer');
    expect(t.largePrint).toBe(true);
    expect(t.rows[0]).toEqual(['Ronde 7']);
    expect(t.rows[1]).toEqual(['Bord', 'Wit', 'Zwart']);
  });

  test('the HTML page escapes every name', () => {
    const wb = new MemoryWorkbook({
      Spelers: [['Naam'], ['<script>alert(1)</script>'], ['Bram & "Co"'], ["O'Neill"]],
      Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']],
    });
    applyChanges(wb, pairingOf(wb).changes);
    const d = displayOf(wb);
    const html = pairingHtml(d.pairing, d.competition.players, 'nl');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Bram &amp; &quot;Co&quot;');
    expect(html).toContain('O&#39;Neill');
  });
});

describe('edits that would make the tabs unreadable are errors, never accepted', () => {
  test.each([
    [
      'a player against himself',
      (rows: Cell[][], h: number) => (rows[h + 1]![2] = rows[h + 1]![1]!),
      'speelt tegen zichzelf',
    ],
    [
      'a player twice',
      (rows: Cell[][], h: number) => (rows[h + 2]![1] = rows[h + 1]![1]!),
      'staat twee keer in de indeling',
    ],
  ])('%s', (_label, edit, text) => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    const rows = tab(wb, 'Indeling');
    edit(
      rows,
      rows.findIndex((r) => r[0] === 'Bord'),
    );
    wb.tabs.set('Indeling', rows);
    const errors = errorsOf(() => confirmOf(wb, { accept: true }));
    expect(errors.join('\n')).toContain(text);
  });

  test('a player paired while marked absent', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    const rows = tab(wb, 'Indeling');
    const first = String(rows[rows.findIndex((r) => r[0] === 'Bord') + 1]![1]);
    wb.tabs.set('Afwezig', [...tab(wb, 'Afwezig'), [7, first, 'afgemeld']]);
    expect(errorsOf(() => confirmOf(wb, { accept: true })).join('\n')).toContain(
      `${first} is afwezig in deze ronde maar ingedeeld`,
    );
  });
});

describe('a round that needs a relaxation', () => {
  test('the relaxed rule is named on the tab, in the summary and as a note; confirm asks for it', () => {
    const wb = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['minOtherOpponents', 0],
      ],
      Spelers: [['Naam'], ['Anna'], ['Bram'], ['Cees']],
      Uitslagen: [
        ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
        [1, 'Bram', 'Cees', '1-0'],
        [2, 'Cees', 'Anna', '1-0'],
        [3, 'Anna', 'Bram', '1-0'],
      ],
      Afwezig: [
        ['Ronde', 'Naam', 'Reden'],
        [1, 'Anna', 'oneven'],
        [2, 'Bram', 'oneven'],
        [3, 'Cees', 'oneven'],
      ],
    });
    const out = pairingOf(wb);
    applyChanges(wb, out.changes);
    expect(tab(wb, 'Indeling')[3]!.slice(0, 2)).toEqual(['Versoepeld', 'maximum aantal onevens (1×)']);
    const notes = out.warnings.map((p) => formatProblem(p, 'nl'));
    expect(notes[0]).toMatch(/^Binnen de regels is geen indeling mogelijk; versoepeld: maximum aantal onevens \(1×\)/);
    expect(notes.some((n) => n.startsWith('oneven aantal aanwezig, maar niemand mag oneven zijn'))).toBe(true);
    expect(boardRows(wb).at(-1)![3]).toMatch(/VERSOEPELD: .*zou de 2e keer oneven zijn \(max 1\)/);
    const c = confirmOf(wb);
    expect(c.asking).toBeDefined();
    expect(c.violations.map((p) => formatProblem(p, 'nl'))[0]).toMatch(/zou de 2e keer oneven zijn \(max 1\)$/);
  });
});

describe('an owed penalty bye (Zwarte Dame regulations, d.1)', () => {
  const players: Cell[][] = [
    ['Naam', 'Rating', 'Actief', 'Straf-oneven'],
    ['Anna', 2000, 'ja', ''],
    ['Bram', 1900, 'ja', ''],
    ['Cees', 1800, 'ja', ''],
    ['Dirk', 1700, 'ja', ''],
    ['Eva', 1600, 'ja', 'ja'],
    ['Fons', 1500, 'ja', ''],
  ];
  const book = (results: Cell[][], absences: Cell[][]) =>
    new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keizer'],
        ['rounds', 10],
      ],
      Spelers: players,
      Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag'], ...results],
      Afwezig: [['Ronde', 'Naam', 'Reden'], ...absences],
    });
  const round1: Cell[][] = [
    [1, 'Anna', 'Bram', '1-0'],
    [1, 'Cees', 'Dirk', '1-0'],
  ];
  const waiting = (wb: MemoryWorkbook) =>
    pairingOf(wb)
      .warnings.map((w) => formatProblem(w, 'nl'))
      .filter((w) => w.includes('straf-oneven'));

  test('not given in an even round: said at the player, every round until it is given', () => {
    const r1 = book(round1, [
      [1, 'Eva', 'niet afgemeld'],
      [1, 'Fons', 'oneven'],
    ]);
    expect(waiting(r1)).toEqual([
      'Spelers!A6: Eva heeft nog een straf-oneven tegoed (Spelers, Straf-oneven) en krijgt die in ronde 2 niet (even aantal aanwezigen: niemand is oneven); dit wordt elke ronde gemeld tot hij hem krijgt',
    ]);
    const r2 = book(
      [...round1, [2, 'Anna', 'Eva', '1-0'], [2, 'Bram', 'Fons', '1-0'], [2, 'Cees', 'Dirk', '0-1']],
      [
        [1, 'Eva', 'niet afgemeld'],
        [1, 'Fons', 'oneven'],
      ],
    );
    expect(waiting(r2)).toHaveLength(1);
    expect(waiting(r2)[0]).toContain('ronde 3 niet');
    // Round 3 with Anna away: five present, Eva gets the penalty bye and nothing is said.
    const r3 = book(
      [...round1, [2, 'Anna', 'Eva', '1-0'], [2, 'Bram', 'Fons', '1-0'], [2, 'Cees', 'Dirk', '0-1']],
      [
        [1, 'Eva', 'niet afgemeld'],
        [1, 'Fons', 'oneven'],
        [3, 'Anna', 'afgemeld'],
      ],
    );
    const out = pairingOf(r3);
    expect(out.result.bye).toMatchObject({ player: 4, penalty: true });
    expect(waiting(r3)).toEqual([]);
  });
});

describe('a late arrival or a departure after Indeling maken (before the round is recorded)', () => {
  /** A club whose round 7 has an odd number present: the first proposal has a bye. */
  function oddClub(): { wb: MemoryWorkbook; late: string } {
    const wb = club();
    const first = pairingOf(wb);
    const present = first.result.present.map((p) => first.competition.players[p]!.name);
    // One of the present is the late arrival: absent while the pairing is made, so the round is odd without him.
    const late = present[3]!;
    if (present.length % 2 === 0) applyChanges(wb, setAbsence(wb, { round: 7, name: late, reason: 'excused' }).changes);
    else {
      const other = present[5]!;
      applyChanges(wb, setAbsence(wb, { round: 7, name: other, reason: 'excused' }).changes);
      applyChanges(wb, setAbsence(wb, { round: 7, name: late, reason: 'excused' }).changes);
    }
    applyChanges(wb, pairingOf(wb).changes);
    return { wb, late };
  }

  const pairs = (rows: Cell[][]) => rows.filter((r) => typeof r[0] === 'number').map((r) => `${r[1]}>${r[2]}`);

  test('a late arrival with a bye player: made again, the two play each other and every other board stays, colours too', () => {
    const { wb, late } = oddClub();
    const before = boardRows(wb);
    const bye = before.find((r) => r[0] === 'oneven')![1] as string;
    applyChanges(wb, setAbsence(wb, { round: 7, name: late }).changes);
    const again = pairingOf(wb);
    expect(again.overwrites).toBeUndefined();
    expect(again.remade?.came.map((p) => again.competition.players[p]!.name)).toEqual([late]);
    expect(again.remade?.changed).toHaveLength(1);
    applyChanges(wb, again.changes);
    const after = boardRows(wb);
    const changed = after.filter((r) => String(r[3]).startsWith('gewijzigd'));
    expect(changed.map((r) => [r[1], r[2]].sort())).toEqual([[late, bye].sort()]);
    expect(after.some((r) => r[0] === 'oneven')).toBe(false);
    const kept = new Set(pairs(before));
    expect(pairs(after).filter((p) => !kept.has(p))).toHaveLength(1);
    const summary = again.summary.map((m) => render(m, 'nl')).join('\n');
    expect(summary).toContain(`${late} is erbij gekomen: 1 bord gewijzigd (bord ${changed[0]![0]}: `);
    expect(again.summary.map((m) => render(m, 'en')).join('\n')).toContain(`${late} arrived: 1 board changed`);
  });

  test('a departure: made again, the fewest boards change and the summary counts and names them', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    const before = boardRows(wb);
    const gone = before.find((r) => r[0] === 2)![1] as string;
    applyChanges(wb, setAbsence(wb, { round: 7, name: gone, reason: 'excused' }).changes);
    const again = pairingOf(wb);
    expect(again.remade?.went.map((p) => again.competition.players[p]!.name)).toEqual([gone]);
    const n = again.remade!.changed.length;
    expect(n).toBe(again.result.cost.changed);
    expect(n).toBeLessThanOrEqual(2);
    const summary = render(again.summary[0]!, 'nl');
    expect(summary).toMatch(new RegExp(`^${gone} is weg: ${n === 1 ? '1 bord gewijzigd' : `${n} borden gewijzigd`}`));
    for (const board of again.remade!.changed) expect(summary).toContain(`bord ${board}: `);
    applyChanges(wb, again.changes);
    const kept = new Set(pairs(before));
    expect(pairs(boardRows(wb)).filter((p) => !kept.has(p))).toHaveLength(n);
    expect(confirmOf(wb).violations).toEqual([]);
  });

  test('Ronde vastleggen on a stale proposal: asks, saying who came, and records nothing; a departure is refused', () => {
    const { wb, late } = oddClub();
    applyChanges(wb, setAbsence(wb, { round: 7, name: late }).changes);
    const asked = confirmOf(wb);
    expect(asked.asking).toBeDefined();
    expect(asked.changes.appends).toEqual([]);
    expect(formatProblem(asked.asking!.findings[0]!, 'nl')).toBe(
      `Indeling: De indeling van ronde 7 is gemaakt vóór ${late} erbij kwam. Maak de indeling opnieuw (Indeling maken): de borden die kunnen blijven, blijven staan.`,
    );
    applyChanges(wb, pairingOf(wb).changes);
    const paired = boardRows(wb).find((r) => r[0] === 1)![1] as string;
    applyChanges(wb, setAbsence(wb, { round: 7, name: paired, reason: 'excused' }).changes);
    expect(errorsOf(() => confirmOf(wb))[0]).toBe(
      `Indeling: De indeling van ronde 7 is gemaakt vóór ${paired} wegging. Maak de indeling opnieuw (Indeling maken): de borden die kunnen blijven, blijven staan.`,
    );
  });

  test('no change in who is present: made again it is the same tab, nothing said; a redraw ignores the old proposal', () => {
    const wb = club();
    applyChanges(wb, pairingOf(wb).changes);
    const first = tab(wb, 'Indeling');
    const again = pairingOf(wb);
    expect(again.remade).toBeUndefined();
    expect(again.overwrites).toBeUndefined();
    applyChanges(wb, again.changes);
    expect(tab(wb, 'Indeling')).toEqual(first);
    const gone = boardRows(wb).find((r) => r[0] === 1)![1] as string;
    applyChanges(wb, setAbsence(wb, { round: 7, name: gone, reason: 'excused' }).changes);
    const redraw = pairingOf(wb, { newDraw: true });
    expect(redraw.remade).toBeUndefined();
    expect(redraw.result.boards.every((b) => b.kept === undefined)).toBe(true);
  });
});

describe('Indeling maken after a round recorded before all its results are in', () => {
  /** Round 7 paired and recorded through the entries; its results not typed yet. */
  function recorded(players = 20): MemoryWorkbook {
    const wb = club(6, players);
    runEntry(wb, 'makePairing');
    runEntryYes(wb, 'confirmRound');
    return wb;
  }
  const round7 = (wb: MemoryWorkbook) =>
    tab(wb, 'Uitslagen').flatMap((r, i) => (r[0] === 7 ? [{ r, row: i + 1 }] : []));

  test('asks first, naming each board without a result at its row of Uitslagen; nothing written until the yes', () => {
    const wb = recorded();
    const games = round7(wb);
    // Two results are in, the rest not.
    const rows = tab(wb, 'Uitslagen');
    rows[games[0]!.row - 1]![3] = '1-0';
    rows[games[2]!.row - 1]![3] = '½-½';
    wb.tabs.set('Uitslagen', rows);
    const before = JSON.stringify([...wb.tabs]);
    const asked = runEntry(wb, 'makePairing');
    expect(JSON.stringify([...wb.tabs])).toBe(before);
    const q = asked.question!;
    expect(q.title).toBe('Competitieleider: indeling maken');
    const open = games.filter((_, i) => i !== 0 && i !== 2);
    expect(q.lines).toEqual([
      `Van ronde 7 hebben ${open.length} borden nog geen uitslag. De indeling van ronde 8 telt die partijen als gespeeld; een uitslag die anders uitvalt (een reglementaire, een afzegging) verandert de indeling daarna niet meer. Er is nog niets veranderd.`,
      '',
      ...open.map(
        ({ r, row }) =>
          `Uitslagen, rij ${row}: bord ${games.findIndex((g) => g.row === row) + 1}: ${r[1]} – ${r[2]}: nog geen uitslag`,
      ),
      '',
      'Ronde 8 toch indelen?',
    ]);
    // The yes to what was shown: round 8 is paired.
    const yes = runEntryYes(wb, 'makePairing');
    expect(yes.question).toBeUndefined();
    expect(tab(wb, 'Indeling')[1]!.slice(0, 2)).toEqual(['Ronde', 8]);
  });

  test('a yes to what was shown, after a result was typed since: asks again, saying so', () => {
    const wb = recorded();
    const first = runEntry(wb, 'makePairing').question!;
    const rows = tab(wb, 'Uitslagen');
    rows[round7(wb)[0]!.row - 1]![3] = '0-1';
    wb.tabs.set('Uitslagen', rows);
    const stale = runEntry(wb, 'makePairing', { accepted: true, consent: first.consent! });
    expect(stale.question).toBeDefined();
    expect(stale.question!.lines[0]).toBe(
      'Uitslagen of het tabblad Indeling is veranderd sinds de vraag: kijk opnieuw.',
    );
    expect(stale.question!.consent).not.toBe(first.consent);
    expect(tab(wb, 'Indeling')[1]!.slice(0, 2)).toEqual(['Ronde', 7]);
  });

  test('every result in: nothing to ask', () => {
    const wb = recorded();
    const rows = tab(wb, 'Uitslagen');
    for (const { row } of round7(wb)) rows[row - 1]![3] = '1-0';
    wb.tabs.set('Uitslagen', rows);
    expect(runEntry(wb, 'makePairing').question).toBeUndefined();
    expect(tab(wb, 'Indeling')[1]!.slice(0, 2)).toEqual(['Ronde', 8]);
  });

  test('many boards: the first 25 named, the rest as "… en nog N"; in English too', () => {
    const wb = recorded(60);
    const boards = round7(wb).length;
    expect(boards).toBeGreaterThan(25);
    const q = runEntry(wb, 'makePairing').question!;
    expect(q.lines.filter((l) => l.startsWith('Uitslagen, rij'))).toHaveLength(25);
    expect(q.lines).toContain(`… en nog ${boards - 25}`);
    const en = runEntry(wb, 'makePairing', {}, 'en').question!;
    expect(en.title).toBe('Competitieleider: make the pairing');
    expect(en.lines.at(-1)).toBe('Pair round 8 anyway?');
    expect(en.lines).toContain(`… and ${boards - 25} more`);
  });

  test('with an Indeling edited by hand as well: one question, the overwrite first, and one yes for both', () => {
    const wb = recorded();
    runEntryYes(wb, 'makePairing');
    const rows = tab(wb, 'Indeling');
    const header = rows.findIndex((r) => r[0] === 'Bord');
    const board = rows[header + 1]!;
    [board[1], board[2]] = [board[2]!, board[1]!];
    wb.tabs.set('Indeling', rows);
    const q = runEntry(wb, 'newDraw').question!;
    expect(q.title).toBe('Competitieleider: indeling maken');
    const findings = q.lines.slice(2, q.lines.indexOf('', 2));
    expect(findings[0]).toBe(
      'Het tabblad Indeling van ronde 8 wijkt op 1 bord af van wat de loting erop nu geeft: met de hand gewijzigd, of de aanwezigheid is sindsdien veranderd.',
    );
    expect(findings.slice(1).every((l) => l.includes('nog geen uitslag'))).toBe(true);
    expect(q.lines.at(-1)).toBe(
      'Ronde 8 toch indelen? Dat overschrijft het tabblad Indeling (terughalen kan met Bestand → Versiegeschiedenis).',
    );
    const yes = runEntryYes(wb, 'newDraw');
    expect(yes.question).toBeUndefined();
    expect(tab(wb, 'Indeling')[header + 1]!.slice(1, 3)).toEqual([board[2], board[1]]);
  });
});

describe('a late entrant added to Spelers without Vanaf ronde', () => {
  test('said at his name when the round is paired, before he plays, with the fix; in English too', () => {
    const wb = club();
    const players = tab(wb, 'Spelers');
    players.push(['Nieuwkomer', 1500, ...players[0]!.slice(2).map(() => '')]);
    players[players.length - 1]![3] = 'ja';
    wb.tabs.set('Spelers', players);
    const out = outcomeOf(wb, 'makePairing');
    const said = out.warnings.filter((w) => render(w.message, 'nl').includes('Vanaf ronde'));
    expect(said.map((w) => formatProblem(w, 'nl'))).toEqual([
      `Spelers!A${players.length}: Nieuwkomer staat in geen partij en geen afwezigheid van de 6 gespeelde ronden, en Vanaf ronde is leeg: zo telt hij mee vanaf ronde 1, met 0 punten voor elke gespeelde ronde. Doet hij later mee, vul "Vanaf ronde" in (7 als hij in ronde 7 begint)`,
    ]);
    expect(formatProblem(said[0]!, 'en')).toContain('fill in "From round" (7 if he starts in round 7)');
    // With Vanaf ronde filled in: nothing to say.
    const header = players[0]!;
    if (!header.includes('Vanaf ronde')) {
      header.push('Vanaf ronde');
      for (const r of players.slice(1)) r.push('');
    }
    players[players.length - 1]![header.indexOf('Vanaf ronde')] = 7;
    wb.tabs.set('Spelers', players);
    expect(outcomeOf(wb, 'makePairing').warnings.some((w) => render(w.message, 'nl').includes('Vanaf ronde'))).toBe(
      false,
    );
  });
});
