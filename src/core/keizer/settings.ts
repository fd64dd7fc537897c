/**
 * The Keizer settings, with the values of SV De Zwarte Dame (the Zwarte
 * Dame regulations, appendix A) as defaults. Other clubs change them in the Instellingen tab.
 */
import {
  SettingsOf,
  booleanSetting,
  choiceSetting,
  fractionSetting,
  integerSetting,
  numberSetting,
  optionalIntegerSetting,
  optionalNumberSetting,
} from '../settings/spec';
import { pairingSettingsSpec } from './pairing/settings';

export const START_ORDERS = ['combined', 'rating', 'previous', 'given'] as const;
export const OWN_VALUES = ['start', 'current', 'none'] as const;
export const RECALCULATIONS = ['classic', 'iterate', 'frozen'] as const;

export const LATE_ENTRIES = ['rating', 'bottom'] as const;
export const INACTIVE_GAME_VALUES = ['opponent', 'own'] as const;
/** The presets a workbook can name (`preset`); their settings are in presets.ts. */
export const KEIZER_PRESET_IDS = ['zwartedame', 'ladder200', 'frozen', 'keizerforclubs'] as const;
export type KeizerPresetId = (typeof KEIZER_PRESET_IDS)[number];
export const RATING_TABLES = ['fide', 'logistic'] as const;

export type LateEntry = (typeof LATE_ENTRIES)[number];
export type RatingTable = (typeof RATING_TABLES)[number];
export type StartOrder = (typeof START_ORDERS)[number];
export type OwnValue = (typeof OWN_VALUES)[number];
export type Recalculation = (typeof RECALCULATIONS)[number];

