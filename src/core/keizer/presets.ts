/**
 * Keizer presets for the new-competition wizard: a name, a one-line
 * description, and the settings that differ from the defaults of
 * `keizerSettingsSpec` (which are the rules of SV De Zwarte Dame). Values are
 * written as a club would type them and parsed by the same spec, so a preset
 * can never hold a value the engine refuses (tested).
 *
 * A workbook names its preset in Instellingen (`preset`); every other setting
 * there overrides it.
 *
 * Sources: how Sevilla, the Santpoort ladder and KeizerForClubs are configured
 * (their ladders and frozen values). KeizerForClubs as its RankingCalculator
 * scores (2026): the value of rank 1 from the ratio first/last (default 3), the
 * current value as the own value every round, absences as a percentage of it,
 * a game against a retired player at the retired percentage of the own value
 * (75% in a new tournament), the start order by rating, points shown with two
 * decimals (its sums are fractions of a value: 23.15).
 */
import type { Help } from '../settings/spec';
import { KeizerPresetId, KeizerSettings, KeizerSettingsSpec, keizerSettingsSpec } from './settings';

export interface KeizerPreset {
  readonly id: KeizerPresetId;
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
    name: { nl: 'KeizerForClubs', en: 'KeizerForClubs' },
    description: {
      nl: 'Als KeizerForClubs: nummer 1 = (N − 1) × 3/2 half naar even, eigen huidige waarde telt altijd, clubtaak en extern 70%, afgemeld en niet afgemeld 35%, oneven 50%, winst of remise tegen een teruggetrokken speler 75% van de eigen waarde, punten met twee decimalen.',
      en: 'As KeizerForClubs: rank 1 = (N − 1) × 3/2 rounded half to even, the current own value always counts, club duty and external 70%, excused and absent without notice 35%, bye 50%, a win or draw against a retired player 75% of the own value, points with two decimals.',
    },
    values: {
      startOrder: 'rating',
      topValueRatio: '3',
      ownValue: 'current',
      ownValueUntilRound: '1000',
      clubDuty: '70%',
      external: '70%',
      excused: '35%',
      excusedAfterLimit: '35%',
      unexcused: '35%',
      bye: '50%',
      inactiveGames: '75%',
      inactiveGamesValue: 'own',
      decimals: '2',
    },
  },
];

export function keizerPreset(id: string): KeizerPreset | undefined {
  return KEIZER_PRESETS.find((p) => p.id === id);
}

/** A preset's settings as the spec parses them (a preset holds no value the spec refuses: tested). */
export function keizerPresetSettings(id: KeizerPresetId): Partial<KeizerSettings> {
  const out: Record<string, unknown> = { preset: id };
  const values = keizerPreset(id)?.values ?? {};
  for (const [key, text] of Object.entries(values)) {
    const parsed = keizerSettingsSpec[key as keyof KeizerSettingsSpec].parse(text);
    if ('value' in parsed) out[key] = parsed.value;
  }
  return out as Partial<KeizerSettings>;
}
