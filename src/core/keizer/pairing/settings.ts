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

const OTHER_OPPONENT_COUNTS = ['distinct', 'games'] as const;
const COLOUR_CONFLICTS = ['skip', 'limits'] as const;
const BYE_CHOICES = ['lowest', 'fewest'] as const;
const CATEGORY_RULES = ['off', 'same', 'adjacent'] as const;
const PAIRING_METHODS = ['global', 'topDown'] as const;

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
  }),
  minOtherOpponents: integerSetting(6, {
    min: 0,
    max: 1000,
  }),
  otherOpponentsCount: choiceSetting(OTHER_OPPONENT_COUNTS, 'distinct', {
    aliases: { verschillend: 'distinct', spelers: 'distinct', partijen: 'games' },
  }),
  maxColourDiff: integerSetting(3, {
    min: 0,
    max: 1000,
  }),
  maxColourRun: integerSetting(4, {
    min: 1,
    max: 1000,
  }),
  colourRunBrokenByAbsence: booleanSetting(false),
  reverseColoursOnRematch: booleanSetting(true),
  colourConflict: choiceSetting(COLOUR_CONFLICTS, 'skip', {
    aliases: { overslaan: 'skip', niet: 'skip', grenzen: 'limits', limieten: 'limits' },
  }),
  maxByes: integerSetting(1, {
    min: 0,
    max: 1000,
  }),
  byeChoice: choiceSetting(BYE_CHOICES, 'lowest', {
    aliases: { laagste: 'lowest', minste: 'fewest', minsteoneven: 'fewest' },
  }),
  relaxation: listSetting(RELAXABLE_RULES, ['colourRun', 'colourDiff', 'otherOpponents', 'byes'], {
    aliases: RULE_ALIASES,
  }),
  pairingSeed: textSetting(''),
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
  }),
  categoryOrder: textSetting(''),
  pairingMethod: choiceSetting(PAIRING_METHODS, 'global', {
    aliases: { globaal: 'global', totaal: 'global', vanboven: 'topDown', bovenaf: 'topDown', topdown: 'topDown' },
  }),
};
