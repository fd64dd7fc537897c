/**
 * Keizer pairing benchmarks (target: 150 present under 100 ms in Node).
 * The state is a simulated season after 14 rounds in which everybody played
 * every round (so rematch and colour rules bite); the timed part pairs round 15
 * with everybody present: the engine alone, and the whole "Indeling maken"
 * action on an in-memory workbook (reading, standings, history, pairing, tab).
 */
import { findEntry } from '../src/actions/catalogue';
import { pairRound } from '../src/core/keizer/pairing';
import { pairingInput } from '../src/core/keizer/pairing';
import { keizerTabs, simulateKeizerSeason } from '../src/sim/keizerSeason';
import { MemoryWorkbook } from '../src/workbook/memory';
import type { BenchCase } from './harness';

function state(present: number) {
  const season = simulateKeizerSeason({
    players: present,
    rounds: 28,
    played: 14,
    attendance: 1,
    seed: `bench-${present}`,
  });
  const comp = season.competition;
  return { comp, input: pairingInput(comp, 15, season.neverPairs, 'bench') };
}

function engineCase(present: number, targetMs?: number): BenchCase {
  return {
    name: `Keizer pairing (engine), ${present} present`,
    runs: present >= 300 ? 5 : 11,
    ...(targetMs !== undefined ? { targetMs } : {}),
    setup() {
      const { input } = state(present);
      return () => {
        const r = pairRound(input);
        if (!r.ok) throw new Error('bench pairing failed');
        return r;
      };
    },
  };
}

function actionCase(present: number): BenchCase {
  return {
    name: `Keizer "Indeling maken" action, ${present} present`,
    runs: 7,
    setup() {
      const { comp } = state(present);
      const tabs = keizerTabs(comp);
      return () => findEntry('makePairing')!.run(new MemoryWorkbook(tabs), { from: 'cli' }).outcome;
    },
  };
}

export const pairingCases: BenchCase[] = [engineCase(40), engineCase(150, 100), engineCase(300), actionCase(150)];
