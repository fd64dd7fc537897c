/** Keizer standings benchmarks (target: 150 × 30 under 10 ms in Node). */
import { computeStandings } from '../src/core/keizer/standings';
import { simulateKeizerSeason } from '../src/sim/keizerSeason';
import type { BenchCase } from './harness';

function standingsCase(players: number, rounds: number, targetMs?: number): BenchCase {
  return {
    name: `Keizer standings recompute, ${players} players × ${rounds} rounds`,
    ...(targetMs !== undefined ? { targetMs } : {}),
    setup() {
      const { competition } = simulateKeizerSeason({
        players,
        rounds: rounds + 1,
        played: rounds,
        seed: `bench-${players}`,
        attendance: 0.75,
      });
      return () => computeStandings(competition, { afterRound: rounds });
    },
  };
}

export const keizerCases: BenchCase[] = [standingsCase(60, 37), standingsCase(150, 30, 10), standingsCase(300, 40)];
