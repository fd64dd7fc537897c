/**
 * The Keezen settings: one model for every format, with the three Keezen
 * regulations as presets (`variant`). The spec's own defaults are the `custom` variant; a
 * preset replaces some of them, and any key in the Instellingen tab overrides
 * the preset. See README.md beside this file for the model and every
 * interpretation of the regulations.
 */
import type { Msg } from '../../i18n';
import { msg } from '../../i18n';
import {
  SettingsOf,
  booleanSetting,
  choiceListSetting,
  choiceSetting,
  defaultsOf,
  integerListSetting,
  integerSetting,
  numberSetting,
} from '../settings/spec';
import { drawSettingsSpec } from './draw/settings';

export const VARIANTS = ['nk4tegen4', 'buurtcompetitie', 'spelavond', 'custom'] as const;
export type Variant = (typeof VARIANTS)[number];

const ENTRANTS = ['team', 'player'] as const;
const HOLDERS = ['side', 'player'] as const;
const DECIDERS = ['allHome', 'mostPoints'] as const;
const TIMEOUT_WINNERS = ['none', 'mostPawns', 'mostPoints'] as const;
const SCOPES = ['round', 'evening', 'event', 'season'] as const;
const ORDER_KEYS = ['wins', 'matchPoints', 'points', 'pointsAgainst', 'difference', 'playTime', 'handedIn'] as const;
const AGAINST_ORDERS = ['fewer', 'more'] as const;

export type OrderKey = (typeof ORDER_KEYS)[number];

export const keezenSettingsSpec = {
  variant: choiceSetting(VARIANTS, 'nk4tegen4', {
    aliases: {
      nk: 'nk4tegen4',
      texel: 'nk4tegen4',
      '4tegen4': 'nk4tegen4',
      nkkeezen: 'nk4tegen4',
      buurt: 'buurtcompetitie',
      neighbourhood: 'buurtcompetitie',
      gamesnight: 'spelavond',
      individueel: 'spelavond',
      eigen: 'custom',
      aangepast: 'custom',
      vrij: 'custom',
    },
  }),
  entrant: choiceSetting(ENTRANTS, 'team', {
    aliases: { speler: 'player', spelers: 'player', individueel: 'player', individual: 'player', teams: 'team' },
  }),
  playersPerSide: integerSetting(2, {
    min: 1,
    max: 4,
  }),
  pawnsPerPlayer: integerSetting(4, {
    min: 1,
    max: 8,
  }),
  countPer: choiceSetting(HOLDERS, 'side', {
    aliases: { kant: 'side', team: 'side', speler: 'player' },
  }),
  scoreFor: choiceSetting(HOLDERS, 'side', {
    aliases: { kant: 'side', team: 'side', speler: 'player' },
  }),
  pointsPerPawn: numberSetting(1, {
    min: 0,
    max: 1000,
  }),
  holeValues: integerListSetting([], {
    min: 1,
    max: 1000,
    maxLength: 8,
  }),
  pointsPerOpponentPawnOut: numberSetting(0, {
    min: 0,
    max: 1000,
  }),
  winBonus: numberSetting(0, {
    min: 0,
    max: 1000,
  }),
  winBonusOnTimeout: booleanSetting(false),
  decidedBy: choiceSetting(DECIDERS, 'allHome', {
    aliases: { allesbinnen: 'allHome', uitgespeeld: 'allHome', meestepunten: 'mostPoints', spelpunten: 'mostPoints' },
  }),
  timeoutWinner: choiceSetting(TIMEOUT_WINNERS, 'none', {
    aliases: { geen: 'none', gelijk: 'none', meestepionnen: 'mostPawns', meestepunten: 'mostPoints' },
  }),
  timeLimit: integerSetting(0, {
    min: 0,
    max: 1440,
  }),
  forfeitLoserPawns: integerSetting(0, {
    min: 0,
    max: 32,
  }),
  winPoints: numberSetting(2, {
    min: 0,
    max: 1000,
  }),
  drawPoints: numberSetting(1, {
    min: 0,
    max: 1000,
  }),
  lossPoints: numberSetting(0, {
    min: 0,
    max: 1000,
  }),
  order: choiceListSetting(ORDER_KEYS, ['matchPoints', 'points', 'difference'], {
    aliases: {
      winst: 'wins',
      gewonnen: 'wins',
      winstpartijen: 'wins',
      wedstrijdpunten: 'matchPoints',
      punten: 'points',
      spelpunten: 'points',
      tegenpunten: 'pointsAgainst',
      against: 'pointsAgainst',
      saldo: 'difference',
      doelsaldo: 'difference',
      speeltijd: 'playTime',
      ingeleverd: 'handedIn',
      tijd: 'handedIn',
    },
  }),
  pointsAgainstOrder: choiceSetting(AGAINST_ORDERS, 'fewer', {
    aliases: { minder: 'fewer', minste: 'fewer', weinig: 'fewer', meer: 'more', meeste: 'more' },
  }),
  scope: choiceSetting(SCOPES, 'event', {
    aliases: { ronde: 'round', avond: 'evening', toernooi: 'event', seizoen: 'season' },
  }),
  roundsPerEvening: integerSetting(0, {
    min: 0,
    max: 100,
  }),
  evenings: integerSetting(1, {
    min: 1,
    max: 100,
  }),
  finalRoundOnTie: booleanSetting(false),
  prizes: integerSetting(3, {
    min: 0,
    max: 100,
  }),
  // Table allocation and partner draws (draw/settings.ts).
  ...drawSettingsSpec,
};

