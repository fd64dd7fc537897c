/** Messages of the season tabs: explanation, crosstable, progress, club rating, season end, published pages. */
import { formatUnits } from '../core/numberText';

/** An exact number (whole units of 1/den) a message shows in its own language's notation (1,5 or 1.5). */
export interface Exact {
  readonly units: number;
  readonly den: number;
}
export const exactNl = (x: Exact) => formatUnits(x.units, x.den, 'nl', { trim: true });
export const exactEn = (x: Exact) => formatUnits(x.units, x.den, 'en', { trim: true });
export const nlOrdinal = (n: number) => `${n}e`;
export const enOrdinal = (n: number) => {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

export const nl = () => ({
  // The crosstable, progress, club rating and season-end tabs, the website's pages.
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
  // Menu items and dialogs
  menuCrosstable: () => 'Kruistabel en verloop bijwerken',
  menuExplain: () => 'Uitleg van een speler…',
  /** The website's pages (the command line's publish). */
  menuPublish: () => 'Pagina’s voor de website maken',
  menuRating: () => 'Clubrating bijwerken',
  menuSeasonEnd: () => 'Seizoen afsluiten',
  explainPromptTitle: () => 'Uitleg van de punten',
  explainPrompt: () => 'Van welke speler wilt u de uitleg zien? Typ de naam (of selecteer eerst een cel met een naam).',
  explainNoPlayer: () => 'geef de naam van een speler',

  // Explanation (tab Uitleg, KEIZERUITLEG, explain)
  explainTitle: (name: string, round: number) =>
    round === 0
      ? `Uitleg van de punten van ${name} vóór ronde 1`
      : `Uitleg van de punten van ${name} na ronde ${round}`,
  explainRanked: (rank: number, exact: string, shown: string, value: number) =>
    `Plaats ${rank} · ${exact} punten (in de ranglijst ${shown}) · waarde voor de volgende ronde ${value}`,
  explainUnranked: (exact: string, why: 'inactive' | 'removed' | 'notYet') =>
    `${exact} punten · staat niet in de ranglijst (${why === 'inactive' ? 'niet actief' : why === 'removed' ? 'geen partijen gespeeld: aan het eind van het seizoen verwijderd' : 'doet nog niet mee'})`,
  explainPricing: (mode: 'classic' | 'iterate' | 'frozen', after: number, oscillated: boolean) =>
    mode === 'frozen'
      ? 'Elke ronde is berekend met de waarden van vóór die ronde en daarna niet opnieuw berekend (instelling recalculation = frozen).'
      : mode === 'classic'
        ? `Alle ronden zijn opnieuw berekend met de waarden uit de ranglijst na ronde ${after} (instelling recalculation = classic).`
        : oscillated
          ? `De ranglijst kwam niet tot rust maar keerde steeds terug naar een eerdere volgorde; alle ronden zijn berekend met het gemiddelde van de waarden van die volgordes (instelling recalculation = iterate).`
          : `Alle ronden zijn berekend met de waarden waarbij de ranglijst na ronde ${after + 1} vaststond (instelling recalculation = iterate).`,
  explainTotal: () => 'Totaal',
  explainOwn: (current: boolean): string => (current ? 'eigen waarde' : 'beginwaarde'),
  explainOwnRemoved: (round: number) => `beginwaarde telt niet meer (verwijderd na ronde ${round})`,
  explainWin: () => 'winst',
  explainDraw: () => 'remise',
  explainLoss: () => 'verlies',
  explainForfeitWin: () => 'reglementaire winst',
  explainForfeitLoss: () => 'reglementair verlies',
  explainExcused: (count: number) => `afgemeld (${nlOrdinal(count)} keer)`,
  explainExcusedAfterLimit: (count: number, limit: number) => `afgemeld (${nlOrdinal(count)} keer, meer dan ${limit})`,
  explainUnexcused: (count: number) => `niet afgemeld (${nlOrdinal(count)} keer)`,
  explainExternal: (count: number) => `externe wedstrijd (${nlOrdinal(count)} keer)`,
  explainClubDuty: (count: number) => `clubtaak (${nlOrdinal(count)} keer)`,
  explainBye: (count: number) => `oneven (${nlOrdinal(count)} keer)`,
  explainPenaltyBye: (count: number) => `straf-oneven (${nlOrdinal(count)} keer; telt als niet afgemeld)`,
  explainDoubleForfeit: () => 'beiden reglementair verlies: geen punten',
  explainUnplayed: () => 'nog geen uitslag: telt nog niet mee',
  explainNotPaired: () => 'niet ingedeeld en niet afwezig gemeld',
  explainNotYetEntered: (from: number) => `doet nog niet mee (vanaf ronde ${from})`,
  explainInactive: (fraction: string, own: boolean) =>
    `tegenstander niet actief: ${fraction} van ${own ? 'de eigen waarde' : 'de gewone punten'}`,
  explainWhite: () => 'wit',
  explainBlack: () => 'zwart',
  explainOfOpponent: () => 'tegenstander',
  explainOfOwn: () => 'eigen',
  explainSummary: (name: string, round: number, exact: Exact) =>
    `Uitleg van ${name} na ronde ${round}: ${exactNl(exact)} punten.`,
  unknownPlayerToExplain: (name: string, suggestion: string) =>
    `onbekende speler "${name}"${suggestion ? `; bedoelde u "${suggestion}"?` : ''}`,
  chartSaved: (path: string) => `grafiek: ${path}`,
  reviewWarning: (name: string, games: number, performance: number) =>
    `${name} heeft ${games} partijen gespeeld met een geschatte rating (prestatie ${performance}): beoordeel de startrating (reglement Zwarte Dame a.3)`,
  yes: () => 'ja',
  no: () => 'nee',
  // Keezen pages (website and beamer)
  menuStandingsDisplay: (): string => 'Stand op de beamer',
  publishSummary: (count: number, dir: string) => `${count} pagina’s geschreven in ${dir}`,
});

export const en = (): ReturnType<typeof nl> => ({
  // The crosstable, progress, club rating and season-end tabs, the website's pages.
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
  menuCrosstable: () => 'Update crosstable and progress',
  menuExplain: () => 'Explain a player’s points…',
  menuPublish: () => 'Make the website’s pages',
  menuRating: () => 'Update club rating',
  menuSeasonEnd: () => 'Close the season',
  explainPromptTitle: () => 'Explanation of the points',
  explainPrompt: () =>
    'Which player’s points do you want explained? Type the name (or first select a cell holding a name).',
  explainNoPlayer: () => 'give the name of a player',

  explainTitle: (name, round) =>
    round === 0
      ? `How ${name}’s points are made up before round 1`
      : `How ${name}’s points are made up after round ${round}`,
  explainRanked: (rank, exact, shown, value) =>
    `Rank ${rank} · ${exact} points (${shown} in the standings) · value for the next round ${value}`,
  explainUnranked: (exact, why) =>
    `${exact} points · not in the standings (${why === 'inactive' ? 'not active' : why === 'removed' ? 'no games played: removed at the end of the season' : 'not taking part yet'})`,
  explainPricing: (mode, after, oscillated) =>
    mode === 'frozen'
      ? 'Each round is computed with the values from before that round and never recomputed (setting recalculation = frozen).'
      : mode === 'classic'
        ? `All rounds are computed again with the values of the standings after round ${after} (setting recalculation = classic).`
        : oscillated
          ? 'The ranking did not settle but kept returning to an earlier order; all rounds are computed with the average of the values of those orders (setting recalculation = iterate).'
          : `All rounds are computed with the values at which the ranking after round ${after + 1} settled (setting recalculation = iterate).`,
  explainTotal: () => 'Total',
  explainOwn: (current) => (current ? 'own value' : 'start value'),
  explainOwnRemoved: (round) => `start value no longer counts (removed after round ${round})`,
  explainWin: () => 'win',
  explainDraw: () => 'draw',
  explainLoss: () => 'loss',
  explainForfeitWin: () => 'forfeit win',
  explainForfeitLoss: () => 'forfeit loss',
  explainExcused: (count) => `excused (${enOrdinal(count)} time)`,
  explainExcusedAfterLimit: (count, limit) => `excused (${enOrdinal(count)} time, more than ${limit})`,
  explainUnexcused: (count) => `absent without notice (${enOrdinal(count)} time)`,
  explainExternal: (count) => `external match (${enOrdinal(count)} time)`,
  explainClubDuty: (count) => `club duty (${enOrdinal(count)} time)`,
  explainBye: (count) => `bye (${enOrdinal(count)} time)`,
  explainPenaltyBye: (count) => `penalty bye (${enOrdinal(count)} time; scored as absent without notice)`,
  explainDoubleForfeit: () => 'double forfeit: no points',
  explainUnplayed: () => 'no result yet: does not count yet',
  explainNotPaired: () => 'neither paired nor reported absent',
  explainNotYetEntered: (from) => `not taking part yet (from round ${from})`,
  explainInactive: (fraction, own) =>
    `opponent no longer active: ${fraction} of the ${own ? 'own value' : 'usual points'}`,
  explainWhite: () => 'white',
  explainBlack: () => 'black',
  explainOfOpponent: () => 'opponent',
  explainOfOwn: () => 'own',
  explainSummary: (name, round, exact) => `Explanation for ${name} after round ${round}: ${exactEn(exact)} points.`,
  unknownPlayerToExplain: (name, suggestion) =>
    `unknown player "${name}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
  chartSaved: (path) => `chart: ${path}`,
  reviewWarning: (name, games, performance) =>
    `${name} has played ${games} games with an estimated rating (performance ${performance}): review the start rating (Zwarte Dame rules a.3)`,
  yes: () => 'yes',
  no: () => 'no',
  menuStandingsDisplay: () => 'Standings on the beamer',
  publishSummary: (count, dir) => `${count} pages written to ${dir}`,
});
