/**
 * The club night's corrections, each through its catalogue entry (as the sidebar, the menu and the command line run
 * it), on the shipped 34-player season at round 12 and a generated club of 70: a late arrival's game added to the
 * round recorded (an absence or bye of his moved to the game, the rules of "Ronde vastleggen" asked about), an
 * absence for a range of rounds (a row per round, shown in each round's attendance), a player who leaves (Actief =
 * nee, not paired from the next round), a new member (a row in Spelers, his start value as the standings give it).
 * Every refusal is located and writes nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sidebarView } from '../../src/actions/sidebarView';
import type { Cell } from '../../src/core/cell';
import { InputError, formatProblem } from '../../src/core/problems';
import { parseCsv } from '../../src/cli/files/csv';
import { msg, render } from '../../src/i18n';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { comp } from '../support/keizer';
import { runEntry, runEntryYes } from '../support/entries';

const TABS = ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig'] as const;
const cell = (c: unknown): Cell =>
  c === null || c === undefined ? '' : /^-?\d+$/.test(String(c)) ? Number(c) : String(c);

/** The shipped 34-player season with the rounds up to `played` only. */
function shipped(played: number): MemoryWorkbook {
  const tabs: Record<string, Cell[][]> = {};
  for (const tab of TABS) {
    const rows = parseCsv(
      readFileSync(join(__dirname, '..', '..', 'examples', 'zwarte-dame', `${tab}.csv`), 'utf8'),
    ).map((r) => r.map(cell));
    tabs[tab] =
      tab === 'Uitslagen' || tab === 'Afwezig'
        ? [rows[0]!, ...rows.slice(1).filter((r) => Number(r[0]) <= played)]
        : rows;
  }
  return new MemoryWorkbook(tabs);
}

/** A generated club of 70 with `played` of 30 rounds recorded. */
function club70(played: number): MemoryWorkbook {
  return new MemoryWorkbook(
    keizerTabs(simulateKeizerSeason({ players: 70, rounds: 30, played, seed: 'members-70' }).competition),
  );
}

const snapshot = (wb: MemoryWorkbook) => JSON.stringify(wb.tabNames().map((t) => [t, wb.read(t)]));

/** The located errors an entry refuses with (nothing written), in Dutch. */
function refusal(wb: MemoryWorkbook, id: string, values: Record<string, string>, shownRound?: number): string[] {
  const before = snapshot(wb);
  try {
    runEntry(wb, id, { values, ...(shownRound !== undefined ? { shownRound } : {}) });
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    expect(snapshot(wb)).toBe(before);
    return e.errors.map((p) => formatProblem(p, 'nl'));
  }
  throw new Error(`${id} ran`);
}

const summary = (r: ReturnType<typeof runEntry>) => r.ran.outcome.summary.map((m) => render(m, 'nl'));
const rowsOf = (wb: MemoryWorkbook, tab: string, round: number) =>
  wb
    .read(tab)!
    .filter((r) => r[0] === round)
    .map((r) => r.map(String));
const absentIn = (wb: MemoryWorkbook, round: number) =>
  wb
    .read('Afwezig')!
    .filter((r) => r[0] === round)
    .map((r) => [String(r[1]), String(r[2])]);

