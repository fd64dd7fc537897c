/**
 * A board of the proposal edited in the sidebar: the seating after a swap or a
 * board set by hand (pure), the verdict of Ronde vastleggen's own checker on
 * the edited pairing before anything is written, and the write: only the name
 * cells that change (and the changed board's Toelichting), each row checked to
 * still hold what was read, so Ronde vastleggen then records exactly the
 * edited pairing.
 */
import { editBoards, editSeating, Seating } from '../../src/actions/boardEdit';
import { confirmOf, pairingOf } from '../support/entries';
import { formatProblem, isInputError } from '../../src/core/problems';
import { render } from '../../src/i18n';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';

const seating = (): Seating => ({
  games: [
    { white: 0, black: 1 },
    { white: 2, black: 3 },
  ],
  byes: [{ player: 4 }],
});

describe('the seating after an edit', () => {
  test('a swap of two players on different boards exchanges their places, colours kept', () => {
    expect(editSeating(seating(), { kind: 'swap', a: 1, b: 2 }).games).toEqual([
      { white: 0, black: 2 },
      { white: 1, black: 3 },
    ]);
  });

  test('a swap on one board exchanges the colours', () => {
    expect(editSeating(seating(), { kind: 'swap', a: 0, b: 1 }).games[0]).toEqual({ white: 1, black: 0 });
  });

  test('a swap with the bye player gives the bye to the other', () => {
    const after = editSeating(seating(), { kind: 'swap', a: 4, b: 3 });
    expect(after.games[1]).toEqual({ white: 2, black: 4 });
    expect(after.byes).toEqual([{ player: 3 }]);
  });

  test('a player the pairing leaves out takes the place of the other, who is left out', () => {
    const after = editSeating(seating(), { kind: 'swap', a: 9, b: 0 });
    expect(after.games[0]).toEqual({ white: 9, black: 1 });
    expect([...after.games.flatMap((g) => [g.white, g.black]), ...after.byes.map((b) => b.player)]).not.toContain(0);
  });

  test('a board set by hand: whoever sat there takes the places the new players left, in order', () => {
    const after = editSeating(seating(), { kind: 'set', game: 0, white: 3, black: 4 });
    expect(after.games).toEqual([
      { white: 3, black: 4 },
      { white: 2, black: 0 },
    ]);
    expect(after.byes).toEqual([{ player: 1 }]);
  });

  test('the same player twice is refused', () => {
    expect(() => editSeating(seating(), { kind: 'swap', a: 1, b: 1 })).toThrow();
    expect(() => editSeating(seating(), { kind: 'set', game: 0, white: 2, black: 2 })).toThrow();
  });

  test('the edit leaves the seating it was given as it was', () => {
    const before = seating();
    editSeating(before, { kind: 'swap', a: 1, b: 2 });
    expect(before).toEqual(seating());
  });
});

function proposed(): { wb: MemoryWorkbook; round: number } {
  const wb = new MemoryWorkbook(
    keizerTabs(simulateKeizerSeason({ players: 21, rounds: 20, played: 6, seed: 'board-edit' }).competition),
  );
  const made = pairingOf(wb);
  applyChanges(wb, made.changes);
  return { wb, round: made.result.round };
}

/** The boards of the Indeling tab: [board, white, black, why]. */
function boards(wb: MemoryWorkbook): string[][] {
  const rows = wb.read('Indeling')!;
  const head = rows.findIndex((r) => r[0] === 'Bord');
  return rows.slice(head + 1).map((r) => r.slice(0, 4).map(String));
}

