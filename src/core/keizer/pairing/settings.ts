/**
 * The pairing settings of a Keizer competition, spread into
 * `keizerSettingsSpec`. Defaults: SV De Zwarte Dame (Zwarte Dame regulations, appendix A.4–7
 * and A.10); where the regulations leave a question open, the answer is a
 * setting where clubs differ (see README.md beside this file).
 */
import { booleanSetting, choiceSetting, integerSetting, listSetting, textSetting } from '../../settings/spec';

/** Rules the relaxation ladder may loosen, one step per mention. */
export const RELAXABLE_RULES = [
  'colourRun',
  'colourDiff',
  'otherOpponents',
  'reverse',
  'meetings',
  'byes',
  'category',
] as const;
export type RelaxableRule = (typeof RELAXABLE_RULES)[number];

export const OTHER_OPPONENT_COUNTS = ['distinct', 'games'] as const;
export const COLOUR_CONFLICTS = ['skip', 'limits'] as const;
export const BYE_CHOICES = ['lowest', 'fewest'] as const;
export const CATEGORY_RULES = ['off', 'same', 'adjacent'] as const;
export const PAIRING_METHODS = ['global', 'topDown'] as const;

export type OtherOpponentCount = (typeof OTHER_OPPONENT_COUNTS)[number];
export type ColourConflict = (typeof COLOUR_CONFLICTS)[number];
export type ByeChoice = (typeof BYE_CHOICES)[number];
export type CategoryRule = (typeof CATEGORY_RULES)[number];
export type PairingMethod = (typeof PAIRING_METHODS)[number];

const RULE_ALIASES: Record<string, RelaxableRule> = {
  kleurreeks: 'colourRun',
  reeks: 'colourRun',
  run: 'colourRun',
  kleurverschil: 'colourDiff',
  verschil: 'colourDiff',
  diff: 'colourDiff',
  anderetegenstanders: 'otherOpponents',
  andere: 'otherOpponents',
  tegenstanders: 'otherOpponents',
  omdraaien: 'reverse',
  kleuromdraaien: 'reverse',
  ontmoetingen: 'meetings',
  maxontmoetingen: 'meetings',
  oneven: 'byes',
  bye: 'byes',
  tweedeoneven: 'byes',
  categorie: 'category',
  categorieen: 'category',
  categorieën: 'category',
  categories: 'category',
};

