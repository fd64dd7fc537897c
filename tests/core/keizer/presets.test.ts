/**
 * The Keizer presets: each holds only values the spec accepts, and the
 * KeizerForClubs preset scores as KeizerForClubs does (its RankingCalculator):
 * rank 1 = round-half-even((N − 1) · r / (r − 1)), −1 a rank; score = the
 * current own value + games at the opponent's current value + absences at a
 * percentage of the current own value; a win or draw against a retired player
 * at the retired percentage of the own value. Every number below is worked by
 * hand from those rules.
 */
import { KEIZER_PRESETS, keizerPresetSettings } from '../../../src/core/keizer/presets';
import { topValueOf, ladderValues } from '../../../src/core/keizer/ladder';
import { KEIZER_PRESET_IDS, keizerSettingsSpec } from '../../../src/core/keizer/settings';
import { computeStandings } from '../../../src/core/keizer/standings';
import { defaultsOf } from '../../../src/core/settings/spec';
import { comp } from '../../support/keizer';

const KFC = keizerPresetSettings('keizerforclubs');
const kfcSettings = { ...defaultsOf(keizerSettingsSpec), ...KFC };

/** Exact scores by name after a round. */
function scores(c: ReturnType<typeof comp>, afterRound?: number): Record<string, number> {
  const st = computeStandings(c, afterRound === undefined ? {} : { afterRound });
  return Object.fromEntries(st.rows.map((r) => [r.name, r.score / st.unit]));
}

/** The five players of the KeizerForClubs example, strongest first by rating. */
const FIVE = [
  { name: 'Anna', rating: 1900 },
  { name: 'Bram', rating: 1800 },
  { name: 'Cor', rating: 1700 },
  { name: 'Dirk', rating: 1600 },
  { name: 'Eva', rating: 1500 },
];

describe('the presets', () => {
  test('every preset value parses with the spec, and every preset can be named in Instellingen', () => {
    for (const p of KEIZER_PRESETS) {
      for (const [key, text] of Object.entries(p.values))
        expect([key, keizerSettingsSpec[key as keyof typeof keizerSettingsSpec].parse(text)]).toEqual([
          key,
          { value: expect.anything() as unknown },
        ]);
    }
    expect(KEIZER_PRESETS.map((p) => p.id)).toEqual([...KEIZER_PRESET_IDS]);
  });
});

describe('KeizerForClubs: the value of rank 1 from the ratio first/last', () => {
  const top = (players: number, ratio: number) => topValueOf({ ...kfcSettings, topValueRatio: ratio }, players);

  test('ratio 3: (N − 1) × 3/2 rounded half to even — 34 players 49.5 → 50, 36 players 52.5 → 52, 35 players 51', () => {
    expect(top(34, 3)).toBe(50);
    expect(top(36, 3)).toBe(52);
    expect(top(35, 3)).toBe(51);
    expect(top(5, 3)).toBe(6);
    expect(top(70, 3)).toBe(104); // 69 × 1.5 = 103.5 → 104 (even)
  });

  test('other ratios: 2 doubles N − 1; 2.5 gives (N − 1) × 5/3 (11 players: 16.67 → 17); 4 gives 4/3 (7 players: 8)', () => {
    expect(top(10, 2)).toBe(18);
    expect(top(11, 2.5)).toBe(17);
    expect(top(7, 4)).toBe(8);
  });

  test('the ladder counts the players in the ranking (KeizerForClubs leaves retired players out) and steps down by 1', () => {
    expect(ladderValues(kfcSettings, 40, 5)).toEqual([6, 5, 4, 3, 2]);
  });

  test('without a ratio the Zwarte Dame rule stands: ceil(1.5 × players)', () => {
    expect(topValueOf(defaultsOf(keizerSettingsSpec), 34)).toBe(51);
  });
});

