/**
 * The on-demand part's season texts: the crosstable, progress, club rating and
 * season-end tabs, the website's pages.
 */
import { Exact, enOrdinal, exactEn, exactNl, nlOrdinal } from '../season';

export const nl = {
  // Crosstable
  crosstableTitle: (round: number) => `Kruistabel na ronde ${round}`,
  crosstableLegend: () =>
    'Per ronde: het nummer van de tegenstander, de kleur (w = wit, z = zwart), de uitslag (1, ½, 0; + en - reglementair, ? nog geen uitslag) en tussen haakjes de waarde van de tegenstander vóór de ronde.',
  colourLetterWhite: () => 'w',
  colourLetterBlack: () => 'z',
  statusInactive: () => 'niet actief',
  statusRemoved: () => 'geen partijen',
  statusFrom: (round: number) => `vanaf ronde ${round}`,
  crosstableSummary: (round: number) => `Kruistabel en verloop na ronde ${round} bijgewerkt.`,
  // Progress
  progressTitle: (round: number) => `Verloop na ronde ${round}`,
  progressPoints: () => 'Punten na elke ronde',
  progressRanks: () => 'Plaats na elke ronde',
  progressChartData: (count: number) => `Plaats van de top ${count} per ronde (de gegevens van de grafiek)`,
  progressChartTitle: (count: number) => `Plaats van de top ${count} per ronde`,
  progressStart: () => 'start',
  axisRound: () => 'Ronde',
  axisRank: () => 'Plaats',
  // Club rating
  ratingTitle: (round: number, k: number, table: string) =>
    `Clubrating na ronde ${round} (K = ${k}, verwachte score: ${table === 'fide' ? 'FIDE-tabel' : 'logistische formule'})`,
  ratingFormula: () =>
    'Per partij: nieuwe rating = oude rating + K × (score − verwachte score); een verschil van meer dan de grens telt als de grens.',
  ratingReview: (games: number, score: string, average: number, performance: number) =>
    `geschatte rating: na ${games} partijen ${score} uit ${games}, gemiddelde tegenstander ${average}, prestatie ${performance}; beoordeel de startrating (reglement Zwarte Dame a.3) en zet Geschat daarna op nee`,
  ratingNoRating: (games: number) =>
    `geen rating in Spelers: ${games} ${games === 1 ? 'partij telt' : 'partijen tellen'} niet voor de clubrating`,
  ratingSummary: (round: number, players: number) => `Clubrating na ronde ${round}: ${players} spelers met een rating.`,
  // Season end
  seasonEndTitle: (round: number, rounds: number, final: boolean) =>
    final ? `Seizoenseinde na ronde ${round}` : `Voorlopig seizoenseinde na ronde ${round} van ${rounds}`,
  seasonNotFinal: (round: number, rounds: number) =>
    `het seizoen is nog niet af (ronde ${round} van ${rounds}): dit is een voorlopig overzicht`,
  seasonChampion: () => 'Clubkampioen',
  seasonChampionText: (name: string, points: string) => `${name} (${points} punten)`,
  seasonChampionByBarrage: (names: readonly string[], first: string) =>
    `nog niet bekend: de barrage tussen ${names.slice(0, -1).join(', ')} en ${names[names.length - 1]} beslist (reglement Zwarte Dame e.1–e.3); bij gelijk spel in de barrage is ${first} (nummer 1 na de laatste ronde) clubkampioen`,
  seasonBeforeBarrage: () => 'volgorde vóór de barrage; de barrage beslist wie nummer 1 en 2 is',
  seasonBarrage: () => 'Barrage',
  seasonBarrageYes: (names: string, difference: string, margin: string, highest: number) =>
    `ja: ${names}. Verschil tussen 1 en 2: ${difference} ≤ ${margin} (de helft van de hoogste waarde ${highest}). Bij gelijk spel in de barrage wordt de nummer 1 kampioen.`,
  seasonBarrageMulti: (count: number) => `meervoudige barrage met ${count} spelers`,
  seasonBarrageNo: (difference: string, margin: string, highest: number) =>
    `nee: verschil tussen 1 en 2 is ${difference} > ${margin} (de helft van de hoogste waarde ${highest})`,
  seasonPrize: (rank: number) => `${rank}e prijs`,
  seasonFirstPrize: () => '1e prijs',
  seasonPrizeAwarded: (name: string) => name,
  seasonPrizeNotAwarded: (name: string, counted: number, required: number) =>
    `niet uitgereikt: ${name} speelde ${counted} van de vereiste ${required} ronden (wie de prijs dan krijgt, beslist de club)`,
  seasonRatingPrize: () => 'Ratingprijs',
  seasonRatingPrizeText: (names: string, gain: string) => `${names} (+${gain} ratingpunten)`,
  seasonRatingPrizeNone: () => 'geen: niemand buiten de top 3 die genoeg ronden speelde, won ratingpunten',
  seasonRatingPrizeNotAwarded: (names: string, gain: string, counted: number, required: number) =>
    `niet uitgereikt: ${names} won de meeste ratingpunten (+${gain}) maar speelde ${counted} van de vereiste ${required} ronden (met ratingPrizePassOn = ja gaat de prijs naar de volgende)`,
  ratingPrizePassedOver: (names: string, gain: Exact, counted: number, required: number, winner: string) =>
    `ratingprijs: ${names} won de meeste ratingpunten buiten de top 3 (+${exactNl(gain)}) maar speelde ${counted} van de vereiste ${required} ronden; ${winner ? `de prijs gaat naar ${winner}` : 'de prijs wordt niet uitgereikt (reglement Zwarte Dame g.3; ratingPrizePassOn = ja geeft hem aan de volgende)'}`,
  seasonRequired: (required: number, rounds: number) =>
    `Prijzen (1e, 3e, ratingprijs) vragen minstens ${required} gespeelde ronden van de ${rounds}.`,
  seasonRequiredCounts: (byes: boolean, external: boolean, clubDuty: boolean, forfeitWins: boolean): string => {
    const also = [
      byes ? 'onevens' : '',
      external ? 'externe wedstrijden' : '',
      clubDuty ? 'clubtaken' : '',
      forfeitWins ? 'reglementaire winstpartijen' : '',
    ].filter((x) => x !== '');
    return also.length === 0
      ? 'Alleen gespeelde partijen tellen.'
      : `Als gespeelde ronde tellen ook: ${also.length === 1 ? also[0] : `${also.slice(0, -1).join(', ')} en ${also[also.length - 1]}`}.`;
  },
  seasonReview: () => 'Geschatte ratingen te beoordelen',
  seasonRemoved: () => 'Uit de ranglijst (0 partijen)',
  seasonNone: () => 'geen',
  seasonSummary: (champion: string, barrage: number) =>
    barrage >= 2
      ? `Seizoenseinde: nummer 1 is ${champion}; een barrage met ${barrage} spelers beslist wie clubkampioen is.`
      : `Seizoenseinde: clubkampioen ${champion}.`,
  // Published pages
  pageStandings: () => 'Ranglijst',
  pageCrosstable: () => 'Kruistabel',
  pageProgress: () => 'Verloop',
  pagePairing: () => 'Indeling',
  pageSeasonEnd: () => 'Seizoenseinde',
  pageMenu: () => 'Pagina’s',
  pageMadeWith: () => 'Gemaakt met Competitieleider.',
  pageRoundIncomplete: (round: number, missing: number) =>
    `Ronde ${round} is nog niet compleet: ${missing} ${missing === 1 ? 'uitslag ontbreekt' : 'uitslagen ontbreken'} en ${missing === 1 ? 'telt' : 'tellen'} nog niet mee.`,
  pagePairingTitle: (round: number | undefined) => (round === undefined ? 'Indeling' : `Indeling ronde ${round}`),
  pageKeezenStandings: () => 'Stand',
  pageEvenings: () => 'Per avond',
  pageRounds: () => 'Per ronde',
  pagePrizes: () => 'Prijzen',
  pagePrizesTitle: (provisional: boolean): string =>
    provisional ? 'Prijzen (voorlopig: nog niet alle ronden zijn gespeeld)' : 'Prijzen',
  pagePrize: () => 'Prijs',
  pagePrizePlace: (place: number) => `${nlOrdinal(place)} prijs`,
  pagePrizeShared: (place: number, count: number) =>
    `Plaats ${place} wordt gedeeld door ${count} deelnemers die op alles gelijk staan; het reglement zegt niet hoe de prijs dan gaat: de organisatie beslist.`,
  pagePrizePastLast: (place: number, prizes: number) =>
    `Op plaats ${place} staan meer deelnemers gelijk dan er prijzen over zijn (${prizes} prijzen): de organisatie beslist.`,
  pagePrizeFinal: (names: string) => `De 1e prijs gaat naar de winnaar van de finaleronde tussen ${names}.`,
  pageNoPrizes: (prizes: number): string =>
    prizes === 0 ? 'Er is geen prijzenlijst (instelling prizes = 0).' : 'Nog geen prijzen: er is nog niet gespeeld.',
  pageLastRound: (evening: number, round: number, date: string) =>
    `Laatste ronde: ${evening > 0 ? `avond ${evening}, ` : ''}ronde ${round}${date ? `, gespeeld op ${date}` : ''}.`,
  pageKeezenRoundIncomplete: (evening: number, round: number, names: string) =>
    `Ronde ${round}${evening > 0 ? ` van avond ${evening}` : ''} is nog niet compleet: het scoreformulier ontbreekt van ${names}.`,
  pagePlayedOn: (date: string) => `gespeeld op ${date}`,
  pageEveningLabel: (evening: number) => `Avond ${evening}`,
  monthNames: (): string => 'januari februari maart april mei juni juli augustus september oktober november december',
  chartAlt: (count: number) => `Lijngrafiek: plaats van de top ${count} na elke ronde`,
};

