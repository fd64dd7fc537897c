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

const START_ORDERS = ['combined', 'rating', 'previous', 'given'] as const;
const OWN_VALUES = ['start', 'current', 'none'] as const;
const RECALCULATIONS = ['classic', 'iterate', 'frozen'] as const;

const LATE_ENTRIES = ['rating', 'bottom'] as const;
const INACTIVE_GAME_VALUES = ['opponent', 'own'] as const;
/** The presets a workbook can name (`preset`); their settings are in presets.ts. */
export const KEIZER_PRESET_IDS = ['zwartedame', 'ladder200', 'frozen', 'keizerforclubs'] as const;
export type KeizerPresetId = (typeof KEIZER_PRESET_IDS)[number];
const RATING_TABLES = ['fide', 'logistic'] as const;

export type StartOrder = (typeof START_ORDERS)[number];

export const keizerSettingsSpec = {
  preset: choiceSetting(KEIZER_PRESET_IDS, 'zwartedame'),
  topValue: optionalIntegerSetting({
    min: 1,
    max: 100000,
  }),
  topValueRatio: optionalNumberSetting({
    min: 1.01,
    max: 100,
  }),
  topValueFactor: numberSetting(1.5, {
    min: 0.01,
    max: 100,
  }),
  valueStep: integerSetting(1, {
    min: 0,
    max: 1000,
  }),
  bottomValue: optionalIntegerSetting({
    min: 0,
    max: 100000,
  }),
  startOrder: choiceSetting(START_ORDERS, 'combined', {
    aliases: {
      gecombineerd: 'combined',
      vorige: 'previous',
      vorigeeindstand: 'previous',
      gegeven: 'given',
      startplaats: 'given',
    },
  }),
  ownValue: choiceSetting(OWN_VALUES, 'start', {
    aliases: { beginwaarde: 'start', huidig: 'current', huidige: 'current', geen: 'none' },
  }),
  ownValueUntilRound: integerSetting(10, {
    min: 0,
    max: 1000,
  }),
  win: fractionSetting('1', {
    min: 0,
    max: 10,
  }),
  draw: fractionSetting('1/2', {
    min: 0,
    max: 10,
  }),
  loss: fractionSetting('0', {
    min: 0,
    max: 10,
  }),
  forfeitWin: fractionSetting('1', {
    min: 0,
    max: 10,
  }),
  forfeitLoss: fractionSetting('0', {
    min: 0,
    max: 10,
  }),
  recalculation: choiceSetting(RECALCULATIONS, 'classic', {
    aliases: {
      klassiek: 'classic',
      herberekening: 'classic',
      iteratief: 'iterate',
      itereren: 'iterate',
      bevroren: 'frozen',
    },
  }),
  excused: fractionSetting('50%', {
    min: 0,
    max: 10,
  }),
  excusedLimit: integerSetting(4, {
    min: 0,
    max: 1000,
  }),
  excusedAfterLimit: fractionSetting('33%', {
    min: 0,
    max: 10,
  }),
  unexcused: fractionSetting('0%', {
    min: 0,
    max: 10,
  }),
  external: fractionSetting('66%', {
    min: 0,
    max: 10,
  }),
  clubDuty: fractionSetting('66%', {
    min: 0,
    max: 10,
  }),
  bye: fractionSetting('100%', {
    min: 0,
    max: 10,
  }),
  rounds: integerSetting(28, {
    min: 1,
    max: 1000,
  }),
  decimals: integerSetting(0, {
    min: 0,
    max: 2,
  }),

  /* Late entrants and leavers. */
  lateEntry: choiceSetting(LATE_ENTRIES, 'rating', {
    aliases: { onderaan: 'bottom', onder: 'bottom', laatste: 'bottom' },
  }),
  inactiveGames: fractionSetting('100%', {
    min: 0,
    max: 10,
  }),
  inactiveGamesValue: choiceSetting(INACTIVE_GAME_VALUES, 'opponent', {
    aliases: { tegenstander: 'opponent', eigen: 'own', eigenwaarde: 'own' },
  }),

  /* Season end (Zwarte Dame regulations, sections e and g). */
  barrageMargin: fractionSetting('50%', {
    min: 0,
    max: 10,
  }),
  prizeMinRounds: optionalIntegerSetting({
    min: 0,
    max: 1000,
  }),
  prizeCountsByes: booleanSetting(true),
  prizeCountsExternal: booleanSetting(true),
  prizeCountsClubDuty: booleanSetting(false),
  ratingPrizePassOn: booleanSetting(false),
  prizeCountsForfeitWins: booleanSetting(true),

  /* Club rating (Elo, updated per game). */
  ratingK: integerSetting(20, {
    min: 1,
    max: 100,
  }),
  ratingTable: choiceSetting(RATING_TABLES, 'fide', {
    aliases: { tabel: 'fide', knsb: 'fide', formule: 'logistic', logistisch: 'logistic', elo: 'logistic' },
  }),
  ratingMaxDifference: integerSetting(400, {
    min: 1,
    max: 10000,
  }),
  estimatedReviewGames: integerSetting(8, {
    min: 1,
    max: 1000,
  }),

  ...pairingSettingsSpec,
};

export type KeizerSettingsSpec = typeof keizerSettingsSpec;
export type KeizerSettings = SettingsOf<KeizerSettingsSpec>;
