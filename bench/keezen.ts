/** Keezen benchmarks: the standings of an NK-sized event, from the tabs (reading and checking every form included). */
import { findEntry } from '../src/actions/catalogue';
import { simulateKeezen } from '../src/sim/keezenEvent';
import { MemoryWorkbook } from '../src/workbook/memory';
import type { BenchCase } from './harness';

export const keezenCases: BenchCase[] = [
  {
    name: 'Keezen standings from the tabs, 40 teams × 4 rounds (NK)',
    setup() {
      const { tabs } = simulateKeezen({ variant: 'nk4tegen4', entrants: 40, seed: 'bench', timeouts: 0.1 });
      const wb = new MemoryWorkbook(tabs);
      return () => findEntry('updateStandings')!.run(wb, { from: 'cli' }).outcome;
    },
  },
];
