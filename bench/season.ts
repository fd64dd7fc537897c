/** Season benchmarks: explanations, the season tabs and the published site of a 60 × 37 season, from the tabs. */
import { buildSite } from '../src/actions/publish';
import { findEntry } from '../src/actions/catalogue';
import { explainPlayer } from '../src/core/keizer/explain';
import { computeStandings } from '../src/core/keizer/standings';
import { simulateKeizerSeason } from '../src/sim/keizerSeason';
import { MemoryWorkbook } from '../src/workbook/memory';
import type { BenchCase } from './harness';

const season = () => simulateKeizerSeason({ players: 60, rounds: 37, seed: 'bench-season', attendance: 0.75 });

export const seasonCases: BenchCase[] = [
  {
    name: 'Keizer explanation of every player, 60 × 37 (standings included)',
    setup() {
      const { competition } = season();
      return () => {
        const s = computeStandings(competition);
        for (const p of competition.players) explainPlayer(competition, s, p.id);
      };
    },
  },
  {
    name: 'Kruistabel + Verloop from the tabs, 60 × 37',
    setup() {
      const wb = new MemoryWorkbook(season().tabs);
      return () => findEntry('crosstable')!.run(wb, { from: 'cli' }).outcome;
    },
  },
  {
    name: 'Seizoen afsluiten (Ranglijst, Seizoenseinde, Clubrating) from the tabs, 60 × 37',
    setup() {
      const wb = new MemoryWorkbook(season().tabs);
      return () => findEntry('seasonEnd')!.run(wb, { from: 'cli' }).outcome;
    },
  },
  {
    name: 'Published site (3 pages) from the tabs, 60 × 37',
    setup() {
      const wb = new MemoryWorkbook(season().tabs);
      return () => buildSite(wb, { title: 'Bench' });
    },
  },
];
