/**
 * Settings of the Keezen table allocation and partner draws, spread into
 * `keezenSettingsSpec` (one Instellingen tab for scoring and drawing). The
 * presets of `settings.ts` set the values the regulations ask for; README.md beside
 * this file explains each choice.
 */
import { booleanSetting, choiceSetting, integerSetting, numberSetting, textSetting } from '../../settings/spec';

export const PAIR_BY = ['record', 'lot'] as const;
export const COLOUR_MODES = ['perGame', 'perTeam'] as const;
export const BYE_SCORES = ['forfeit', 'average', 'points', 'none'] as const;
export const ODD_PLAYERS = ['sitOut', 'tables'] as const;

export type PairBy = (typeof PAIR_BY)[number];
export type ColourMode = (typeof COLOUR_MODES)[number];
export type ByeScore = (typeof BYE_SCORES)[number];
export type OddPlayers = (typeof ODD_PLAYERS)[number];

export const drawSettingsSpec = {
  drawSeed: textSetting('', {
    help: {
      nl: 'Basis van de loting: elke ronde krijgt een lotingsgetal dat hieruit en uit het rondenummer volgt (staat in Tafelindeling). Leeg: de namen in Deelnemers zijn de basis.',
      en: 'Base of the draws: each round gets a seed derived from this and the round number (shown in Tables). Empty: the names in Participants are the base.',
    },
  }),
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
    help: {
      nl: 'Teams: record (ronde 1 geloot, daarna tegen een team met dezelfde stand: winst, dan punten) of lot (elke ronde geloot). Altijd zonder herhaling als het kan.',
      en: 'Teams: record (round 1 drawn, then against a team with the same record: wins, then points) or lot (drawn every round). Never a rematch when it can be avoided.',
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
    help: {
      nl: 'Kleuren: perGame (het team links op het formulier deelt eerst en speelt colourA, het andere colourB; wie links zit wisselt eerlijk) of perTeam (elk team houdt het hele toernooi de kleur van zijn eerste partij; een team van colourA speelt waar het kan tegen een team van colourB).',
      en: 'Colours: perGame (the team on the left of the form deals first and plays colourA, the other colourB; who sits left alternates fairly) or perTeam (each team keeps the colour of its first game all event; a colourA team plays a colourB team whenever possible).',
    },
  }),
  colourA: textSetting('', {
    help: {
      nl: 'Kleur(en) van kant A (links op het formulier). Leeg: geel bij perTeam, rood en geel bij perGame.',
      en: 'Colour(s) of side A (left on the form). Empty: yellow with perTeam, red and yellow with perGame.',
    },
  }),
  colourB: textSetting('', {
    help: {
      nl: 'Kleur(en) van kant B. Leeg: oranje bij perTeam, groen en blauw bij perGame.',
      en: 'Colour(s) of side B. Empty: orange with perTeam, green and blue with perGame.',
    },
  }),
  changeTables: booleanSetting(false, {
    help: {
      nl: 'Elke ronde van tafel wisselen: geen team twee keer aan dezelfde tafel op een avond (als het kan). Nee: de bovenste partij aan tafel 1, dan op volgorde.',
      en: 'Change tables every round: no team at the same table twice in an evening (when avoidable). No: the top game at table 1, then in order.',
    },
  }),
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
    help: {
      nl: 'Wat vrij zijn (oneven aantal teams, of uitzitten op een spelavond) oplevert: forfeit (een reglementaire winst volgens forfeitLoserPawns), average (het eigen gemiddelde per gespeelde partij), points (byePoints spelpunten) of none.',
      en: 'What a bye (odd number of teams, or sitting out on a games night) gives: forfeit (a won forfeit by forfeitLoserPawns), average (the own average per game played), points (byePoints game points) or none.',
    },
  }),
  byePoints: numberSetting(0, {
    min: 0,
    max: 10000,
    help: {
      nl: 'Spelpunten voor vrij zijn bij byeScore = points.',
      en: 'Game points for a bye with byeScore = points.',
    },
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
    help: {
      nl: 'Losse spelers als hun aantal niet precies aan de tafels past (bij 2 tegen 2: geen viervoud): sitOut (wie overblijft zit die ronde uit, bij 2 tegen 2 dus 1 tot 3 spelers, en krijgt byeScore; het uitzitten wordt per avond zo gelijk mogelijk verdeeld: na elke ronde heeft niemand meer dan één keer vaker uitgezeten dan een ander die er de hele avond is) of tables (alleen bij 2 tegen 2: een tafel van 5 of 3 waar ieder voor zich speelt, of een 6-persoonsbord met drie koppels; zo’n tafel telt niet mee in de stand: verwerk haar uitslag met de hand).',
      en: 'Individual players when their number does not fill the tables exactly (in 2 v 2: not a multiple of 4): sitOut (whoever is left over sits out that round, in 2 v 2 one to three players, scored by byeScore; sitting out is shared as evenly as possible within the evening: after every round nobody has sat out more than once more than anyone else who is there all evening) or tables (2 v 2 only: a table of 5 or 3 where everyone plays alone, or a 6-player board with three pairs; such a table does not count in the standings: process its result by hand).',
    },
  }),
  planRounds: integerSetting(4, {
    min: 1,
    max: 30,
    help: {
      nl: 'Ronden per avond die de partnerloting vooruit plant als roundsPerEvening 0 is (spelavond).',
      en: 'Rounds of an evening the partner draw plans ahead when roundsPerEvening is 0 (games night).',
    },
  }),
};
