/** A simulated season whose players have hostile names, as tabs for a workbook. */
import type { Cell } from '../../src/core/cell';
import type { KeizerCompetition } from '../../src/core/keizer/types';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';

export const HOSTILE_NAMES = [
  '<script>alert("x")</script>',
  '=HYPERLINK("http://evil.example/","klik")',
  '"Jan" & \'Piet\' <b>vet</b>',
  '</td></tr></table><img src=x onerror=alert(1)>',
  '+31 6 1234 5678',
  'Zoë ♞ Ünal',
  'bel\u0007l',
  '<!-- comment -->',
];

export function hostileSeason(options: { rounds?: number; played?: number } = {}): {
  competition: KeizerCompetition;
  tabs: Record<string, Cell[][]>;
} {
  const rounds = options.rounds ?? 8;
  const season = simulateKeizerSeason({ players: 12, rounds, played: options.played ?? rounds, seed: 'hostile' });
  const players = season.competition.players.map((p, i) =>
    i < HOSTILE_NAMES.length ? { ...p, name: HOSTILE_NAMES[i]! } : p,
  );
  const competition = { ...season.competition, players };
  return { competition, tabs: keizerTabs(competition) };
}