describe('a late arrival’s game added to the round recorded', () => {
  test('two players absent in round 12 of the shipped season: their game appended, their absence rows cleared, said so', () => {
    const wb = shipped(12);
    const [a, b] = absentIn(wb, 12).filter(([, reason]) => reason !== 'oneven');
    const games = rowsOf(wb, 'Uitslagen', 12).length;
    const r = runEntryYes(wb, 'addGame', { values: { white: a![0]!, black: b![0]!, result: '1-0' }, shownRound: 12 });
    expect(rowsOf(wb, 'Uitslagen', 12)).toHaveLength(games + 1);
    expect(wb.read('Uitslagen')!.at(-1)!.slice(0, 4)).toEqual([12, a![0], b![0], '1-0']);
    expect(absentIn(wb, 12).map(([n]) => n)).not.toContain(a![0]);
    expect(absentIn(wb, 12).map(([n]) => n)).not.toContain(b![0]);
    expect(summary(r)).toEqual([
      `Ronde 12: partij ${a![0]} – ${b![0]} 1-0 toegevoegd aan Uitslagen.`,
      `${a![0]} stond in ronde 12 in Afwezig (${a![1]}); die rij is leeggemaakt: hij speelt nu.`,
      `${b![0]} stond in ronde 12 in Afwezig (${b![1]}); die rij is leeggemaakt: hij speelt nu.`,
    ]);
    // The sidebar shows both paired in round 12, on the new board.
    const s = sidebarView(wb, 'nl', 12);
    expect(s.players.find((p) => p.name === a![0])!.status).toBe('paired');
    expect(s.games.at(-1)).toMatchObject({ white: a![0], black: b![0], result: '1-0' });
  });

  test('the result may wait: the game is added without one, and the round is the one recorded last', () => {
    const wb = club70(10);
    const [a, b] = absentIn(wb, 10).filter(([, reason]) => reason !== 'oneven');
    runEntryYes(wb, 'addGame', { values: { white: a![0]!, black: b![0]! } });
    expect(wb.read('Uitslagen')!.at(-1)!.slice(0, 4)).toEqual([10, a![0], b![0], '']);
  });

  test('the bye player is moved into the game with the late player: his bye row cleared', () => {
    const wb = club70(10);
    // The last round recorded with a bye and an absence in it.
    const round = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].find(
      (r) => absentIn(wb, r).some(([, why]) => why === 'oneven') && absentIn(wb, r).some(([, why]) => why !== 'oneven'),
    )!;
    const bye = absentIn(wb, round).find(([, reason]) => reason === 'oneven')!;
    const late = absentIn(wb, round).find(([, reason]) => reason !== 'oneven')!;
    const r = runEntryYes(wb, 'addGame', { values: { white: bye[0]!, black: late[0]!, round: String(round) } });
    expect(absentIn(wb, round).map(([n]) => n)).not.toContain(bye[0]);
    expect(summary(r)).toContain(
      `${bye[0]} stond in ronde ${round} in Afwezig (oneven); die rij is leeggemaakt: hij speelt nu.`,
    );
  });

  test('a rule of the pairing the game breaks is asked about first (nothing written); yes adds it', () => {
    const players = ['A', 'B', 'C', 'D', 'E', 'F'];
    const wb = new MemoryWorkbook(
      keizerTabs(
        comp(
          players,
          [
            [1, 'A', 'B', '1-0'],
            [1, 'C', 'D', '1-0'],
            [1, 'E', 'F', '1-0'],
            [2, 'C', 'E', ''],
            [2, 'D', 'F', ''],
          ],
          [
            [2, 'A', 'excused'],
            [2, 'B', 'excused'],
          ],
          { rounds: 10 },
        ),
      ),
    );
    const before = snapshot(wb);
    const first = runEntry(wb, 'addGame', { values: { white: 'B', black: 'A' } });
    expect(first.question!.lines.join('\n')).toMatch(/A.*B|B.*A/);
    expect(first.question!.lines.at(-1)).toBe('De partij B – A toch aan ronde 2 toevoegen?');
    expect(snapshot(wb)).toBe(before);
    runEntryYes(wb, 'addGame', { values: { white: 'B', black: 'A' } });
    expect(wb.read('Uitslagen')!.at(-1)!.slice(0, 3)).toEqual([2, 'B', 'A']);
  });

  test('refusals: an unknown name with "did you mean", a player already paired at his row, a round not recorded', () => {
    const wb = shipped(12);
    const paired = rowsOf(wb, 'Uitslagen', 12)[0]!;
    const absent = absentIn(wb, 12)[0]![0]!;
    expect(refusal(wb, 'addGame', { white: 'Henk de Graf', black: absent })).toEqual([
      expect.stringMatching(/onbekende speler "Henk de Graf".*Henk de Graaf/),
    ]);
    const row = wb.read('Uitslagen')!.findIndex((r) => r[0] === 12 && r[1] === paired[1]) + 1;
    expect(refusal(wb, 'addGame', { white: paired[1]!, black: absent })).toEqual([
      `Uitslagen!B${row}: ${paired[1]} speelt in ronde 12 al een partij; een tweede kan niet`,
    ]);
    expect(refusal(wb, 'addGame', { white: absent, black: paired[2]!, round: '13' })[0]).toMatch(
      /ronde 13 is nog niet vastgelegd/,
    );
    expect(refusal(wb, 'addGame', { white: absent, black: paired[2]!, round: '29' })).toEqual([
      'ronde 29 bestaat niet (1 tot en met 28)',
    ]);
    expect(refusal(wb, 'addGame', { white: absent, black: absent })[0]).toMatch(/speelt tegen zichzelf/);
    expect(refusal(wb, 'addGame', { white: absent })).toEqual(['vul zwart in']);
    expect(refusal(wb, 'addGame', { white: absent, black: 'x', result: '2-0' }).join('\n')).toMatch(
      /onbekende uitslag "2-0"/,
    );
    expect(refusal(wb, 'addGame', { white: absent, black: paired[2]!, round: 'twaalf' })).toEqual([
      'Ronde: "twaalf" is geen geheel getal',
    ]);
  });
});