type KeezenSettingsSpec = typeof keezenSettingsSpec;
export type KeezenSettings = SettingsOf<KeezenSettingsSpec>;

/** The preset values of each variant (on top of the spec's defaults, which are `custom`). */
export const PRESETS: Record<Variant, Partial<KeezenSettings>> = {
  /** The NK regulations: NK Keezen "Texel 4 tegen 4". */
  nk4tegen4: {
    variant: 'nk4tegen4',
    entrant: 'team',
    playersPerSide: 4,
    pawnsPerPlayer: 4,
    countPer: 'side',
    scoreFor: 'side',
    pointsPerPawn: 2,
    holeValues: [],
    pointsPerOpponentPawnOut: 0,
    winBonus: 10,
    winBonusOnTimeout: false,
    decidedBy: 'allHome',
    timeoutWinner: 'none',
    timeLimit: 75,
    forfeitLoserPawns: 8,
    order: ['wins', 'points', 'pointsAgainst', 'playTime', 'handedIn'],
    pointsAgainstOrder: 'fewer',
    scope: 'event',
    roundsPerEvening: 4,
    evenings: 1,
    finalRoundOnTie: false,
    // A prize-giving after the last round: the first three.
    prizes: 3,
    // Draws: each team keeps its colour (yellow or orange) all weekend; the top game at table 1.
    colours: 'perTeam',
  },
  /** The buurtcompetitie regulations (neighbourhood league): teams of 2, holes worth 1-4. */
  buurtcompetitie: {
    variant: 'buurtcompetitie',
    entrant: 'team',
    playersPerSide: 2,
    pawnsPerPlayer: 4,
    countPer: 'player',
    scoreFor: 'side',
    pointsPerPawn: 0,
    holeValues: [1, 2, 3, 4],
    pointsPerOpponentPawnOut: 0,
    winBonus: 0,
    decidedBy: 'mostPoints',
    timeoutWinner: 'mostPoints',
    timeLimit: 0,
    forfeitLoserPawns: 0,
    winPoints: 2,
    drawPoints: 1,
    lossPoints: 0,
    order: ['matchPoints', 'points'],
    scope: 'season',
    roundsPerEvening: 3,
    evenings: 7,
    finalRoundOnTie: true,
    // The regulations name one winner (a final round on a tie at the top).
    prizes: 1,
    // Draws: a change of table every round; the team on the left deals first and plays red and yellow.
    changeTables: true,
  },
  /** The games-night regulations: individuals, 2 v 2 with partners drawn each round. */
  spelavond: {
    variant: 'spelavond',
    entrant: 'player',
    playersPerSide: 2,
    pawnsPerPlayer: 4,
    countPer: 'player',
    scoreFor: 'player',
    pointsPerPawn: 5,
    holeValues: [],
    pointsPerOpponentPawnOut: 2,
    winBonus: 0,
    decidedBy: 'allHome',
    timeoutWinner: 'none',
    timeLimit: 0,
    forfeitLoserPawns: 0,
    order: ['points'],
    scope: 'event',
    roundsPerEvening: 0,
    evenings: 1,
    finalRoundOnTie: false,
    // Several sponsors' prizes (state lottery tickets, golf lessons, balls, accessories).
    prizes: 5,
    // Draws: partners drawn every round; a player sitting out gets his own average.
    byeScore: 'average',
  },
  custom: { variant: 'custom' },
};

/** The full settings of a variant, with optional overrides. */
export function presetSettings(variant: Variant, overrides: Partial<KeezenSettings> = {}): KeezenSettings {
  return { ...defaultsOf(keezenSettingsSpec), ...PRESETS[variant], ...overrides };
}

/** Pawns of one side: pawnsPerPlayer × playersPerSide (16 at the NK, 8 in a 2 v 2). */
export function pawnsPerSide(s: KeezenSettings): number {
  return s.pawnsPerPlayer * s.playersPerSide;
}

/** Settings that do not fit together, by the key to blame. */
export function settingsConflicts(s: KeezenSettings): { key: keyof KeezenSettings; message: Msg }[] {
  const out: { key: keyof KeezenSettings; message: Msg }[] = [];
  if (s.holeValues.length > 0 && s.holeValues.length !== s.pawnsPerPlayer) {
    out.push({ key: 'holeValues', message: msg('kzHoleValuesLength', s.holeValues.length, s.pawnsPerPlayer) });
  }
  if (s.holeValues.length > 0 && s.countPer !== 'player')
    out.push({ key: 'countPer', message: msg('kzCountPerPlayerNeeded', 'holeValues') });
  if (s.scoreFor === 'player' && s.countPer !== 'player')
    out.push({ key: 'countPer', message: msg('kzCountPerPlayerNeeded', 'scoreFor = player') });
  if (s.forfeitLoserPawns > pawnsPerSide(s))
    out.push({ key: 'forfeitLoserPawns', message: msg('kzForfeitPawnsTooMany', s.forfeitLoserPawns, pawnsPerSide(s)) });
  if (s.order.length === 0) out.push({ key: 'order', message: msg('kzOrderEmpty') });
  if (s.oddPlayers === 'tables' && s.entrant === 'player' && s.playersPerSide !== 2)
    out.push({ key: 'oddPlayers', message: msg('drOddTablesNeedPairs', s.playersPerSide) });
  return out;
}
