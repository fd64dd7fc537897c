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

export const ENTRANTS = ['team', 'player'] as const;
export const HOLDERS = ['side', 'player'] as const;
export const DECIDERS = ['allHome', 'mostPoints'] as const;
export const TIMEOUT_WINNERS = ['none', 'mostPawns', 'mostPoints'] as const;
export const SCOPES = ['round', 'evening', 'event', 'season'] as const;
export const ORDER_KEYS = [
  'wins',
  'matchPoints',
  'points',
  'pointsAgainst',
  'difference',
  'playTime',
  'handedIn',
] as const;
export const AGAINST_ORDERS = ['fewer', 'more'] as const;

export type Entrant = (typeof ENTRANTS)[number];
export type Holder = (typeof HOLDERS)[number];
export type Decider = (typeof DECIDERS)[number];
export type TimeoutWinner = (typeof TIMEOUT_WINNERS)[number];
export type Scope = (typeof SCOPES)[number];
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
    help: {
      nl: 'Voorinstelling: nk4tegen4 (NK Keezen Texel 4 tegen 4), buurtcompetitie, spelavond of custom (alles zelf instellen). Elke instelling hieronder overschrijft de voorinstelling.',
      en: 'Preset: nk4tegen4 (Dutch Keezen championship 4 v 4, Texel), buurtcompetitie (neighbourhood league), spelavond (games night) or custom (set everything yourself). Every setting below overrides the preset.',
    },
  }),
  entrant: choiceSetting(ENTRANTS, 'team', {
    aliases: { speler: 'player', spelers: 'player', individueel: 'player', individual: 'player', teams: 'team' },
    help: {
      nl: 'Wie er in Deelnemers staat en in de stand komt: team (vaste teams) of player (losse spelers; partners per ronde).',
      en: 'Who is listed in Participants and ranked: team (fixed teams) or player (individuals; partners per round).',
    },
  }),
  playersPerSide: integerSetting(2, {
    min: 1,
    max: 4,
    help: {
      nl: 'Spelers per kant aan tafel (2 tegen 2: 2; 4 tegen 4: 4).',
      en: 'Players per side at a table (2 v 2: 2; 4 v 4: 4).',
    },
  }),
  pawnsPerPlayer: integerSetting(4, {
    min: 1,
    max: 8,
    help: { nl: 'Pionnen per speler (en dus gaten in zijn honk).', en: 'Pawns per player (and so holes in his home).' },
  }),
  countPer: choiceSetting(HOLDERS, 'side', {
    aliases: { kant: 'side', team: 'side', speler: 'player' },
    help: {
      nl: 'Wat het scoreformulier noteert: side (pionnen binnen per kant, kolommen Binnen A/B) of player (per speler, kolommen Binnen A1..B4; als holeValues is ingevuld: de bezette gaten).',
      en: 'What the score form records: side (pawns home per side, columns Home A/B) or player (per player, columns Home A1..B4; when holeValues is filled in: the occupied holes).',
    },
  }),
  scoreFor: choiceSetting(HOLDERS, 'side', {
    aliases: { kant: 'side', team: 'side', speler: 'player' },
    help: {
      nl: 'Wie punten krijgt: side (de kant; bij losse spelers krijgt elke speler de punten van zijn kant) of player (iedere speler zijn eigen punten).',
      en: 'Who scores: side (the side; with individual entrants each player gets his side’s points) or player (each player his own points).',
    },
  }),
  pointsPerPawn: numberSetting(1, {
    min: 0,
    max: 1000,
    help: {
      nl: 'Punten per eigen pion binnen (niet gebruikt als holeValues is ingevuld).',
      en: 'Points per own pawn home (not used when holeValues is filled in).',
    },
  }),
  holeValues: integerListSetting([], {
    min: 1,
    max: 1000,
    maxLength: 8,
    help: {
      nl: 'Punten per gat in het honk, van het eerste (bij de ingang) naar het verste, bijv. 1,2,3,4; leeg = elke pion binnen is pointsPerPawn waard.',
      en: 'Points per hole of the home, from the first (at the entrance) to the farthest, e.g. 1,2,3,4; empty = every pawn home is worth pointsPerPawn.',
    },
  }),
  pointsPerOpponentPawnOut: numberSetting(0, {
    min: 0,
    max: 1000,
    help: {
      nl: 'Bonuspunten per pion van de tegenpartij die niet binnen is.',
      en: 'Bonus points per pawn of the opposing side that is not home.',
    },
  }),
  winBonus: numberSetting(0, {
    min: 0,
    max: 1000,
    help: {
      nl: 'Extra punten voor de winnaar (bij spelers: voor iedere speler van de winnende kant).',
      en: 'Extra points for the winner (with player scoring: for every player of the winning side).',
    },
  }),
  winBonusOnTimeout: booleanSetting(false, {
    help: {
      nl: 'Krijgt een winnaar die pas bij het verstrijken van de tijd is aangewezen (timeoutWinner) ook de winstbonus?',
      en: 'Does a winner decided when the time ran out (timeoutWinner) get the win bonus too?',
    },
  }),
  decidedBy: choiceSetting(DECIDERS, 'allHome', {
    aliases: { allesbinnen: 'allHome', uitgespeeld: 'allHome', meestepunten: 'mostPoints', spelpunten: 'mostPoints' },
    help: {
      nl: 'Wie wint: allHome (de kant die als eerste alle pionnen binnen heeft; bij tijd om beslist timeoutWinner) of mostPoints (de kant met de meeste spelpunten; gelijk = gelijkspel).',
      en: 'Who wins: allHome (the side that first has all pawns home; when time runs out, timeoutWinner decides) or mostPoints (the side with more game points; equal = draw).',
    },
  }),
  timeoutWinner: choiceSetting(TIMEOUT_WINNERS, 'none', {
    aliases: { geen: 'none', gelijk: 'none', meestepionnen: 'mostPawns', meestepunten: 'mostPoints' },
    help: {
      nl: 'Bij tijd om (decidedBy = allHome): none (geen winnaar, telt als gelijkspel), mostPawns (meeste pionnen binnen wint) of mostPoints (meeste punten wint); gelijk = gelijkspel.',
      en: 'When time runs out (decidedBy = allHome): none (no winner, counts as a draw), mostPawns (more pawns home wins) or mostPoints (more points wins); equal = draw.',
    },
  }),
  timeLimit: integerSetting(0, {
    min: 0,
    max: 1440,
    help: {
      nl: 'Maximale speeltijd in minuten (0 = geen); een reglementaire partij telt bij de speeltijd als de volle tijd.',
      en: 'Maximum play time in minutes (0 = none); a forfeit counts as the full time in the play-time tie-break.',
    },
  }),
  forfeitLoserPawns: integerSetting(0, {
    min: 0,
    max: 32,
    help: {
      nl: 'Pionnen binnen voor de afwezige kant bij een reglementaire uitslag; de aanwezige kant wint met alle pionnen.',
      en: 'Pawns home for the absent side in a forfeit; the present side wins with all its pawns.',
    },
  }),
  winPoints: numberSetting(2, {
    min: 0,
    max: 1000,
    help: { nl: 'Wedstrijdpunten voor winst.', en: 'Match points for a win.' },
  }),
  drawPoints: numberSetting(1, {
    min: 0,
    max: 1000,
    help: { nl: 'Wedstrijdpunten voor gelijkspel.', en: 'Match points for a draw.' },
  }),
  lossPoints: numberSetting(0, {
    min: 0,
    max: 1000,
    help: { nl: 'Wedstrijdpunten voor verlies.', en: 'Match points for a loss.' },
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
    help: {
      nl: 'Volgorde van de stand: de eerste sleutel beslist, bij gelijke stand de volgende, enzovoort: wins (gewonnen partijen), matchPoints (wedstrijdpunten), points (spelpunten), pointsAgainst (tegenpunten), difference (saldo), playTime (totale speeltijd, korter is beter), handedIn (tijd van inleveren van het laatste formulier, eerder is beter). Gelijk op alles = gedeelde plaats.',
      en: 'Order of the standings, with its tie-breaks: wins, matchPoints, points (game points), pointsAgainst, difference, playTime (total play time, shorter is better), handedIn (time the last form came in, earlier is better). Equal on all = shared rank.',
    },
  }),
  pointsAgainstOrder: choiceSetting(AGAINST_ORDERS, 'fewer', {
    aliases: { minder: 'fewer', minste: 'fewer', weinig: 'fewer', meer: 'more', meeste: 'more' },
    help: {
      nl: 'Tegenpunten in de stand: fewer (minder is beter) of more (meer is beter).',
      en: 'Points against in the standings: fewer (fewer is better) or more (more is better).',
    },
  }),
  scope: choiceSetting(SCOPES, 'event', {
    aliases: { ronde: 'round', avond: 'evening', toernooi: 'event', seizoen: 'season' },
    help: {
      nl: 'Welke standen het tabblad Stand toont: event (één stand over alle ronden), season (seizoensstand plus een stand per avond), evening (een stand per avond) of round (een stand per ronde plus het totaal).',
      en: 'Which standings the Standings tab shows: event (one table over all rounds), season (the season table plus one per evening), evening (one per evening) or round (one per round plus the total).',
    },
  }),
  roundsPerEvening: integerSetting(0, {
    min: 0,
    max: 100,
    help: {
      nl: 'Ronden per avond (of per toernooidag); 0 = niet vast. Zonder kolom Avond telt Ronde door over het seizoen.',
      en: 'Rounds per evening (or tournament day); 0 = not fixed. Without an Evening column, Round counts on through the season.',
    },
  }),
  evenings: integerSetting(1, {
    min: 1,
    max: 100,
    help: { nl: 'Aantal avonden in het seizoen.', en: 'Number of evenings in the season.' },
  }),
  finalRoundOnTie: booleanSetting(false, {
    help: {
      nl: 'Bij een gelijke eindstand aan de top (na de laatste avond) wordt een finaleronde gespeeld: de stand meldt het, Tafelindeling maken deelt haar in als de volgende avond (de gelijke teams spelen één keer tegen elkaar), haar uitslagen komen in Uitslagen en wie er de meeste punten haalt is de winnaar. Weer gelijk: nog een finaleronde.',
      en: 'A tie at the top of the final standings (after the last evening) means a final round: the standings say so, Draw tables draws it as the next evening (the level teams play each other once), its results go into Results and whoever scores most in it is the winner. Level again: another final round.',
    },
  }),
  prizes: integerSetting(3, {
    min: 0,
    max: 100,
    help: {
      nl: 'Aantal prijzen (plaatsen 1 tot en met dit aantal) in de prijzenlijst van de website en de beamer; 0 = geen prijzenlijst.',
      en: 'Number of prizes (places 1 up to this number) in the prize list of the website and the beamer; 0 = no prize list.',
    },
  }),
  // Table allocation and partner draws (draw/settings.ts).
  ...drawSettingsSpec,
};

export type KeezenSettingsSpec = typeof keezenSettingsSpec;
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