describe('an absence for a range of rounds, entered once', () => {
  test('"afgemeld t/m ronde 18": a row per round 13..18, each round’s attendance shows him absent', () => {
    const wb = shipped(12);
    const name = String(wb.read('Spelers')![5]![0]);
    const r = runEntry(wb, 'reportAbsence', { values: { player: name, round: '13', to: '18' } });
    for (let round = 13; round <= 18; round++) {
      expect(absentIn(wb, round)).toContainEqual([name, 'afgemeld']);
      const p = sidebarView(wb, 'nl', round).players.find((x) => x.name === name)!;
      expect(p).toMatchObject({ status: 'absent', reason: 'excused' });
    }
    expect(summary(r)).toEqual([`${name} afwezig (afgemeld) in ronden 13, 14, 15, 16, 17 en 18: 6 rijen in Afwezig.`]);
    // Again, wider: only the rounds not there yet are added.
    const again = runEntry(wb, 'reportAbsence', {
      values: { player: name, round: '17', to: '19', reason: 'afgemeld' },
    });
    expect((again.ran.outcome as unknown as { rounds: number[] }).rounds).toEqual([19]);
  });

  test('the shown round is the first by default; another reason is written in the tab’s words', () => {
    const wb = club70(10);
    const name = String(wb.read('Spelers')![9]![0]);
    runEntry(wb, 'reportAbsence', { values: { player: name, reason: 'external' }, shownRound: 11 });
    expect(absentIn(wb, 11)).toContainEqual([name, 'extern']);
  });

  test('refusals, each at its place: a round he plays in, a range backwards, another reason there already', () => {
    const wb = shipped(12);
    const paired = rowsOf(wb, 'Uitslagen', 12)[0]![1]!;
    const row = wb.read('Uitslagen')!.findIndex((r) => r[0] === 12 && r[1] === paired) + 1;
    expect(refusal(wb, 'reportAbsence', { player: paired, round: '12', to: '14' })).toEqual([
      `Uitslagen!B${row}: ${paired} speelt in ronde 12: kies andere ronden, of haal die partij eerst weg`,
    ]);
    expect(refusal(wb, 'reportAbsence', { player: paired, round: '15', to: '13' })).toEqual([
      't/m ronde 13 ligt vóór ronde 15',
    ]);
    const [absent, reason] = absentIn(wb, 12).find(([, why]) => why === 'niet afgemeld' || why === 'afgemeld')!;
    const other = reason === 'afgemeld' ? 'niet afgemeld' : 'afgemeld';
    expect(refusal(wb, 'reportAbsence', { player: absent!, round: '12', reason: other })[0]).toMatch(
      new RegExp(`^Afwezig!B\\d+: ${absent} staat in ronde 12 al afwezig \\(${reason}\\)`),
    );
    expect(refusal(wb, 'reportAbsence', { player: absent!, round: '13', reason: 'oneven' })).toEqual([
      'oneven en straf-oneven worden door de indeling gegeven, niet met de hand',
    ]);
    expect(refusal(wb, 'reportAbsence', { player: 'Niemand' })[0]).toMatch(/onbekende speler "Niemand"/);
  });
});