export const keizerSettingsSpec = {
  preset: choiceSetting(KEIZER_PRESET_IDS, 'zwartedame', {
    help: {
      nl: 'Voorinstelling: zwartedame, ladder200, frozen of keizerforclubs. Elke instelling hieronder overschrijft haar.',
      en: 'Preset: zwartedame, ladder200, frozen or keizerforclubs. Every setting below overrides it.',
    },
  }),
  topValue: optionalIntegerSetting({
    min: 1,
    max: 100000,
    help: {
      nl: 'Waarde van de nummer 1; leeg = uit topValueRatio als die er is, anders topValueFactor × aantal spelers, naar boven afgerond.',
      en: 'Value of rank 1; empty = from topValueRatio when given, else topValueFactor × number of players, rounded up.',
    },
  }),
  topValueRatio: optionalNumberSetting({
    min: 1.01,
    max: 100,
    help: {
      nl: 'Verhouding eerste/laatste waarde r (KeizerForClubs, daar standaard 3): als topValue leeg is, is de nummer 1 (N − 1) × r / (r − 1), half naar even afgerond, N = de spelers in de ranglijst.',
      en: 'Ratio of first to last value r (KeizerForClubs, default 3 there): when topValue is empty, rank 1 is (N − 1) × r / (r − 1), rounded half to even, N = the players in the ranking.',
    },
  }),
  topValueFactor: numberSetting(1.5, {
    min: 0.01,
    max: 100,
    help: {
      nl: 'Factor voor de hoogste waarde als topValue leeg is (standaard 1,5, reglement Zwarte Dame A.1).',
      en: 'Factor for the top value when topValue is empty (default 1.5, Zwarte Dame rules A.1).',
    },
  }),
  valueStep: integerSetting(1, {
    min: 0,
    max: 1000,
    help: {
      nl: 'Verschil in waarde tussen twee opeenvolgende plaatsen.',
      en: 'Difference in value between two consecutive ranks.',
    },
  }),
  bottomValue: optionalIntegerSetting({
    min: 0,
    max: 100000,
    help: {
      nl: 'Waarde van de laatste plaats; ingevuld = lineaire ladder van topValue naar bottomValue (bijv. 200→100), afgerond op hele getallen.',
      en: 'Value of the last rank; when given, a linear ladder from topValue to bottomValue (e.g. 200→100), rounded to whole numbers.',
    },
  }),
  startOrder: choiceSetting(START_ORDERS, 'combined', {
    aliases: {
      gecombineerd: 'combined',
      vorige: 'previous',
      vorigeeindstand: 'previous',
      gegeven: 'given',
      startplaats: 'given',
    },
    help: {
      nl: 'Beginvolgorde: combined (eindstand vorig seizoen + ratinglijst), rating, previous (vorige eindstand) of given (kolom Startplaats).',
      en: 'Start order: combined (last season + rating list), rating, previous (last season) or given (column Start rank).',
    },
  }),
  ownValue: choiceSetting(OWN_VALUES, 'start', {
    aliases: { beginwaarde: 'start', huidig: 'current', huidige: 'current', geen: 'none' },
    help: {
      nl: 'Eigen waarde in de score: start (vaste beginwaarde), current (huidige waarde) of none.',
      en: 'Own value in the score: start (the fixed start value), current (the current value) or none.',
    },
  }),
  ownValueUntilRound: integerSetting(10, {
    min: 0,
    max: 1000,
    help: {
      nl: 'Na deze ronde wordt de eigen waarde bij de herberekening verwijderd (0 = nooit meetellen).',
      en: 'After this round the own value is removed at the recalculation (0 = never counted).',
    },
  }),
  win: fractionSetting('1', {
    min: 0,
    max: 10,
    help: { nl: 'Winst: deel van de waarde van de tegenstander.', en: 'Win: fraction of the opponent’s value.' },
  }),
  draw: fractionSetting('1/2', {
    min: 0,
    max: 10,
    help: { nl: 'Remise: deel van de waarde van de tegenstander.', en: 'Draw: fraction of the opponent’s value.' },
  }),
  loss: fractionSetting('0', {
    min: 0,
    max: 10,
    help: { nl: 'Verlies: deel van de waarde van de tegenstander.', en: 'Loss: fraction of the opponent’s value.' },
  }),
  forfeitWin: fractionSetting('1', {
    min: 0,
    max: 10,
    help: {
      nl: 'Reglementaire winst (+-): deel van de waarde van de tegenstander.',
      en: 'Forfeit win (+-): fraction of the opponent’s value.',
    },
  }),
  forfeitLoss: fractionSetting('0', {
    min: 0,
    max: 10,
    help: {
      nl: 'Reglementair verlies (-+): deel van de eigen waarde.',
      en: 'Forfeit loss (-+): fraction of the own value.',
    },
  }),
  recalculation: choiceSetting(RECALCULATIONS, 'classic', {
    aliases: {
      klassiek: 'classic',
      herberekening: 'classic',
      iteratief: 'iterate',
      itereren: 'iterate',
      bevroren: 'frozen',
    },
    help: {
      nl: 'Herberekening: classic (na elke ronde alle ronden opnieuw berekenen met de waarden uit de ranglijst van vóór die ronde), iterate (zo vaak opnieuw berekenen tot de ranglijst vaststaat) of frozen (elke ronde één keer berekend, met de waarden van vóór die ronde).',
      en: 'Recalculation: classic (after each round, compute all rounds again with the values of the ranking before that round), iterate (compute again until the ranking settles) or frozen (each round computed once, with the values from before it).',
    },
  }),
  excused: fractionSetting('50%', {
    min: 0,
    max: 10,
    help: {
      nl: 'Afgemeld: deel van de eigen waarde, de eerste excusedLimit keer.',
      en: 'Excused absence: fraction of the own value, the first excusedLimit times.',
    },
  }),
  excusedLimit: integerSetting(4, {
    min: 0,
    max: 1000,
    help: { nl: 'Aantal afmeldingen tegen het volle tarief.', en: 'Number of excused absences at the full rate.' },
  }),
  excusedAfterLimit: fractionSetting('33%', {
    min: 0,
    max: 10,
    help: {
      nl: 'Afgemeld na excusedLimit keer: deel van de eigen waarde.',
      en: 'Excused after excusedLimit times: fraction of the own value.',
    },
  }),
  unexcused: fractionSetting('0%', {
    min: 0,
    max: 10,
    help: {
      nl: 'Niet (tijdig) afgemeld: deel van de eigen waarde.',
      en: 'Absent without notice: fraction of the own value.',
    },
  }),
  external: fractionSetting('66%', {
    min: 0,
    max: 10,
    help: {
      nl: 'Externe wedstrijd voor de club: deel van de eigen waarde.',
      en: 'External match for the club: fraction of the own value.',
    },
  }),
  clubDuty: fractionSetting('66%', {
    min: 0,
    max: 10,
    help: {
      nl: 'Clubtaak (bijv. arbiter): deel van de eigen waarde.',
      en: 'Club duty (e.g. arbiter): fraction of the own value.',
    },
  }),
  bye: fractionSetting('100%', {
    min: 0,
    max: 10,
    help: {
      nl: 'Oneven (niet ingedeeld): deel van de eigen waarde.',
      en: 'Bye (odd number present): fraction of the own value.',
    },
  }),
  rounds: integerSetting(28, {
    min: 1,
    max: 1000,
    help: { nl: 'Aantal ronden van de competitie.', en: 'Number of rounds in the competition.' },
  }),
  decimals: integerSetting(0, {
    min: 0,
    max: 2,
    help: {
      nl: 'Decimalen in de getoonde punten (Sevilla toont 0).',
      en: 'Decimals in the points shown (Sevilla shows 0).',
    },
  }),

  /* Late entrants and leavers. */
  lateEntry: choiceSetting(LATE_ENTRIES, 'rating', {
    aliases: { onderaan: 'bottom', onder: 'bottom', laatste: 'bottom' },
    help: {
      nl: 'Waar een speler met "Vanaf ronde" in de ranglijst komt: rating (op de plaats van zijn rating onder de spelers in de ranglijst) of bottom (onderaan).',
      en: 'Where a player with "From round" enters the standings: rating (at the place of his rating among the players in the standings) or bottom.',
    },
  }),
  inactiveGames: fractionSetting('100%', {
    min: 0,
    max: 10,
    help: {
      nl: 'Partijen tegen een speler die niet meer actief is (Actief = nee): deel van de gewone punten (100% = telt gewoon mee, 0% = telt niet).',
      en: 'Games against a player who is no longer active (Active = no): fraction of the usual points (100% = counts in full, 0% = not at all).',
    },
  }),
  inactiveGamesValue: choiceSetting(INACTIVE_GAME_VALUES, 'opponent', {
    aliases: { tegenstander: 'opponent', eigen: 'own', eigenwaarde: 'own' },
    help: {
      nl: 'Partijen tegen een speler die niet meer actief is, geprijsd met de waarde van: opponent (de tegenstander) of own (de speler zelf, zoals KeizerForClubs).',
      en: 'Games against a player who is no longer active, priced with the value of: opponent or own (the player himself, as KeizerForClubs does).',
    },
  }),

  /* Season end (Zwarte Dame regulations, sections e and g). */
  barrageMargin: fractionSetting('50%', {
    min: 0,
    max: 10,
    help: {
      nl: 'Barrage als het verschil tussen nummer 1 en 2 ten hoogste dit deel van de hoogste waarde (de waarde van de nummer 1) is (standaard 50%, reglement Zwarte Dame e.2).',
      en: 'Play-off when the difference between numbers 1 and 2 is at most this fraction of the highest value (the value of number 1) (default 50%, Zwarte Dame rules e.2).',
    },
  }),
  prizeMinRounds: optionalIntegerSetting({
    min: 0,
    max: 1000,
    help: {
      nl: 'Aantal ronden dat een speler moet hebben gespeeld voor de 1e en 3e prijs en de ratingprijs; leeg = de helft van rounds + 1, naar boven afgerond (standaard leeg, reglement Zwarte Dame g).',
      en: 'Rounds a player must have played for the 1st and 3rd prize and the rating prize; empty = half of rounds + 1, rounded up (default empty, Zwarte Dame rules g).',
    },
  }),
  prizeCountsByes: booleanSetting(true, {
    help: {
      nl: 'Een oneven telt als gespeelde ronde voor de prijzen (standaard ja, reglement Zwarte Dame g).',
      en: 'A bye counts as a round played for the prizes (default yes, Zwarte Dame rules g).',
    },
  }),
  prizeCountsExternal: booleanSetting(true, {
    help: {
      nl: 'Afwezig voor een externe clubwedstrijd telt als gespeelde ronde voor de prijzen (standaard ja, reglement Zwarte Dame g).',
      en: 'Absent for an external club match counts as a round played for the prizes (default yes, Zwarte Dame rules g).',
    },
  }),
  prizeCountsClubDuty: booleanSetting(false, {
    help: {
      nl: 'Een clubtaak telt als gespeelde ronde voor de prijzen.',
      en: 'A club duty counts as a round played for the prizes.',
    },
  }),
  ratingPrizePassOn: booleanSetting(false, {
    help: {
      nl: 'Als wie de meeste ratingpunten won te weinig ronden speelde: nee = de ratingprijs wordt niet uitgereikt (zo staat het er, reglement Zwarte Dame g.3), ja = hij gaat naar de volgende die genoeg ronden speelde.',
      en: 'When the player who gained most rating points played too few rounds: no = the rating prize is not awarded (as written, Zwarte Dame rules g.3), yes = it goes to the next player who played enough rounds.',
    },
  }),
  prizeCountsForfeitWins: booleanSetting(true, {
    help: {
      nl: 'Een reglementaire winst (de tegenstander kwam niet) telt als gespeelde ronde voor de prijzen.',
      en: 'A forfeit win (the opponent did not come) counts as a round played for the prizes.',
    },
  }),

  /* Club rating (Elo, updated per game). */
  ratingK: integerSetting(20, {
    min: 1,
    max: 100,
    help: {
      nl: 'K-factor van de clubrating: nieuwe rating = oude + K × (score − verwachte score).',
      en: 'K-factor of the club rating: new rating = old + K × (score − expected score).',
    },
  }),
  ratingTable: choiceSetting(RATING_TABLES, 'fide', {
    aliases: { tabel: 'fide', knsb: 'fide', formule: 'logistic', logistisch: 'logistic', elo: 'logistic' },
    help: {
      nl: 'Verwachte score: fide (de FIDE/KNSB-tabel, in honderdsten) of logistic (1 / (1 + 10^(−verschil/400)), afgerond op honderdsten).',
      en: 'Expected score: fide (the FIDE/KNSB table, in hundredths) or logistic (1 / (1 + 10^(−difference/400)), rounded to hundredths).',
    },
  }),
  ratingMaxDifference: integerSetting(400, {
    min: 1,
    max: 10000,
    help: {
      nl: 'Een groter ratingverschil telt als dit verschil (FIDE: 400).',
      en: 'A larger rating difference counts as this difference (FIDE: 400).',
    },
  }),
  estimatedReviewGames: integerSetting(8, {
    min: 1,
    max: 1000,
    help: {
      nl: 'Na zoveel partijen wordt een geschatte rating (kolom Geschat) gemeld om te beoordelen (standaard 8, reglement Zwarte Dame a.3).',
      en: 'After this many games an estimated rating (column Estimated) is flagged for review (default 8, Zwarte Dame rules a.3).',
    },
  }),

  ...pairingSettingsSpec,
};

export type KeizerSettingsSpec = typeof keizerSettingsSpec;
export type KeizerSettings = SettingsOf<KeizerSettingsSpec>;
