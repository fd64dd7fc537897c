/**
 * The matching core on the graphs the Keizer engine builds: the typed-array
 * port (src/core/matching/edmonds.ts) and the package it was ported from
 * (edmonds-blossom-fixed, the tests' oracle), side by side in the same run, on
 * round 15 of a simulated season with everybody present.
 */
import blossom from 'edmonds-blossom-fixed';
import { edmondsMatching } from '../src/core/matching/edmonds';
import { NO_RELAX, buildRoundGraph, pairingInput, roundMatchingGraph } from '../src/core/keizer/pairing';
import { simulateKeizerSeason } from '../src/sim/keizerSeason';
import type { BenchCase } from './harness';

function roundEdges(present: number) {
  const season = simulateKeizerSeason({
    players: present,
    rounds: 28,
    played: 14,
    attendance: 1,
    seed: `bench-${present}`,
  });
  const input = pairingInput(season.competition, 15, season.neverPairs, 'bench');
  return roundMatchingGraph(buildRoundGraph(input), input, NO_RELAX).edges;
}

export const MATCHING_SIZES = [150, 300, 500] as const;

export function portName(present: number): string {
  return `Matching core (typed-array port), Keizer round of ${present} present`;
}
export function packageName(present: number): string {
  return `Matching core (package edmonds-blossom-fixed, oracle), Keizer round of ${present} present`;
}

function portCase(present: number): BenchCase {
  return {
    name: portName(present),
    runs: present >= 500 ? 7 : 9,
    setup() {
      const arrays = roundEdges(present);
      return () => edmondsMatching(arrays, true);
    },
  };
}

function packageCase(present: number): BenchCase {
  return {
    name: packageName(present),
    runs: 7,
    setup() {
      const { u, v, w } = roundEdges(present);
      const raw = Array.from(u, (_, k) => [u[k]!, v[k]!, w[k]!] as [number, number, number]);
      return () => blossom(raw, true);
    },
  };
}

export const matchingCases: BenchCase[] = MATCHING_SIZES.flatMap((p) => [portCase(p), packageCase(p)]);