export const pairingSettingsSpec = {
  maxMeetings: integerSetting(4, {
    min: 1,
    max: 1000,
    help: {
      nl: 'Hoe vaak twee spelers hoogstens tegen elkaar spelen (standaard 4, reglement Zwarte Dame A.4).',
      en: 'How often two players meet at most (default 4, Zwarte Dame rules A.4).',
    },
  }),
  minOtherOpponents: integerSetting(6, {
    min: 0,
    max: 1000,
    help: {
      nl: 'Andere tegenstanders die beide spelers sinds hun vorige partij tegen elkaar gehad moeten hebben (standaard 6, reglement Zwarte Dame A.4).',
      en: 'Other opponents both players must have had since their last game together (default 6, Zwarte Dame rules A.4).',
    },
  }),
  otherOpponentsCount: choiceSetting(OTHER_OPPONENT_COUNTS, 'distinct', {
    aliases: { verschillend: 'distinct', spelers: 'distinct', partijen: 'games' },
    help: {
      nl: 'Andere tegenstanders tellen als distinct (verschillende spelers) of games (partijen). Oneven, afwezigheid en reglementaire uitslagen tellen nooit.',
      en: 'Other opponents count as distinct (different players) or games. Byes, absences and forfeits never count.',
    },
  }),
  maxColourDiff: integerSetting(3, {
    min: 0,
    max: 1000,
    help: {
      nl: 'Hoogste verschil tussen partijen met wit en met zwart (standaard 3, reglement Zwarte Dame A.5).',
      en: 'Largest difference between games with white and with black (default 3, Zwarte Dame rules A.5).',
    },
  }),
  maxColourRun: integerSetting(4, {
    min: 1,
    max: 1000,
    help: {
      nl: 'Hoogstens zoveel partijen achter elkaar met dezelfde kleur (standaard 4, reglement Zwarte Dame A.6).',
      en: 'At most this many games in a row with the same colour (default 4, Zwarte Dame rules A.6).',
    },
  }),
  colourRunBrokenByAbsence: booleanSetting(false, {
    help: {
      nl: 'ja: een ronde zonder partij (afwezig, oneven, reglementair) onderbreekt een kleurreeks; nee: alleen gespeelde partijen tellen.',
      en: 'yes: a round without a game (absent, bye, forfeit) breaks a colour run; no: only games played count.',
    },
  }),
  reverseColoursOnRematch: booleanSetting(true, {
    help: {
      nl: 'Bij een nieuwe ontmoeting de kleuren van de vorige partij omdraaien (standaard ja, reglement Zwarte Dame A.7).',
      en: 'On a rematch, reverse the colours of the previous game (default yes, Zwarte Dame rules A.7).',
    },
  }),
  colourConflict: choiceSetting(COLOUR_CONFLICTS, 'skip', {
    aliases: { overslaan: 'skip', niet: 'skip', grenzen: 'limits', limieten: 'limits' },
    help: {
      nl: 'Als omdraaien een kleurgrens breekt: skip (het paar speelt deze ronde niet) of limits (de grenzen gaan voor, kleuren niet omgedraaid).',
      en: 'When reversing breaks a colour limit: skip (the pair does not meet this round) or limits (the limits win, colours not reversed).',
    },
  }),
  maxByes: integerSetting(1, {
    min: 0,
    max: 1000,
    help: {
      nl: 'Hoe vaak een speler hoogstens oneven is per competitie (standaard 1, reglement Zwarte Dame A.10). Een straf-oneven telt niet mee.',
      en: 'How many byes a player gets at most per competition (default 1, Zwarte Dame rules A.10). A penalty bye does not count.',
    },
  }),
  byeChoice: choiceSetting(BYE_CHOICES, 'lowest', {
    aliases: { laagste: 'lowest', minste: 'fewest', minsteoneven: 'fewest' },
    help: {
      nl: 'Wie is oneven: lowest (de laagst geplaatste die nog mag) of fewest (wie de minste onevens had, dan de laagst geplaatste).',
      en: 'Who gets the bye: lowest (the lowest-ranked eligible player) or fewest (fewest byes so far, then lowest-ranked).',
    },
  }),
  relaxation: listSetting(RELAXABLE_RULES, ['colourRun', 'colourDiff', 'otherOpponents', 'byes'], {
    aliases: RULE_ALIASES,
    help: {
      nl: 'Als er geen indeling binnen de regels bestaat, versoepel in deze volgorde, één stap per woord: colourRun (reeks +1), colourDiff (verschil +1), otherOpponents (één andere tegenstander minder), reverse (niet omdraaien), meetings (één ontmoeting meer), byes (een oneven meer), category (één categorie verder). Leeg: de standaard; "geen": nooit versoepelen.',
      en: 'When no pairing within the rules exists, relax in this order, one step per word: colourRun (run +1), colourDiff (difference +1), otherOpponents (one other opponent fewer), reverse (no reversal), meetings (one meeting more), byes (one bye more), category (one category further). Empty: the default; "none": never relax.',
    },
  }),
  pairingSeed: textSetting('', {
    help: {
      nl: 'Basis van de loting (kleuren ronde 1 en gelijke kleurvoorkeuren). Leeg is ook goed; de loting van elke ronde staat op het tabblad Indeling.',
      en: 'Base of the draw (round-1 colours and equal colour preferences). Empty is fine too; each round’s seed is shown on the Pairing tab.',
    },
  }),
  categories: choiceSetting(CATEGORY_RULES, 'off', {
    aliases: {
      uit: 'off',
      nee: 'off',
      zelfde: 'same',
      gelijk: 'same',
      aangrenzend: 'adjacent',
      naast: 'adjacent',
      buren: 'adjacent',
    },
    help: {
      nl: 'Categorieën (kolom Categorie in Spelers): off, same (alleen dezelfde) of adjacent (dezelfde of een aangrenzende). Spelers zonder categorie mogen tegen iedereen.',
      en: 'Categories (column Category in Players): off, same (only the same) or adjacent (same or next). Players without a category may meet anyone.',
    },
  }),
  categoryOrder: textSetting('', {
    help: {
      nl: 'Volgorde van de categorieën, met komma’s (bijv. A, B, C); leeg: alfabetisch.',
      en: 'Order of the categories, comma-separated (e.g. A, B, C); empty: alphabetical.',
    },
  }),
  pairingMethod: choiceSetting(PAIRING_METHODS, 'global', {
    aliases: { globaal: 'global', totaal: 'global', vanboven: 'topDown', bovenaf: 'topDown', topdown: 'topDown' },
    help: {
      nl: 'global: over alle borden samen zo weinig mogelijk afstand in de ranglijst (per bord telt het aantal spelers ertussen in het kwadraat, zodat één grote sprong zwaarder weegt dan twee kleine); topDown: eerst nummer 1 zo dichtbij mogelijk, dan nummer 2, enzovoort.',
      en: 'global: as little distance in the standings as possible over all boards together (each board counts the number of players ranked in between, squared, so one big gap weighs more than two small ones); topDown: first number 1 as close as possible, then number 2, and so on.',
    },
  }),
};