test('Zwarte Dame regulations d.1: a penalty bye is no bye (A.9): an absence over it is refused naming it as the penalty bye', () => {
  const wb = shipped(13);
  const row = (name: string, round: number) =>
    wb.read('Afwezig')!.findIndex((r) => r[0] === round && r[1] === name) + 1;
  expect(refusal(wb, 'reportAbsence', { player: 'Ilse Vos', round: '13' })).toEqual([
    `Afwezig!B${row('Ilse Vos', 13)}: Ilse Vos heeft in ronde 13 straf-oneven (van de indeling); neem die ronde eerst terug of kies andere ronden`,
  ]);
  expect(refusal(wb, 'reportAbsence', { player: 'Z. Jansen', round: '11' })).toEqual([
    `Afwezig!B${row('Z. Jansen', 11)}: Z. Jansen heeft in ronde 11 oneven (van de indeling); neem die ronde eerst terug of kies andere ronden`,
  ]);
  expect(render(msg('absenceHasBye', 'Ilse Vos', 13, true), 'en')).toBe(
    'Ilse Vos has a penalty bye in round 13 (from the pairing); take that round back first or choose other rounds',
  );
});

describe('a player who leaves the competition', () => {
  test('Actief = nee in his own Spelers row; the next round’s attendance and pairing leave him out', () => {
    const wb = shipped(12);
    const spelers = wb.read('Spelers')!;
    const activeCol = spelers[0]!.indexOf('Actief');
    const at = 7;
    const name = String(spelers[at]![0]);
    const r = runEntry(wb, 'leave', { values: { player: name } });
    expect(wb.read('Spelers')![at]![activeCol]).toBe('nee');
    expect(wb.read('Spelers')!.filter((_, i) => i !== at)).toEqual(spelers.filter((_, i) => i !== at));
    expect(summary(r)[0]).toMatch(new RegExp(`^${name} stopt: Actief = nee in Spelers. Vanaf ronde 13`));
    expect(sidebarView(wb, 'nl', 13).players.map((p) => p.name)).not.toContain(name);
    runEntry(wb, 'makePairing');
    expect(JSON.stringify(wb.read('Indeling'))).not.toContain(JSON.stringify(name));
  });

  test('a player on the proposal of that round: said at his row of Indeling, to pair again', () => {
    const wb = shipped(12);
    runEntry(wb, 'makePairing');
    const indeling = wb.read('Indeling')!;
    const row = indeling.findIndex((r) => r[0] === 1) + 1;
    const name = String(indeling[row - 1]![1]);
    const r = runEntry(wb, 'leave', { values: { player: name } });
    expect(r.ran.outcome.warnings.map((w) => formatProblem(w, 'nl'))).toEqual([
      `Indeling, rij ${row}: ${name} staat op de voorgestelde indeling van ronde 13: maak de indeling opnieuw (Indeling maken)`,
    ]);
  });

  test('a Spelers tab without Actief gets the column, its header and his cell', () => {
    const wb = new MemoryWorkbook(keizerTabs(comp(['A', 'B', 'C', 'D'], [[1, 'A', 'B', '1-0']], [], { rounds: 5 })));
    const head = wb.read('Spelers')![0]!;
    if (head.includes('Actief')) {
      // The simulator writes Actief: take it away to have the case.
      const col = head.indexOf('Actief');
      const rows = wb.read('Spelers')!.map((r) => r.filter((_, i) => i !== col));
      wb.write({ name: 'Spelers', rows });
    }
    runEntry(wb, 'leave', { values: { player: 'C' } });
    const rows = wb.read('Spelers')!;
    const col = rows[0]!.indexOf('Actief');
    expect(col).toBeGreaterThan(0);
    expect(rows.find((r) => r[0] === 'C')![col]).toBe('nee');
  });

  test('refusals: a round he already plays in, a round after the next, a player stopped already', () => {
    const wb = club70(10);
    const paired = rowsOf(wb, 'Uitslagen', 10)[0]![1]!;
    expect(refusal(wb, 'leave', { player: paired, round: '10' })[0]).toMatch(
      new RegExp(`^Uitslagen!B\\d+: ${paired} speelt in ronde 10; stoppen kan`),
    );
    expect(refusal(wb, 'leave', { player: paired, round: '14' })).toEqual([
      'Actief geldt voor het hele seizoen: zet een speler op nee in de week dat hij stopt (vanaf ronde 11); tot ronde 14 speelt hij nog mee',
    ]);
    runEntry(wb, 'leave', { values: { player: paired } });
    expect(refusal(wb, 'leave', { player: paired })[0]).toMatch(/staat al op Actief = nee/);
  });
});

