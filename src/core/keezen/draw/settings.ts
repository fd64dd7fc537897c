/**
 * Settings of the Keezen table allocation and partner draws, spread into
 * `keezenSettingsSpec` (one Instellingen tab for scoring and drawing). The
 * presets of `settings.ts` set the values the regulations ask for; README.md beside
 * this file explains each choice.
 */
import { booleanSetting, choiceSetting, integerSetting, numberSetting, textSetting } from '../../settings/spec';

const PAIR_BY = ['record', 'lot'] as const;
const COLOUR_MODES = ['perGame', 'perTeam'] as const;
const BYE_SCORES = ['forfeit', 'average', 'points', 'none'] as const;
const ODD_PLAYERS = ['sitOut', 'tables'] as const;

export const drawSettingsSpec = {
  drawSeed: textSetting(''),
  pairBy: choiceSetting(PAIR_BY, 'record', {
    aliases: {
      stand: 'record',
      zwitsers: 'record',
      swiss: 'record',
      loting: 'lot',
      lot: 'lot',
      geloot: 'lot',
      random: 'lot',
    },
  }),
  colours: choiceSetting(COLOUR_MODES, 'perGame', {
    aliases: {
      perpartij: 'perGame',
      perspel: 'perGame',
      game: 'perGame',
      perteam: 'perTeam',
      team: 'perTeam',
      vast: 'perTeam',
      fixed: 'perTeam',
    },
  }),
  colourA: textSetting(''),
  colourB: textSetting(''),
  changeTables: booleanSetting(false),
  byeScore: choiceSetting(BYE_SCORES, 'forfeit', {
    aliases: {
      reglementair: 'forfeit',
      gemiddelde: 'average',
      gemiddeld: 'average',
      punten: 'points',
      vast: 'points',
      geen: 'none',
      niets: 'none',
    },
  }),
  byePoints: numberSetting(0, {
    min: 0,
    max: 10000,
  }),
  oddPlayers: choiceSetting(ODD_PLAYERS, 'sitOut', {
    aliases: {
      uitzitten: 'sitOut',
      vrij: 'sitOut',
      rust: 'sitOut',
      sitout: 'sitOut',
      tafels: 'tables',
      grotetafels: 'tables',
    },
  }),
  planRounds: integerSetting(0, {
    min: 0,
    max: 30,
  }),
};
