/**
 * Keizer presets for the new-competition wizard: a name, a one-line
 * description, and the settings that differ from the defaults of
 * `keizerSettingsSpec` (which are the rules of SV De Zwarte Dame). Values are
 * written as a club would type them and parsed by the same spec, so a preset
 * can never hold a value the engine refuses (tested).
 *
 * Sources: how Sevilla, the Santpoort ladder and KeizerForClubs are configured
 * (their ladders and frozen values).
 */
import type { Help } from '../settings/spec';
import type { KeizerSettingsSpec } from './settings';

export interface KeizerPreset {
  readonly id: string;
  readonly name: Help;
  readonly description: Help;
  readonly values: Partial<Record<keyof KeizerSettingsSpec, string>>;
}

export const KEIZER_PRESETS: readonly KeizerPreset[] = [
  {
    id: 'zwartedame',
    name: { nl: 'Zwarte Dame (standaard)', en: 'Zwarte Dame (default)' },
    description: {
      nl: 'Topwaarde 1,5 × aantal spelers, stap 1, klassieke herberekening, afgemeld 50% (na 4 keer 33%), extern en clubtaak 66%, 28 ronden.',
      en: 'Top value 1.5 × number of players, step 1, classic recalculation, excused 50% (33% after 4), external and club duty 66%, 28 rounds.',
    },
    values: {},
  },
  {
    id: 'ladder200',
    name: { nl: 'Ladder 200 → 100 (Sevilla, Santpoort)', en: 'Ladder 200 → 100 (Sevilla, Santpoort)' },
    description: {
      nl: 'Waarden van 200 voor de nummer 1 lineair tot 100 voor de laatste; oneven, extern en clubtaak 2/3, afgemeld 1/3 van de eigen waarde.',
      en: 'Values from 200 for rank 1 down to 100 for the last, linearly; bye, external and club duty 2/3, excused 1/3 of the own value.',
    },
    values: {
      topValue: '200',
      bottomValue: '100',
      bye: '2/3',
      clubDuty: '2/3',
      external: '2/3',
      excused: '1/3',
      excusedAfterLimit: '1/3',
    },
  },
  {
    id: 'frozen',
    name: { nl: 'Bevroren waarden', en: 'Frozen values' },
    description: {
      nl: 'Elke ronde wordt één keer berekend met de waarden van vóór die ronde; punten veranderen achteraf niet meer.',
      en: 'Each round is computed once with the values from before it; points never change afterwards.',
    },
    values: { recalculation: 'frozen' },
  },
  {
    id: 'keizerforclubs',
    name: { nl: 'KeizerForClubs-achtig', en: 'KeizerForClubs-like' },
    description: {
      nl: 'Clubtaak en extern 70%, afgemeld en niet afgemeld 35%, oneven 50%; eigen waarde telt het hele seizoen.',
      en: 'Club duty and external 70%, excused and absent without notice 35%, bye 50%; the own value counts all season.',
    },
    values: {
      clubDuty: '70%',
      external: '70%',
      excused: '35%',
      excusedAfterLimit: '35%',
      unexcused: '35%',
      bye: '50%',
      ownValueUntilRound: '99',
    },
  },
];

export function keizerPreset(id: string): KeizerPreset | undefined {
  return KEIZER_PRESETS.find((p) => p.id === id);
}
