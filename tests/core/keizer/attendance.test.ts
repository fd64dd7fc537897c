import { attendanceNotes, byeNotes, unmarkedEntrants } from '../../../src/core/keizer/attendance';
import { comp, ranked, GIVEN } from '../../support/keizer';

describe('attendance: the silent zeros of the rounds played', () => {
  test('a present player without a game or an absence in a round with results is named with that round', () => {
    const c = comp(
      ranked('A', 'B', 'C', 'D', 'E'),
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', '0-1'],
        [2, 'A', 'C', '1-0'],
        [2, 'B', 'E', '½-½'],
      ],
      [
        [1, 'E', 'bye'],
        [2, 'D', 'excused'],
      ],
      GIVEN,
    );
    expect(attendanceNotes(c, 2)).toEqual([]);
    const missing = comp(
      ranked('A', 'B', 'C', 'D', 'E'),
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', '0-1'],
        [2, 'A', 'C', '1-0'],
        [2, 'B', 'E', '½-½'],
        [3, 'A', 'B', ''],
      ],
      [[1, 'E', 'bye']],
      GIVEN,
    );
    // D is in round 1 only; round 3 has no result yet and is not counted.
    expect(attendanceNotes(missing, 3)).toEqual([{ kind: 'missing', player: 3, rounds: [2] }]);
  });

  test('an inactive player, or one before his Vanaf ronde, is not missed', () => {
    const c = comp(
      [...ranked('A', 'B', 'C'), { name: 'D', active: false }, { name: 'E', fromRound: 2 }],
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', '0-1'],
        [2, 'A', 'E', '1-0'],
        [2, 'B', 'C', '1-0'],
      ],
      [],
      GIVEN,
    );
    expect(attendanceNotes(c, 2)).toEqual([]);
  });

  test('a player appearing from round 3 without Vanaf ronde: what it does to the top value (1.5 × 7 = 11 → 1.5 × 8 = 12)', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const c = comp(
      [...ranked(...names), { name: 'H' }],
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', '1-0'],
        [1, 'E', 'F', '1-0'],
        [2, 'A', 'C', '1-0'],
        [2, 'B', 'D', '1-0'],
        [2, 'E', 'G', '1-0'],
        [3, 'A', 'H', '1-0'],
        [3, 'B', 'C', '1-0'],
        [3, 'D', 'E', '1-0'],
      ],
      [
        [1, 'G', 'bye'],
        [2, 'F', 'excused'],
        [3, 'F', 'excused'],
        [3, 'G', 'excused'],
      ],
      GIVEN,
    );
    expect(attendanceNotes(c, 3)).toEqual([
      { kind: 'lateWithoutFrom', player: 7, firstRound: 3, topValue: 12, topValueWithFrom: 11 },
    ]);
    // With a fixed top value nothing is re-priced, but the late start is still said.
    expect(attendanceNotes({ ...c, settings: { ...c.settings, topValue: 20 } }, 3)).toEqual([
      { kind: 'lateWithoutFrom', player: 7, firstRound: 3, topValue: 20, topValueWithFrom: 20 },
    ]);
  });

  test('a second bye in Afwezig breaks Zwarte Dame A.10 (one per competition); a penalty bye does not count', () => {
    const c = comp(
      ranked('A', 'B', 'C'),
      [
        [1, 'A', 'B', '1-0'],
        [2, 'A', 'B', '1-0'],
        [3, 'B', 'A', '1-0'],
        [4, 'B', 'A', '1-0'],
      ],
      [
        [1, 'C', 'bye'],
        [2, 'C', 'penaltyBye'],
        [3, 'C', 'bye'],
        [4, 'C', 'bye'],
      ],
      GIVEN,
    );
    // Afwezig's rows 3 and 4 (indices 2 and 3).
    expect(byeNotes(c)).toEqual([
      { kind: 'extraBye', absence: 2, count: 2, first: 1 },
      { kind: 'extraBye', absence: 3, count: 3, first: 1 },
    ]);
    expect(byeNotes({ ...c, settings: { ...c.settings, maxByes: 3 } })).toEqual([]);
    // Scored as typed: no attendance note of the standings.
    expect(attendanceNotes(c, 4)).toEqual([]);
  });

  test('Zwarte Dame regulations, A.9: a second bye in one round (an even round: 2k + 2 players) is named at its row; one bye per round is not', () => {
    const c = comp(
      ranked('A', 'B', 'C', 'D', 'E', 'F'),
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', '1-0'],
        [2, 'A', 'C', '1-0'],
        [2, 'B', 'E', '1-0'],
      ],
      [
        [1, 'E', 'bye'],
        [1, 'F', 'bye'],
        [2, 'F', 'penaltyBye'],
        [2, 'D', 'bye'],
      ],
      GIVEN,
    );
    // F's bye in round 1 (index 1), after E's; a penalty bye is no A.9 bye: round 2 has one bye only.
    expect(byeNotes(c)).toEqual([{ kind: 'secondBye', absence: 1, first: 4 }]);
  });
});

describe('unmarkedEntrants: a late entrant without Vanaf ronde, before he plays', () => {
  const games: [number, string, string, '1-0' | ''][] = [
    [1, 'A', 'B', '1-0'],
    [1, 'C', 'D', '1-0'],
    [2, 'A', 'C', '1-0'],
    [2, 'B', 'D', ''],
  ];

  test('an active player in no game and no absence of the rounds played, Vanaf ronde empty, is named with them', () => {
    const place = { tab: 'Spelers', row: 6, col: 1 };
    const c = comp([...ranked('A', 'B', 'C', 'D'), 'E'], games);
    const withPlace = { ...c, players: c.players.map((p) => (p.name === 'E' ? { ...p, place } : p)) };
    expect(unmarkedEntrants(withPlace, 3)).toEqual([{ player: 4, played: [1, 2], place }]);
  });

  test('Vanaf ronde filled in, an absence in a round played, inactive, or no round played yet: nothing to say', () => {
    const from = comp([...ranked('A', 'B', 'C', 'D'), { name: 'E', fromRound: 3 }], games);
    expect(unmarkedEntrants(from, 3)).toEqual([]);
    const absent = comp([...ranked('A', 'B', 'C', 'D'), 'E'], games, [[1, 'E', 'excused']]);
    expect(unmarkedEntrants(absent, 3)).toEqual([]);
    const inactive = comp([...ranked('A', 'B', 'C', 'D'), { name: 'E', active: false }], games);
    expect(unmarkedEntrants(inactive, 3)).toEqual([]);
    expect(unmarkedEntrants(comp([...ranked('A', 'B', 'C', 'D'), 'E']), 1)).toEqual([]);
  });

  test('only the rounds before the one paired count: an absence typed for this round does not mark him', () => {
    const c = comp([...ranked('A', 'B', 'C', 'D'), 'E'], games, [[3, 'E', 'excused']]);
    expect(unmarkedEntrants(c, 3).map((e) => [e.player, e.played])).toEqual([[4, [1, 2]]]);
    // Pairing round 2: only round 1 was played.
    expect(unmarkedEntrants(c, 2).map((e) => e.played)).toEqual([[1]]);
  });
});
