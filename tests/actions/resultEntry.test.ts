/**
 * Several results of a round in one call: the good entries written together
 * (each its own Uitslag cell, checked against its row), each bad one refused
 * on its own with why, a result already there no change, the last entry of a
 * game the one that counts.
 */
import { setResults } from '../../src/actions/resultEntry';
import { confirmOf, pairingOf } from '../support/entries';
import { formatProblem } from '../../src/core/problems';
import { render } from '../../src/i18n';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';

function confirmed(): { wb: MemoryWorkbook; round: number; games: string[][] } {
  const wb = new MemoryWorkbook(
    keizerTabs(simulateKeizerSeason({ players: 20, rounds: 20, played: 5, seed: 'results' }).competition),
  );
  applyChanges(wb, pairingOf(wb).changes);
  const c = confirmOf(wb, { accept: true });
  applyChanges(wb, c.changes);
  const round = c.round!;
  const games = wb
    .read('Uitslagen')!
    .filter((r) => r[0] === round)
    .map((r) => r.slice(1, 4).map(String));
  return { wb, round, games };
}

const resultsOf = (wb: MemoryWorkbook, round: number) =>
  wb
    .read('Uitslagen')!
    .filter((r) => r[0] === round)
    .map((r) => String(r[3] ?? ''));

describe('results of several boards in one call', () => {
  test('every entry written, one edit per game, in one outcome', () => {
    const { wb, round, games } = confirmed();
    const entries = games
      .slice(0, 3)
      .map(([white, black], i) => ({ white: white!, black: black!, result: ['1-0', '0-1', '½-½'][i]! }));
    const out = setResults(wb, { round, entries });
    expect(out.changes.edits).toHaveLength(3);
    expect(out.entries.map((e) => e.board)).toEqual([1, 2, 3]);
    applyChanges(wb, out.changes);
    expect(resultsOf(wb, round).slice(0, 4)).toEqual(['1-0', '0-1', '½-½', '']);
    expect(render(out.summary[0]!, 'nl')).toBe(`Ronde ${round}: 3 uitslagen opgeslagen.`);
  });

  test('a bad entry is refused on its own row with why; the others are written', () => {
    const { wb, round, games } = confirmed();
    const out = setResults(wb, {
      round,
      entries: [
        { white: games[0]![0]!, black: games[0]![1]!, result: '1-1' },
        { white: games[1]![0]!, black: games[1]![1]!, result: '+-' },
        { white: 'Niemand', black: games[2]![1]!, result: '1-0' },
      ],
    });
    expect(out.entries[0]!.problem && formatProblem(out.entries[0]!.problem, 'nl')).toMatch(/onbekende uitslag "1-1"/);
    expect(out.entries[1]!.problem).toBeUndefined();
    expect(out.entries[2]!.problem && formatProblem(out.entries[2]!.problem, 'nl')).toMatch(
      /^Uitslagen: geen partij Niemand/,
    );
    applyChanges(wb, out.changes);
    expect(resultsOf(wb, round).slice(0, 3)).toEqual(['', '+-', '']);
    expect(render(out.summary[0]!, 'nl')).toBe(`Ronde ${round}: 1 uitslag opgeslagen, 2 niet (zie de rij).`);
  });

  test('the last entry of a game counts (typed twice before the call went out); a result already there is no change', () => {
    const { wb, round, games } = confirmed();
    const [white, black] = games[0]!;
    const out = setResults(wb, {
      round,
      entries: [
        { white: white!, black: black!, result: '1-0' },
        { white: white!, black: black!, result: '0-1' },
      ],
    });
    expect(out.changes.edits).toHaveLength(1);
    expect(out.changes.edits![0]!.value).toBe('0-1');
    applyChanges(wb, out.changes);
    const again = setResults(wb, { round, entries: [{ white: white!, black: black!, result: '0-1' }] });
    expect(again.changes.edits ?? []).toHaveLength(0);
  });

  test('one entry says what the one-result call says: the board and the game', () => {
    const { wb, round, games } = confirmed();
    const [white, black] = games[1]!;
    const out = setResults(wb, { round, entries: [{ white: white!, black: black!, result: '=' }] });
    expect(render(out.summary[0]!, 'nl')).toBe(`Ronde ${round}, bord 2: ${white} – ${black} ½-½.`);
  });

  test('an empty result clears the cell', () => {
    const { wb, round, games } = confirmed();
    const [white, black] = games[0]!;
    applyChanges(wb, setResults(wb, { round, entries: [{ white: white!, black: black!, result: '1-0' }] }).changes);
    applyChanges(wb, setResults(wb, { round, entries: [{ white: white!, black: black!, result: '' }] }).changes);
    expect(resultsOf(wb, round)[0]).toBe('');
  });
});
