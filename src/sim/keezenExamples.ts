/** The shipped Keezen examples (examples/keezen-*): one per preset. */
import { SimulatedKeezen, simulateKeezen } from './keezenEvent';

export const KEEZEN_EXAMPLES: Record<string, () => SimulatedKeezen> = {
  /** NK 4 tegen 4: 16 teams, 4 rounds, a time-out now and then, one absent team in round 3. */
  'keezen-nk4tegen4': () =>
    simulateKeezen({ variant: 'nk4tegen4', entrants: 16, seed: 'texel-2025', timeouts: 0.12, forfeits: [[1, 3, 5]] }),
  /** Buurtcompetitie: 8 teams, halfway the season (5 of 7 evenings), some teams away on some evenings. */
  'keezen-buurtcompetitie': () =>
    simulateKeezen({ variant: 'buurtcompetitie', entrants: 8, seed: 'zijtaart-2025', evenings: 5, awayEvenings: 0.3 }),
  /** Games night: 16 players, 4 rounds, partners drawn each round. */
  'keezen-spelavond': () => simulateKeezen({ variant: 'spelavond', entrants: 16, seed: 'spierdijk', rounds: 4 }),
};
