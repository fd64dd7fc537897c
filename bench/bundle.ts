/** The Apps Script bundle: cold start in a fresh node:vm context plus one KEIZERPOINTS call, and its size. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { simulateKeizerSeason } from '../src/sim/keizerSeason';
import type { BenchCase } from './harness';

export const CODE = join(__dirname, '..', 'dist', 'Code.js');

export function bundleSizeKb(): number {
  return statSync(CODE).size / 1024;
}

export const bundleCases: BenchCase[] = [
  {
    name: 'Cold start of dist/Code.js + one KEIZERPOINTS, 60 × 37 season',
    runs: 11,
    setup() {
      const code = readFileSync(CODE, 'utf8');
      const { tabs } = simulateKeizerSeason({ players: 60, rounds: 37, seed: 'bench-cold' });
      return () => {
        const context = vm.createContext({});
        vm.runInContext(code, context);
        return (context as unknown as { KEIZERPOINTS: (...a: unknown[]) => unknown }).KEIZERPOINTS(tabs.Spelers, tabs.Uitslagen, tabs.Afwezig, tabs.Instellingen);
      };
    },
  },
];
