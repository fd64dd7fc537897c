/**
 * The shipped example season (examples/zwarte-dame, 28 rounds) fed in round by
 * round: before each round, the engine pairs the players present that night on
 * the season's real history, and the independent checker finds no violation
 * beyond the relaxations the engine names. (That history was paired by a naive
 * pairer, so it breaks rules itself: the engine must cope with it.)
 */
import { join } from 'node:path';
import { open } from '../../../../src/sheet/open';
import { pairingInput } from '../../../../src/core/keizer/pairing';
import { openCsvFolder } from '../../../../src/cli/files/csv';
import { checkPairing, pairRound } from '../../../../src/core/keizer/pairing';
import { hitKey, relaxedKeys } from '../../../../src/sim/keizerSeason';

test('every round of the example season is paired without a violation the engine did not name', () => {
  const wb = openCsvFolder(join(__dirname, '..', '..', '..', '..', 'examples', 'zwarte-dame'));
  const comp = open(wb, 'keizer').competition;
  let relaxedRounds = 0;
  for (let round = 1; round <= 28; round++) {
    const input = pairingInput(comp, round, [], `example-${round}`);
    const r = pairRound(input);
    expect(r.ok).toBe(true);
    if (!r.ok) continue;
    if (r.relaxation.length > 0) relaxedRounds++;
    const found = checkPairing(
      {
        round,
        players: comp.players,
        games: comp.games,
        absences: comp.absences,
        rules: comp.settings,
        neverPairs: [],
      },
      {
        games: r.boards.map((b) => ({ white: b.white, black: b.black })),
        byes: r.bye ? [{ player: r.bye.player, penalty: r.bye.penalty }] : [],
      },
    );
    expect(found.map((v) => hitKey(v.rule, v.players)).sort()).toEqual(relaxedKeys(r));
  }
  expect(relaxedRounds).toBeLessThanOrEqual(28);
});