describe('a new member', () => {
  test('appended to Spelers from the next round (Vanaf ronde made when the tab lacks it), with the start value the standings show', () => {
    const wb = shipped(12);
    const r = runEntry(wb, 'addPlayer', { values: { name: 'Nieuw Lid', rating: '1805' } });
    const rows = wb.read('Spelers')!;
    const head = rows[0]!;
    const from = head.indexOf('Vanaf ronde');
    expect(from).toBeGreaterThan(0);
    const mine = rows.at(-1)!;
    expect(mine[0]).toBe('Nieuw Lid');
    expect(mine[head.indexOf('Rating')]).toBe(1805);
    expect(mine[head.indexOf('Actief')]).toBe('ja');
    expect(mine[from]).toBe(13);
    const value = (r.ran.outcome as unknown as { startValue: number }).startValue;
    expect(summary(r)).toEqual([`Nieuw Lid toegevoegd aan Spelers, vanaf ronde 13; beginwaarde ${value}.`]);
    // The standings after round 12 place him by rating: his Beginwaarde is that value.
    runEntry(wb, 'updateStandings', { round: 12 });
    const standings = wb.read('Ranglijst')!;
    const header = standings.findIndex((row) => row[0] === 'Plaats');
    const row = standings.find((x) => x[1] === 'Nieuw Lid')!;
    expect(row[standings[header]!.indexOf('Beginwaarde')]).toBe(value);
    // He is present in round 13 and paired.
    expect(sidebarView(wb, 'nl', 13).players.find((p) => p.name === 'Nieuw Lid')!.status).toBe('present');
  });

  test('70 players: a member from the round recorded last (a late arrival tonight), then his game', () => {
    const wb = club70(10);
    runEntry(wb, 'addPlayer', { values: { name: 'Laat Binnen', round: '10' } });
    const late = absentIn(wb, 10).find(([, reason]) => reason !== 'oneven')![0]!;
    runEntryYes(wb, 'addGame', { values: { white: 'Laat Binnen', black: late } });
    expect(wb.read('Uitslagen')!.at(-1)!.slice(0, 3)).toEqual([10, 'Laat Binnen', late]);
  });

  test('refusals: a name on the roster already (at its row), a round already played, a rating that is no number', () => {
    const wb = shipped(12);
    const name = String(wb.read('Spelers')![3]![0]);
    expect(refusal(wb, 'addPlayer', { name: name.toUpperCase() })).toEqual([
      `Spelers!A4: ${name} staat al in Spelers (Spelers!A4)`,
    ]);
    expect(refusal(wb, 'addPlayer', { name: 'Nieuw', round: '5' })).toEqual([
      'ronde 5 is al gespeeld: een nieuw lid begint op zijn vroegst in ronde 12, de laatst vastgelegde',
    ]);
    expect(refusal(wb, 'addPlayer', { name: 'Nieuw', rating: 'sterk' })).toEqual(['rating "sterk" is geen getal']);
    expect(refusal(wb, 'addPlayer', { rating: '1500' })).toEqual(['vul naam in']);
  });
});