describe('KeizerForClubs: the standings of its example tournament, by hand', () => {
  // Round 1: Anna–Bram 1-0, Cor–Dirk ½-½, Eva a bye. Round 2: Dirk–Anna 0-1, Bram–Eva 1-0, Cor excused.
  const c = comp(
    FIVE,
    [
      [1, 'Anna', 'Bram', '1-0'],
      [1, 'Cor', 'Dirk', '½-½'],
      [2, 'Dirk', 'Anna', '0-1'],
      [2, 'Bram', 'Eva', '1-0'],
    ],
    [
      [1, 'Eva', 'bye'],
      [2, 'Cor', 'excused'],
    ],
    KFC,
  );

  test('after round 1, priced with the start values 6 5 4 3 2: own value + win 5, draws 3/2 and 4/2, a bye at 50% of 2', () => {
    expect(scores(c, 1)).toEqual({ Anna: 11, Cor: 5.5, Bram: 5, Dirk: 5, Eva: 3 });
  });

  test('after round 2, every round priced again with the values after round 1 (Anna 6, Cor 5, Bram 4, Dirk 3, Eva 2); excused 35% of the current own value', () => {
    // Anna 6 + 4 + 3; Cor 5 + 3/2 + 35% × 5; Bram 4 + 0 + 2; Dirk 3 + 5/2; Eva 2 + 50% × 2.
    expect(scores(c)).toEqual({ Anna: 13, Cor: 8.25, Bram: 6, Dirk: 5.5, Eva: 3 });
  });

  test('the own value counts every round (current, never removed), where the default counts the start value until round 10', () => {
    const st = computeStandings(c);
    expect(st.history[2]!.own.map((o) => o / st.unit)).toEqual([6, 4, 5, 3, 2]);
  });

  test('a win against a retired player pays 75% of the own value, a draw half of that, a loss nothing', () => {
    const retired = comp(
      [...FIVE.slice(0, 4), { name: 'Eva', rating: 1500, active: false }],
      [
        [1, 'Anna', 'Eva', '1-0'],
        [1, 'Bram', 'Cor', '½-½'],
        [2, 'Eva', 'Dirk', '½-½'],
        [2, 'Cor', 'Anna', '1-0'],
      ],
      [
        [1, 'Dirk', 'bye'],
        [2, 'Bram', 'bye'],
      ],
      KFC,
    );
    // The ladder holds the four active players: N = 4, rank 1 = 3 × 1.5 = 4.5 → 4 (even), values 4 3 2 1.
    // Round 1: Anna 4 + 75% × 4 = 7; Bram 3 + 2/2 = 4; Cor 2 + 3/2 = 3.5; Dirk 1 + 50% × 1 = 1.5.
    expect(scores(retired, 1)).toEqual({ Anna: 7, Bram: 4, Cor: 3.5, Dirk: 1.5 });
    // After round 2 the values are Anna 4, Bram 3, Cor 2, Dirk 1 again. Anna: 4 + 3 + 0 (lost to Cor);
    // Cor 2 + 3/2 + 4; Bram 3 + 2/2 + 50% × 3; Dirk 1 + 50% × 1 + ½ × 75% × 1.
    const after2 = scores(retired);
    expect([after2.Anna, after2.Cor, after2.Bram, after2.Dirk]).toEqual([7, 7.5, 5.5, 1.875]);
  });

  test('with inactiveGamesValue opponent a retired player is priced at his slot value instead', () => {
    const s = { ...KFC, inactiveGamesValue: 'opponent' as const };
    const plain = comp(
      [...FIVE.slice(0, 4), { name: 'Eva', rating: 1500, active: false }],
      [[1, 'Anna', 'Eva', '1-0']],
      [],
      s,
    );
    // Anna 4 + 75% × Eva's slot value (the value of the rank she would take: 1), where the own value gives 3.
    expect(computeStandings(plain).history[0]!.value[4]).toBe(1);
    expect(scores(plain).Anna).toBe(4 + 0.75 * 1);
  });
});