export const en: typeof nl = {
  crosstableTitle: (round) => `Crosstable after round ${round}`,
  crosstableLegend: () =>
    'Per round: the opponent’s number, the colour (w = white, b = black), the result (1, ½, 0; + and - by forfeit, ? no result yet) and in brackets the opponent’s value before the round.',
  colourLetterWhite: () => 'w',
  colourLetterBlack: () => 'b',
  statusInactive: () => 'not active',
  statusRemoved: () => 'no games',
  statusFrom: (round) => `from round ${round}`,
  crosstableSummary: (round) => `Crosstable and progress after round ${round} updated.`,
  progressTitle: (round) => `Progress after round ${round}`,
  progressPoints: () => 'Points after each round',
  progressRanks: () => 'Rank after each round',
  progressChartData: (count) => `Rank of the top ${count} per round (the chart’s data)`,
  progressChartTitle: (count) => `Rank of the top ${count} per round`,
  progressStart: () => 'start',
  axisRound: () => 'Round',
  axisRank: () => 'Rank',
  ratingTitle: (round, k, table) =>
    `Club rating after round ${round} (K = ${k}, expected score: ${table === 'fide' ? 'FIDE table' : 'logistic formula'})`,
  ratingFormula: () =>
    'Per game: new rating = old rating + K × (score − expected score); a difference beyond the limit counts as the limit.',
  ratingReview: (games, score, average, performance) =>
    `estimated rating: after ${games} games ${score} out of ${games}, average opponent ${average}, performance ${performance}; review the start rating (Zwarte Dame rules a.3), then set Estimated to no`,
  ratingNoRating: (games) =>
    `no rating in Players: ${games} ${games === 1 ? 'game does' : 'games do'} not count for the club rating`,
  ratingSummary: (round, players) => `Club rating after round ${round}: ${players} rated players.`,
  seasonEndTitle: (round, rounds, final) =>
    final ? `Season end after round ${round}` : `Provisional season end after round ${round} of ${rounds}`,
  seasonNotFinal: (round, rounds) =>
    `the season is not over yet (round ${round} of ${rounds}): this is a provisional report`,
  seasonChampion: () => 'Club champion',
  seasonChampionText: (name, points) => `${name} (${points} points)`,
  seasonChampionByBarrage: (names, first) =>
    `not decided yet: the play-off between ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} decides (Zwarte Dame rules e.1–e.3); if the play-off is drawn, ${first} (number 1 after the last round) is club champion`,
  seasonBeforeBarrage: () => 'order before the play-off; the play-off decides who is number 1 and 2',
  seasonBarrage: () => 'Play-off',
  seasonBarrageYes: (names, difference, margin, highest) =>
    `yes: ${names}. Difference between 1 and 2: ${difference} ≤ ${margin} (half of the highest value ${highest}). If the play-off is drawn, number 1 is champion.`,
  seasonBarrageMulti: (count) => `multi-player play-off with ${count} players`,
  seasonBarrageNo: (difference, margin, highest) =>
    `no: the difference between 1 and 2 is ${difference} > ${margin} (half of the highest value ${highest})`,
  seasonPrize: (rank) => `${enOrdinal(rank)} prize`,
  seasonFirstPrize: () => '1st prize',
  seasonPrizeAwarded: (name) => name,
  seasonPrizeNotAwarded: (name, counted, required) =>
    `not awarded: ${name} played ${counted} of the required ${required} rounds (the club decides who gets the prize then)`,
  seasonRatingPrize: () => 'Rating prize',
  seasonRatingPrizeText: (names, gain) => `${names} (+${gain} rating points)`,
  seasonRatingPrizeNone: () => 'none: nobody outside the top 3 who played enough rounds gained rating points',
  seasonRatingPrizeNotAwarded: (names, gain, counted, required) =>
    `not awarded: ${names} gained most rating points (+${gain}) but played ${counted} of the required ${required} rounds (with ratingPrizePassOn = yes the prize goes to the next)`,
  ratingPrizePassedOver: (names, gain, counted, required, winner) =>
    `rating prize: ${names} gained most rating points outside the top 3 (+${exactEn(gain)}) but played ${counted} of the required ${required} rounds; ${winner ? `the prize goes to ${winner}` : 'the prize is not awarded (Zwarte Dame rules g.3; ratingPrizePassOn = yes gives it to the next)'}`,
  seasonRequired: (required, rounds) =>
    `Prizes (1st, 3rd, rating prize) need at least ${required} rounds played of the ${rounds}.`,
  seasonRequiredCounts: (byes, external, clubDuty, forfeitWins) => {
    const also = [
      byes ? 'byes' : '',
      external ? 'external matches' : '',
      clubDuty ? 'club duties' : '',
      forfeitWins ? 'forfeit wins' : '',
    ].filter((x) => x !== '');
    return also.length === 0
      ? 'Only games played count.'
      : `Also counted as rounds played: ${also.length === 1 ? also[0] : `${also.slice(0, -1).join(', ')} and ${also[also.length - 1]}`}.`;
  },
  seasonReview: () => 'Estimated ratings to review',
  seasonRemoved: () => 'Left the standings (0 games)',
  seasonNone: () => 'none',
  seasonSummary: (champion, barrage) =>
    barrage >= 2
      ? `Season end: number 1 is ${champion}; a play-off of ${barrage} players decides who is club champion.`
      : `Season end: club champion ${champion}.`,
  pageStandings: () => 'Standings',
  pageCrosstable: () => 'Crosstable',
  pageProgress: () => 'Progress',
  pagePairing: () => 'Pairing',
  pageSeasonEnd: () => 'Season end',
  pageMenu: () => 'Pages',
  pageMadeWith: () => 'Made with Competitieleider.',
  pageRoundIncomplete: (round, missing) =>
    `Round ${round} is not complete yet: ${missing} ${missing === 1 ? 'result is' : 'results are'} missing and not counted yet.`,
  pagePairingTitle: (round) => (round === undefined ? 'Pairing' : `Pairing round ${round}`),
  pageKeezenStandings: () => 'Standings',
  pageEvenings: () => 'By evening',
  pageRounds: () => 'By round',
  pagePrizes: () => 'Prizes',
  pagePrizesTitle: (provisional) => (provisional ? 'Prizes (provisional: not every round has been played)' : 'Prizes'),
  pagePrize: () => 'Prize',
  pagePrizePlace: (place) => `${enOrdinal(place)} prize`,
  pagePrizeShared: (place, count) =>
    `Place ${place} is shared by ${count} entrants equal on everything; the regulations do not say how the prize goes then: the organisers decide.`,
  pagePrizePastLast: (place, prizes) =>
    `More entrants are level at place ${place} than there are prizes left (${prizes} prizes): the organisers decide.`,
  pagePrizeFinal: (names) => `The 1st prize goes to the winner of the final round between ${names}.`,
  pageNoPrizes: (prizes) =>
    prizes === 0 ? 'There is no prize list (setting prizes = 0).' : 'No prizes yet: nothing has been played.',
  pageLastRound: (evening, round, date) =>
    `Last round: ${evening > 0 ? `evening ${evening}, ` : ''}round ${round}${date ? `, played on ${date}` : ''}.`,
  pageKeezenRoundIncomplete: (evening, round, names) =>
    `Round ${round}${evening > 0 ? ` of evening ${evening}` : ''} is not complete yet: the score form of ${names} is missing.`,
  pagePlayedOn: (date) => `played on ${date}`,
  pageEveningLabel: (evening) => `Evening ${evening}`,
  monthNames: () => 'January February March April May June July August September October November December',
  chartAlt: (count) => `Line chart: rank of the top ${count} after each round`,
};