describe('an edit of the Indeling tab from the sidebar', () => {
  test('the verdict is that of Ronde vastleggen, and a preview writes nothing', () => {
    const { wb, round } = proposed();
    const before = boards(wb);
    const [a, b] = [before[0]![1]!, before[1]![1]!];
    const preview = editBoards(wb, { round, edit: { kind: 'swap', a, b }, write: false });
    expect(preview.changes.edits ?? []).toHaveLength(0);
    expect(preview.changed.map((c) => c.board)).toEqual([1, 2]);
    // The same pairing edited by hand in the tab: the confirm's checker finds the same rules broken.
    const byHand = new MemoryWorkbook(Object.fromEntries(wb.tabNames().map((t) => [t, wb.read(t)!])));
    applyChanges(byHand, editBoards(byHand, { round, edit: { kind: 'swap', a, b }, write: true }).changes);
    const confirm = confirmOf(byHand);
    expect(preview.violations.map((p) => formatProblem(p, 'nl'))).toEqual(
      confirm.violations.map((p) => formatProblem(p, 'nl')),
    );
    expect(boards(wb)).toEqual(before);
  });

  test('the write changes only the names that move and the Toelichting of their boards; confirming records them', () => {
    const { wb, round } = proposed();
    const before = boards(wb);
    const [a, b] = [before[0]![2]!, before[2]![2]!];
    const out = editBoards(wb, { round, edit: { kind: 'swap', a, b }, write: true });
    expect(out.changes.writes).toHaveLength(0);
    expect(out.changes.appends).toHaveLength(0);
    applyChanges(wb, out.changes);
    const after = boards(wb);
    expect(after[0]).toEqual([before[0]![0], before[0]![1], b, 'met de hand gewijzigd']);
    expect(after[2]).toEqual([before[2]![0], before[2]![1], a, 'met de hand gewijzigd']);
    expect(after.filter((_, i) => i !== 0 && i !== 2)).toEqual(before.filter((_, i) => i !== 0 && i !== 2));
    expect(render(out.summary[0]!, 'nl')).toBe(`Indeling ronde ${round}: bord 1, bord 3 met de hand gewijzigd.`);
    const confirmed = confirmOf(wb, { accept: true });
    applyChanges(wb, confirmed.changes);
    const games = wb.read('Uitslagen')!.filter((r) => r[0] === round);
    expect(games[0]!.slice(1, 3)).toEqual([before[0]![1], b]);
    expect(games[2]!.slice(1, 3)).toEqual([before[2]![1], a]);
  });

  test('each written row must still hold the names read: a tab changed meanwhile gets nothing', () => {
    const { wb, round } = proposed();
    const before = boards(wb);
    const out = editBoards(wb, { round, edit: { kind: 'swap', a: before[0]![1]!, b: before[1]![1]! }, write: true });
    const check = out.changes.edits!.filter((e) => e.expect);
    expect(check.map((e) => e.row)).toHaveLength(2);
    for (const e of check) expect(e.expect!.cells.map((c) => c.value)).toHaveLength(2);
  });

  test('a board set by hand with a player twice is what Ronde vastleggen never accepts: refused, nothing written', () => {
    const { wb, round } = proposed();
    const before = boards(wb);
    // The bye player onto board 1 against its own black: the bye player leaves the bye line; fine. Against himself: refused.
    expect(() =>
      editBoards(wb, {
        round,
        edit: { kind: 'set', board: 1, white: before[0]![1]!, black: before[0]![1]! },
        write: true,
      }),
    ).toThrow();
    expect(boards(wb)).toEqual(before);
  });

  test('a round already recorded is no proposal: refused with why', () => {
    const { wb, round } = proposed();
    applyChanges(wb, confirmOf(wb, { accept: true }).changes);
    const before = boards(wb);
    try {
      editBoards(wb, { round, edit: { kind: 'swap', a: before[0]![1]!, b: before[1]![1]! }, write: false });
      throw new Error('not refused');
    } catch (e) {
      expect(isInputError(e)).toBe(true);
      if (isInputError(e))
        expect(formatProblem(e.errors[0]!, 'nl')).toBe(
          `ronde ${round} is al vastgelegd; de indeling is geen voorstel meer`,
        );
    }
  });

  test('another round than the tab holds is refused (the sidebar is stale)', () => {
    const { wb, round } = proposed();
    const before = boards(wb);
    expect(() =>
      editBoards(wb, { round: round + 1, edit: { kind: 'swap', a: before[0]![1]!, b: before[1]![1]! }, write: false }),
    ).toThrow(/van ronde/);
  });
});

describe('a penalty bye (Zwarte Dame regulations, d.1) is no bye (A.9): the edit names it as a penalty bye', () => {
  test('moving the penalty bye in the sidebar: the summary and the changed line say straf-oneven (penalty bye), not oneven', () => {
    const { competition } = simulateKeizerSeason({ players: 21, rounds: 20, played: 6, seed: 'board-edit' });
    const first = proposed();
    // The player on board 1 owes a penalty bye: the pairing gives it to him instead of the bye.
    const owing = boards(first.wb)[0]![1]!;
    const wb = new MemoryWorkbook(
      keizerTabs({
        ...competition,
        players: competition.players.map((p) => (p.name === owing ? { ...p, penaltyByes: 1 } : p)),
      }),
    );
    const made = pairingOf(wb);
    applyChanges(wb, made.changes);
    const round = made.result.round;
    const line = boards(wb).find((r) => r[1] === owing)!;
    expect(line[0]).toBe('straf-oneven');
    const other = boards(wb)[1]![1]!;
    const out = editBoards(wb, { round, edit: { kind: 'swap', a: owing, b: other }, write: true });
    expect(out.changed.map((c) => c.board)).toEqual([2, 'penaltyBye']);
    expect(render(out.summary[0]!, 'nl')).toBe(`Indeling ronde ${round}: bord 2, straf-oneven met de hand gewijzigd.`);
    expect(render(out.summary[0]!, 'en')).toBe(`Pairing round ${round}: board 2, penalty bye changed by hand.`);
    // The row of the penalty bye line must still hold what was read, said as that line.
    const moved = out.changes.edits!.find((e) => e.value === other && e.expect)!.expect!.moved;
    expect(render(moved, 'nl')).toMatch(/^de straf-oneven-regel is intussen/);
    expect(render(moved, 'en')).toMatch(/^the penalty bye line has been changed/);
  });

  test('an ordinary bye moved is still called the bye', () => {
    const { wb, round } = proposed();
    const bye = boards(wb).find((r) => r[0] === 'oneven')!;
    const out = editBoards(wb, { round, edit: { kind: 'swap', a: bye[1]!, b: boards(wb)[0]![1]! }, write: false });
    expect(out.changed.map((c) => c.board)).toEqual([1, 'bye']);
  });
});
