/**
 * The one-line explanation of every Keezen setting (settings.ts, with the draw's of draw/settings.ts), in both languages: the Uitleg
 * column of the Instellingen tab the new-competition wizard writes. Kept apart
 * from the definitions, which every execution reads, because only the wizard
 * shows them; a setting
 * without its explanation is a type error.
 */
import type { SettingsHelp } from '../settings/spec';
import type { keezenSettingsSpec } from './settings';

export const KEEZEN_SETTINGS_HELP: SettingsHelp<typeof keezenSettingsSpec> = {
  variant: {
    nl: 'Voorinstelling: nk4tegen4 (NK Keezen Texel 4 tegen 4), buurtcompetitie, spelavond of custom (alles zelf instellen). Elke instelling hieronder overschrijft de voorinstelling.',
    en: 'Preset: nk4tegen4 (Dutch Keezen championship 4 v 4, Texel), buurtcompetitie (neighbourhood league), spelavond (games night) or custom (set everything yourself). Every setting below overrides the preset.',
  },
  entrant: {
    nl: 'Wie er in Deelnemers staat en in de stand komt: team (vaste teams) of player (losse spelers; partners per ronde).',
    en: 'Who is listed in Participants and ranked: team (fixed teams) or player (individuals; partners per round).',
  },
  playersPerSide: {
    nl: 'Spelers per kant aan tafel (2 tegen 2: 2; 4 tegen 4: 4).',
    en: 'Players per side at a table (2 v 2: 2; 4 v 4: 4).',
  },
  pawnsPerPlayer: {
    nl: 'Pionnen per speler (en dus gaten in zijn honk).',
    en: 'Pawns per player (and so holes in his home).',
  },
  countPer: {
    nl: 'Wat het scoreformulier noteert: side (pionnen binnen per kant, kolommen Binnen A/B) of player (per speler, kolommen Binnen A1..B4; als holeValues is ingevuld: de bezette gaten).',
    en: 'What the score form records: side (pawns home per side, columns Home A/B) or player (per player, columns Home A1..B4; when holeValues is filled in: the occupied holes).',
  },
  scoreFor: {
    nl: 'Wie punten krijgt: side (de kant; bij losse spelers krijgt elke speler de punten van zijn kant) of player (iedere speler zijn eigen punten).',
    en: 'Who scores: side (the side; with individual entrants each player gets his side’s points) or player (each player his own points).',
  },
  pointsPerPawn: {
    nl: 'Punten per eigen pion binnen (niet gebruikt als holeValues is ingevuld).',
    en: 'Points per own pawn home (not used when holeValues is filled in).',
  },
  holeValues: {
    nl: 'Punten per gat in het honk, van het eerste (bij de ingang) naar het verste, bijv. 1,2,3,4; leeg = elke pion binnen is pointsPerPawn waard.',
    en: 'Points per hole of the home, from the first (at the entrance) to the farthest, e.g. 1,2,3,4; empty = every pawn home is worth pointsPerPawn.',
  },
  pointsPerOpponentPawnOut: {
    nl: 'Bonuspunten per pion van de tegenpartij die niet binnen is.',
    en: 'Bonus points per pawn of the opposing side that is not home.',
  },
  winBonus: {
    nl: 'Extra punten voor de winnaar (bij spelers: voor iedere speler van de winnende kant).',
    en: 'Extra points for the winner (with player scoring: for every player of the winning side).',
  },
  winBonusOnTimeout: {
    nl: 'Krijgt een winnaar die pas bij het verstrijken van de tijd is aangewezen (timeoutWinner) ook de winstbonus?',
    en: 'Does a winner decided when the time ran out (timeoutWinner) get the win bonus too?',
  },
  decidedBy: {
    nl: 'Wie wint: allHome (de kant die als eerste alle pionnen binnen heeft; bij tijd om beslist timeoutWinner) of mostPoints (de kant met de meeste spelpunten; gelijk = gelijkspel).',
    en: 'Who wins: allHome (the side that first has all pawns home; when time runs out, timeoutWinner decides) or mostPoints (the side with more game points; equal = draw).',
  },
  timeoutWinner: {
    nl: 'Bij tijd om (decidedBy = allHome): none (geen winnaar, telt als gelijkspel), mostPawns (meeste pionnen binnen wint) of mostPoints (meeste punten wint); gelijk = gelijkspel.',
    en: 'When time runs out (decidedBy = allHome): none (no winner, counts as a draw), mostPawns (more pawns home wins) or mostPoints (more points wins); equal = draw.',
  },
  timeLimit: {
    nl: 'Maximale speeltijd in minuten (0 = geen); een reglementaire partij telt bij de speeltijd als de volle tijd.',
    en: 'Maximum play time in minutes (0 = none); a forfeit counts as the full time in the play-time tie-break.',
  },
  forfeitLoserPawns: {
    nl: 'Pionnen binnen voor de afwezige kant bij een reglementaire uitslag; de aanwezige kant wint met alle pionnen.',
    en: 'Pawns home for the absent side in a forfeit; the present side wins with all its pawns.',
  },
  winPoints: { nl: 'Wedstrijdpunten voor winst.', en: 'Match points for a win.' },
  drawPoints: { nl: 'Wedstrijdpunten voor gelijkspel.', en: 'Match points for a draw.' },
  lossPoints: { nl: 'Wedstrijdpunten voor verlies.', en: 'Match points for a loss.' },
  order: {
    nl: 'Volgorde van de stand: de eerste sleutel beslist, bij gelijke stand de volgende, enzovoort: wins (gewonnen partijen), matchPoints (wedstrijdpunten), points (spelpunten), pointsAgainst (tegenpunten), difference (saldo), playTime (totale speeltijd, korter is beter), handedIn (tijd van inleveren van het laatste formulier, eerder is beter). Gelijk op alles = gedeelde plaats.',
    en: 'Order of the standings, with its tie-breaks: wins, matchPoints, points (game points), pointsAgainst, difference, playTime (total play time, shorter is better), handedIn (time the last form came in, earlier is better). Equal on all = shared rank.',
  },
  pointsAgainstOrder: {
    nl: 'Tegenpunten in de stand: fewer (minder is beter) of more (meer is beter).',
    en: 'Points against in the standings: fewer (fewer is better) or more (more is better).',
  },
  scope: {
    nl: 'Welke standen het tabblad Stand toont: event (één stand over alle ronden), season (seizoensstand plus een stand per avond), evening (een stand per avond) of round (een stand per ronde plus het totaal).',
    en: 'Which standings the Standings tab shows: event (one table over all rounds), season (the season table plus one per evening), evening (one per evening) or round (one per round plus the total).',
  },
  roundsPerEvening: {
    nl: 'Ronden per avond (of per toernooidag); 0 = niet vast. Zonder kolom Avond telt Ronde door over het seizoen.',
    en: 'Rounds per evening (or tournament day); 0 = not fixed. Without an Evening column, Round counts on through the season.',
  },
  evenings: { nl: 'Aantal avonden in het seizoen.', en: 'Number of evenings in the season.' },
  finalRoundOnTie: {
    nl: 'Bij een gelijke eindstand aan de top (na de laatste avond) wordt een finaleronde gespeeld: de stand meldt het, Tafelindeling maken deelt haar in als de volgende avond (de gelijke teams spelen één keer tegen elkaar), haar uitslagen komen in Uitslagen en wie er de meeste punten haalt is de winnaar. Weer gelijk: nog een finaleronde.',
    en: 'A tie at the top of the final standings (after the last evening) means a final round: the standings say so, Draw tables draws it as the next evening (the level teams play each other once), its results go into Results and whoever scores most in it is the winner. Level again: another final round.',
  },
  prizes: {
    nl: 'Aantal prijzen (plaatsen 1 tot en met dit aantal) in de prijzenlijst van de website en de beamer; 0 = geen prijzenlijst.',
    en: 'Number of prizes (places 1 up to this number) in the prize list of the website and the beamer; 0 = no prize list.',
  },
  drawSeed: {
    nl: 'Basis van de loting: elke ronde krijgt een lotingsgetal dat hieruit en uit het rondenummer volgt (staat in Tafelindeling). Leeg: de namen in Deelnemers zijn de basis.',
    en: 'Base of the draws: each round gets a seed derived from this and the round number (shown in Tables). Empty: the names in Participants are the base.',
  },
  pairBy: {
    nl: 'Teams: record (ronde 1 geloot, daarna tegen een team met dezelfde stand: winst, dan punten) of lot (elke ronde geloot). Altijd zonder herhaling als het kan.',
    en: 'Teams: record (round 1 drawn, then against a team with the same record: wins, then points) or lot (drawn every round). Never a rematch when it can be avoided.',
  },
  colours: {
    nl: 'Kleuren: perGame (het team links op het formulier deelt eerst en speelt colourA, het andere colourB; wie links zit wisselt eerlijk) of perTeam (elk team houdt het hele toernooi de kleur van zijn eerste partij; een team van colourA speelt waar het kan tegen een team van colourB).',
    en: 'Colours: perGame (the team on the left of the form deals first and plays colourA, the other colourB; who sits left alternates fairly) or perTeam (each team keeps the colour of its first game all event; a colourA team plays a colourB team whenever possible).',
  },
  colourA: {
    nl: 'Kleur(en) van kant A (links op het formulier). Leeg: geel bij perTeam, rood en geel bij perGame.',
    en: 'Colour(s) of side A (left on the form). Empty: yellow with perTeam, red and yellow with perGame.',
  },
  colourB: {
    nl: 'Kleur(en) van kant B. Leeg: oranje bij perTeam, groen en blauw bij perGame.',
    en: 'Colour(s) of side B. Empty: orange with perTeam, green and blue with perGame.',
  },
  changeTables: {
    nl: 'Elke ronde van tafel wisselen: geen team twee keer aan dezelfde tafel op een avond (als het kan). Nee: de bovenste partij aan tafel 1, dan op volgorde.',
    en: 'Change tables every round: no team at the same table twice in an evening (when avoidable). No: the top game at table 1, then in order.',
  },
  byeScore: {
    nl: 'Wat vrij zijn (oneven aantal teams, of uitzitten op een spelavond) oplevert: forfeit (een reglementaire winst volgens forfeitLoserPawns), average (het eigen gemiddelde per gespeelde partij), points (byePoints spelpunten) of none.',
    en: 'What a bye (odd number of teams, or sitting out on a games night) gives: forfeit (a won forfeit by forfeitLoserPawns), average (the own average per game played), points (byePoints game points) or none.',
  },
  byePoints: {
    nl: 'Spelpunten voor vrij zijn bij byeScore = points.',
    en: 'Game points for a bye with byeScore = points.',
  },
  oddPlayers: {
    nl: 'Losse spelers als hun aantal niet precies aan de tafels past (bij 2 tegen 2: geen viervoud): sitOut (wie overblijft zit die ronde uit, bij 2 tegen 2 dus 1 tot 3 spelers, en krijgt byeScore; het uitzitten wordt per avond zo gelijk mogelijk verdeeld: na elke ronde heeft niemand meer dan één keer vaker uitgezeten dan een ander die er de hele avond is) of tables (alleen bij 2 tegen 2: een tafel van 5 of 3 waar ieder voor zich speelt, of een 6-persoonsbord met drie koppels; zo’n tafel telt niet mee in de stand: verwerk haar uitslag met de hand).',
    en: 'Individual players when their number does not fill the tables exactly (in 2 v 2: not a multiple of 4): sitOut (whoever is left over sits out that round, in 2 v 2 one to three players, scored by byeScore; sitting out is shared as evenly as possible within the evening: after every round nobody has sat out more than once more than anyone else who is there all evening) or tables (2 v 2 only: a table of 5 or 3 where everyone plays alone, or a 6-player board with three pairs; such a table does not count in the standings: process its result by hand).',
  },
  planRounds: {
    nl: 'Ronden per avond die de partnerloting vooruit plant als roundsPerEvening 0 is (spelavond van onbekende lengte). 0 = zo veel als er met de aanwezige spelers gespeeld kunnen worden zonder dat iemand twee keer dezelfde partner of tegenstander treft (bij 10 spelers 5 ronden, bij 8 spelers 3; hoogstens 8).',
    en: 'Rounds of an evening the partner draw plans ahead when roundsPerEvening is 0 (a games night of unknown length). 0 = as many as the players present can play without anyone meeting the same partner or opponent twice (5 rounds with 10 players, 3 with 8; at most 8).',
  },
};
