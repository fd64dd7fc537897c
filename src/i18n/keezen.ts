/** Messages of Keezen competitions (score forms, checks, standings). Keys start with `kz`. */
import { avonden, evenings_, ronden, rounds_ } from './draw';

const ev = (evening: number) => (evening > 0 ? ` van avond ${evening}` : '');
const evEn = (evening: number) => (evening > 0 ? ` of evening ${evening}` : '');

export const nl = () => ({
  // Settings that do not fit together.
  kzHoleValuesLength: (count: number, pawns: number) =>
    `holeValues heeft ${count} waarden, maar een honk heeft ${pawns} gaten (pawnsPerPlayer)`,
  kzCountPerPlayerNeeded: (why: string) => `${why} vraagt tellingen per speler: zet countPer op player`,
  kzForfeitPawnsTooMany: (pawns: number, full: number) =>
    `forfeitLoserPawns ${pawns} is meer dan een kant pionnen heeft (${full})`,
  kzOrderEmpty: () => 'order is leeg: noem minstens één sleutel (bijv. wins, points)',

  // One form.
  kzPlayerCountOutOfRange: (text: string, max: number) =>
    `${text} pionnen binnen kan niet: een speler heeft 0 tot en met ${max} pionnen in zijn honk`,
  kzSideCountOutOfRange: (text: string, full: number) =>
    `${text} pionnen binnen kan niet: een kant heeft 0 tot en met ${full} pionnen`,
  kzHolesWithoutValues: (text: string) =>
    `"${text}" noemt gaten, maar deze variant telt pionnen (holeValues is leeg); vul het aantal pionnen in`,
  kzHoleOutOfRange: (text: string, max: number) =>
    `gat ${text} bestaat niet: het honk heeft de gaten 1 (bij de ingang) tot en met ${max} (het verste)`,
  kzHoleTwice: (hole: number) => `gat ${hole} staat er twee keer: in een gat past één pion`,
  kzHolePointsImpossible: (text: string, total: number) =>
    `${text} spelpunten kan niet: geen combinatie van gaten geeft dat (0 tot en met ${total}); noteer de bezette gaten, bijv. 1,3,4`,
  kzPlayerHomeMissing: (seat: string) => `pionnen binnen van speler ${seat} ontbreken (deze variant telt per speler)`,
  kzSideHomeMissing: (side: string) => `pionnen binnen van kant ${side} ontbreken`,
  kzSeatBeyondSide: (seat: string, players: number) =>
    `${seat} bestaat niet: een kant heeft ${players} spelers (playersPerSide)`,
  kzPlayersDontAddUp: (side: string, home: number, sum: number) =>
    `kant ${side}: ${home} pionnen binnen, maar de spelers samen hebben er ${sum}`,
  kzBothComplete: (full: number) =>
    `beide kanten hebben alle ${full} pionnen binnen; het spel stopt zodra de eerste kant compleet is`,
  kzFinishedNoneComplete: (full: number) =>
    `uitgespeeld, maar geen kant heeft alle ${full} pionnen binnen; was de tijd om? zet Uitgespeeld op nee`,
  kzTimeoutComplete: (side: string, full: number) =>
    `tijd om, maar kant ${side} heeft alle ${full} pionnen binnen: dan is het spel uitgespeeld`,
  kzPawnsUnknown: (side: string) =>
    `het aantal pionnen binnen van kant ${side} is niet af te leiden uit de spelpunten; noteer de bezette gaten`,
  kzForfeitAndTimeout: () => 'een reglementaire uitslag kan niet ook "tijd om" zijn',
  kzForfeitMismatch: (side: string, expected: number, got: number | string, present: boolean) =>
    present
      ? `reglementair: kant ${side} is aanwezig en wint met ${expected} pionnen, maar het formulier zegt ${got}`
      : `reglementair: kant ${side} is afwezig en verliest met ${expected} pionnen (forfeitLoserPawns), maar het formulier zegt ${got}`,
  kzWinnerNotTicked: (actual: string) => `het formulier zegt: geen winnaar, maar kant ${actual} heeft gewonnen`,
  kzWinnerAbsent: (side: string) => `kant ${side} is afwezig (reglementair) en kan niet winnen`,
  kzWinnerNotComplete: (side: string, pawns: number | string, full: number) =>
    `winnaar kant ${side} heeft ${pawns} van de ${full} pionnen binnen; alleen een complete kant wint`,
  kzWinnerButDraw: (side: string) =>
    `winnaar kant ${side}, maar volgens de regels van deze variant heeft niemand gewonnen (gelijkspel)`,
  kzWinnerIsOther: (said: string, actual: string) => `winnaar kant ${said}, maar volgens de regels wint kant ${actual}`,

  // Across forms.
  kzRoundAfterLast: (round: number, rounds: number) =>
    `ronde ${round} bestaat niet: er ${rounds === 1 ? 'is' : 'zijn'} ${ronden(rounds)} per avond (roundsPerEvening)`,
  kzEveningAfterLast: (evening: number, evenings: number) =>
    `avond ${evening} bestaat niet: het seizoen heeft ${avonden(evenings)} (evenings)`,
  kzTableTwice: (table: number, round: number, first: string) =>
    `tafel ${table} staat in ronde ${round} al op een formulier (${first})`,
  kzOddTableNotCounted: (table: number, players: number) =>
    `tafel ${table} (${players} spelers) past niet op een scoreformulier met twee kanten en telt niet mee in de stand; verwerk die uitslag met de hand`,
  kzEntrantTwiceAtTable: (name: string, seat: string) => `${name} zit aan deze tafel al op plaats ${seat}`,
  kzEntrantTwiceInRound: (name: string, round: number, first: string) =>
    `${name} speelt in ronde ${round} al (${first})`,
  kzEveningMissing: (evening: number) => `er zijn geen formulieren van avond ${evening}`,
  kzRoundMissing: (round: number, evening: number) =>
    `ronde ${round}${ev(evening)} ontbreekt: er zijn wel formulieren van latere ronden`,
  kzTableMissing: (table: number, round: number, evening: number) =>
    `tafel ${table} van ronde ${round}${ev(evening)} ontbreekt: er zijn wel hogere tafelnummers`,
  kzNoFormInRound: (names: string, round: number, evening: number) =>
    `geen formulier in ronde ${round}${ev(evening)} voor: ${names}`,
  kzByeAndForm: (name: string, round: number, evening: number) =>
    `${name} is in ronde ${round}${ev(evening)} vrij volgens Tafelindeling, maar heeft ook een formulier; het formulier telt, de vrije ronde niet`,
  kzPlayTimeOverLimit: (time: string, limit: string) =>
    `speeltijd ${time} is langer dan de maximale speeltijd ${limit}, maar het spel staat als uitgespeeld`,
  kzTimeoutBeforeLimit: (time: string, limit: string) => `tijd om na ${time}, maar de maximale speeltijd is ${limit}`,
  kzTimeMissing: (which: 'playTime' | 'handedIn'): string =>
    which === 'playTime'
      ? 'speeltijd ontbreekt; de stand gebruikt de speeltijd bij gelijke stand'
      : 'tijd van inleveren ontbreekt; de stand gebruikt die bij gelijke stand',

  // Reading the tabs.
  kzUnknownEntrant: (text: string, suggestion: string) =>
    `"${text}" staat niet in Deelnemers${suggestion ? `; bedoelde u "${suggestion}"?` : ''} (gebruik het Nr of de naam)`,
  kzNrTwice: (nr: number, first: string) => `Nr ${nr} is al gegeven (${first})`,
  kzNoEntrants: () => 'er staan geen deelnemers in Deelnemers',
  kzDrawnTableNoForm: (table: number, names: readonly string[]) =>
    `tafel ${table} (${names.join(', ')}) is ingedeeld maar heeft geen scoreformulier in Uitslagen`,
  kzFormNotAsDrawn: (table: number, a: readonly string[], b: readonly string[]) =>
    `dit formulier wijkt af van de indeling: aan tafel ${table} zijn ${a.join(' & ')} tegen ${b.join(' & ')} ingedeeld`,
  kzFormTableNotDrawn: (table: number) => `tafel ${table} is in deze ronde niet ingedeeld in Tafelindeling`,
  kzFormNotIn: (table: number, names: readonly string[]) =>
    `tafel ${table} (${names.join(', ')}) is ingedeeld maar het scoreformulier is nog niet ingevuld (deze rij is leeg); het telt nog niet mee`,
  kzPendingSpare: (table: number, form: string) =>
    `deze lege rij voor tafel ${table} is over: het formulier van die tafel staat al in ${form}; de lege rij kan weg`,
  kzCardPointsDiffer: (seat: string, card: number, computed: number) =>
    `${seat}: ${card} punten op de kaart, maar de pionnen geven ${computed}`,
  kzCardPointsImpossible: () => 'geen aantallen pionnen geven deze punten; vul de pionnen binnen in',
  kzCardPointNever: (seat: string, card: number) =>
    `${seat}: ${card} punten op de kaart kan niet, geen aantal pionnen geeft dat; vul de pionnen binnen in`,
  kzCardPointOff: (seat: string, card: number, fits: readonly number[]) =>
    `${seat}: ${card} punten op de kaart past niet bij de andere punten op de kaart (daarbij heeft ${seat} ${fits.join(' of ')}); vul de pionnen binnen in`,
  kzCardPointsAmbiguous: () => 'meer dan één verdeling van de pionnen geeft deze punten; vul de pionnen binnen in',
  kzHolesBecameNumber: (text: string) =>
    `${text} is een getal geworden: de sheet leest een komma als decimaalteken, dus 2,3 wordt 2.3 en 1,34 wordt 1.34. Typ de gaten met spaties (1 3 4) of een apostrof ervoor ('1,3,4), of zet de kolom op tekst (Opmaak → Getal → Tekst zonder opmaak)`,
  kzBadHoles: (text: string) =>
    `"${text}" zijn geen gaten of spelpunten; noteer de bezette gaten als 1,3,4 (1 = bij de ingang, 4 = het verste) of het aantal spelpunten`,
  kzBadTime: (text: string) => `"${text}" is geen tijd; schrijf bijv. 1:05`,
  kzBadClock: (text: string) => `"${text}" is geen kloktijd; schrijf bijv. 14:32`,
  kzBadWinner: (text: string) => `"${text}" zit niet aan deze tafel; schrijf A, B, het Nr of de naam (of "geen")`,
  kzBadForfeit: (text: string) =>
    `"${text}" zit niet aan deze tafel; schrijf de afwezige kant: A, B, het Nr of de naam (of "beide")`,
  kzBadFinished: (text: string) => `"${text}" is geen ja of nee (nee = tijd om)`,
  kzColumnsMissing: (columns: string) => `de kolommen ${columns} ontbreken in de kopregel (nodig voor deze variant)`,

  // The arguments of =KEEZSCORE.
  kzArgVariant: (text: string, variants: string) => `onbekende variant "${text}"; kies uit ${variants}`,
  kzArgTable: (text: string, numbers: string) =>
    numbers
      ? `er is geen stand van avond of ronde "${text}"; wel van ${numbers}`
      : `er is geen stand van avond of ronde "${text}": deze instellingen maken alleen de totaalstand`,
  kzArgFinished: (text: string) =>
    `het 4e argument (uitgespeeld) moet WAAR of ONWAAR zijn, niet "${text}" (ONWAAR = tijd om)`,
  kzArgPawns: (text: string, own: boolean) =>
    `het ${own ? '1e argument (eigen kant)' : '2e argument (tegenpartij)'} moet een aantal pionnen binnen zijn, niet "${text}"`,

  // The standings.
  kzTitleEvent: (rounds: number, complete: boolean) =>
    complete ? `Eindstand na ${ronden(rounds)}` : rounds === 0 ? 'Stand (nog geen ronden)' : `Stand na ronde ${rounds}`,
  kzTitleSeason: (evening: number, evenings: number, complete: boolean) =>
    complete
      ? `Eindstand seizoen (${avonden(evenings)})`
      : evening === 0
        ? 'Seizoensstand (nog geen avonden)'
        : `Seizoensstand na avond ${evening} van ${evenings}`,
  kzTitleEvening: (evening: number, rounds: number, complete: boolean) =>
    `Avond ${evening}: ${complete ? 'eindstand' : `stand na ronde ${rounds}`}`,
  kzTitleRound: (evening: number, round: number) => `Ronde ${round}${ev(evening)}`,
  kzFinalRound: (names: string) => `Gelijke stand aan de top (${names}): er wordt een finaleronde gespeeld.`,
  kzFinalRoundNote: () => 'finaleronde',
  kzTitleFinal: (k: number, evening: number, rounds: number, complete: boolean) =>
    `${k > 1 ? `${k}e finaleronde` : 'Finaleronde'} (avond ${evening}): ${complete ? 'eindstand' : rounds === 0 ? 'nog niet gespeeld' : `stand na ronde ${rounds}`}`,
  kzFinalAgain: (names: string) =>
    `De finaleronde eindigde weer gelijk aan de top (${names}): er wordt nog een finaleronde gespeeld.`,
  kzWinner: (name: string, final: number) =>
    `Winnaar van de competitie: ${name}${final > 0 ? ` (beslist in de ${final > 1 ? `${final}e ` : ''}finaleronde)` : ''}.`,
  kzFinalNotDue: (evening: number, evenings: number) =>
    `avond ${evening} bestaat niet: het seizoen heeft ${avonden(evenings)} (evenings), en een finaleronde is er alleen als het seizoen compleet is en gelijk eindigt aan de top`,
  kzFinalRoundAfterLast: (round: number, rounds: number) =>
    `ronde ${round} bestaat niet in deze finaleronde: die heeft ${rounds} ${rounds === 1 ? 'ronde' : 'ronden'}`,
  kzNotInFinal: (name: string, teams: readonly string[]) =>
    `${name} speelt niet in deze finaleronde; die is voor ${teams.join(', ')}`,
  kzOrderLine: (keys: string) => `Volgorde: ${keys}`,
  kzOrderKey: (key: string) =>
    ({
      wins: 'gewonnen',
      matchPoints: 'wedstrijdpunten',
      points: 'spelpunten',
      pointsAgainst: 'tegenpunten',
      difference: 'saldo',
      playTime: 'speeltijd',
      handedIn: 'ingeleverd',
    })[key] ?? key,
  kzPointsAgainstFewer: (fewer: boolean): string => (fewer ? '(minder is beter)' : '(meer is beter)'),
  kzNewSeason: () => 'Nieuw seizoen: nog geen uitslagen.',
  kzSummary: (title: string, entrants: number, leader: string) =>
    `${title}: ${entrants} deelnemers; nummer 1 is ${leader}.`,
});

export const en = (): ReturnType<typeof nl> => ({
  kzHoleValuesLength: (count, pawns) =>
    `holeValues has ${count} values, but a home has ${pawns} holes (pawnsPerPlayer)`,
  kzCountPerPlayerNeeded: (why) => `${why} needs counts per player: set countPer to player`,
  kzForfeitPawnsTooMany: (pawns, full) => `forfeitLoserPawns ${pawns} is more than a side has pawns (${full})`,
  kzOrderEmpty: () => 'order is empty: give at least one key (e.g. wins, points)',

  kzPlayerCountOutOfRange: (text, max) =>
    `${text} pawns home is impossible: a player has 0 to ${max} pawns in his home`,
  kzSideCountOutOfRange: (text, full) => `${text} pawns home is impossible: a side has 0 to ${full} pawns`,
  kzHolesWithoutValues: (text) =>
    `"${text}" lists holes, but this variant counts pawns (holeValues is empty); write the number of pawns`,
  kzHoleOutOfRange: (text, max) =>
    `hole ${text} does not exist: the home has holes 1 (at the entrance) to ${max} (the farthest)`,
  kzHoleTwice: (hole) => `hole ${hole} is listed twice: a hole holds one pawn`,
  kzHolePointsImpossible: (text, total) =>
    `${text} game points is impossible: no set of holes gives that (0 to ${total}); write the occupied holes, e.g. 1,3,4`,
  kzPlayerHomeMissing: (seat) => `pawns home of player ${seat} are missing (this variant counts per player)`,
  kzSideHomeMissing: (side) => `pawns home of side ${side} are missing`,
  kzSeatBeyondSide: (seat, players) => `${seat} does not exist: a side has ${players} players (playersPerSide)`,
  kzPlayersDontAddUp: (side, home, sum) => `side ${side}: ${home} pawns home, but its players have ${sum} together`,
  kzBothComplete: (full) =>
    `both sides have all ${full} pawns home; the game stops as soon as the first side is complete`,
  kzFinishedNoneComplete: (full) =>
    `finished, but no side has all ${full} pawns home; did time run out? set Finished to no`,
  kzTimeoutComplete: (side, full) => `time-out, but side ${side} has all ${full} pawns home: then the game is finished`,
  kzPawnsUnknown: (side) =>
    `the number of pawns home of side ${side} cannot be told from the game points; write the occupied holes`,
  kzForfeitAndTimeout: () => 'a forfeit cannot also be a time-out',
  kzForfeitMismatch: (side, expected, got, present) =>
    present
      ? `forfeit: side ${side} is present and wins with ${expected} pawns, but the form says ${got}`
      : `forfeit: side ${side} is absent and loses with ${expected} pawns (forfeitLoserPawns), but the form says ${got}`,
  kzWinnerNotTicked: (actual) => `the form says: no winner, but side ${actual} won`,
  kzWinnerAbsent: (side) => `side ${side} is absent (forfeit) and cannot win`,
  kzWinnerNotComplete: (side, pawns, full) =>
    `winner side ${side} has ${pawns} of ${full} pawns home; only a complete side wins`,
  kzWinnerButDraw: (side) => `winner side ${side}, but by the rules of this variant nobody won (a draw)`,
  kzWinnerIsOther: (said, actual) => `winner side ${said}, but by the rules side ${actual} won`,

  kzRoundAfterLast: (round, rounds) =>
    `round ${round} does not exist: there ${rounds === 1 ? 'is' : 'are'} ${rounds_(rounds)} per evening (roundsPerEvening)`,
  kzEveningAfterLast: (evening, evenings) =>
    `evening ${evening} does not exist: the season has ${evenings_(evenings)} (evenings)`,
  kzTableTwice: (table, round, first) => `table ${table} of round ${round} is on a form already (${first})`,
  kzOddTableNotCounted: (table, players) =>
    `table ${table} (${players} players) fits no two-sided score form and does not count in the standings; process its result by hand`,
  kzEntrantTwiceAtTable: (name, seat) => `${name} sits at this table already, at ${seat}`,
  kzEntrantTwiceInRound: (name, round, first) => `${name} plays in round ${round} already (${first})`,
  kzEveningMissing: (evening) => `there are no forms of evening ${evening}`,
  kzRoundMissing: (round, evening) => `round ${round}${evEn(evening)} is missing: there are forms of later rounds`,
  kzTableMissing: (table, round, evening) =>
    `table ${table} of round ${round}${evEn(evening)} is missing: there are higher table numbers`,
  kzNoFormInRound: (names, round, evening) => `no form in round ${round}${evEn(evening)} for: ${names}`,
  kzByeAndForm: (name, round, evening) =>
    `${name} has a bye in round ${round}${evEn(evening)} in Tables, but also a form; the form counts, the bye does not`,
  kzPlayTimeOverLimit: (time, limit) =>
    `play time ${time} is longer than the time limit ${limit}, but the game is marked finished`,
  kzTimeoutBeforeLimit: (time, limit) => `time-out after ${time}, but the time limit is ${limit}`,
  kzTimeMissing: (which) =>
    which === 'playTime'
      ? 'play time missing; the standings use it to break ties'
      : 'time handed in missing; the standings use it to break ties',

  kzUnknownEntrant: (text, suggestion) =>
    `"${text}" is not in Participants${suggestion ? `; did you mean "${suggestion}"?` : ''} (use the No or the name)`,
  kzNrTwice: (nr, first) => `No ${nr} is given already (${first})`,
  kzNoEntrants: () => 'there are no participants in Participants',
  kzDrawnTableNoForm: (table, names) =>
    `table ${table} (${names.join(', ')}) was drawn but has no score form in Results`,
  kzFormNotAsDrawn: (table, a, b) =>
    `this form differs from the draw: table ${table} was drawn as ${a.join(' & ')} against ${b.join(' & ')}`,
  kzFormTableNotDrawn: (table) => `table ${table} was not drawn in this round in Tables`,
  kzFormNotIn: (table, names) =>
    `table ${table} (${names.join(', ')}) was drawn but its score form is not filled in yet (this row is empty); it does not count yet`,
  kzPendingSpare: (table, form) =>
    `this empty row for table ${table} is spare: the form of that table is in ${form} already; the empty row can go`,
  kzCardPointsDiffer: (seat, card, computed) => `${seat}: ${card} points on the card, but the pawns give ${computed}`,
  kzCardPointsImpossible: () => 'no pawn counts give these points; fill in the pawns home',
  kzCardPointNever: (seat, card) =>
    `${seat}: ${card} points on the card cannot be, no pawn count gives them; fill in the pawns home`,
  kzCardPointOff: (seat, card, fits) =>
    `${seat}: ${card} points on the card do not fit the other points on the card (with those ${seat} has ${fits.join(' or ')}); fill in the pawns home`,
  kzCardPointsAmbiguous: () => 'more than one spread of the pawns gives these points; fill in the pawns home',
  kzHolesBecameNumber: (text) =>
    `${text} became a number: the sheet reads a comma as the decimal separator, so 2,3 becomes 2.3 and 1,34 becomes 1.34. Type the holes with spaces (1 3 4) or an apostrophe first ('1,3,4), or format the column as text (Format → Number → Plain text)`,
  kzBadHoles: (text) =>
    `"${text}" are not holes or game points; write the occupied holes as 1,3,4 (1 = at the entrance, 4 = the farthest) or the game points`,
  kzBadTime: (text) => `"${text}" is not a time; write e.g. 1:05`,
  kzBadClock: (text) => `"${text}" is not a clock time; write e.g. 14:32`,
  kzBadWinner: (text) => `"${text}" is not at this table; write A, B, the No or the name (or "none")`,
  kzBadForfeit: (text) => `"${text}" is not at this table; write the absent side: A, B, the No or the name (or "both")`,
  kzBadFinished: (text) => `"${text}" is not yes or no (no = time-out)`,
  kzColumnsMissing: (columns) => `columns ${columns} are missing from the header row (needed for this variant)`,

  kzArgVariant: (text, variants) => `unknown variant "${text}"; choose from ${variants}`,
  kzArgTable: (text, numbers) =>
    numbers
      ? `there is no table of evening or round "${text}"; there are ${numbers}`
      : `there is no table of evening or round "${text}": these settings make the overall table only`,
  kzArgFinished: (text) => `the 4th argument (finished) must be TRUE or FALSE, not "${text}" (FALSE = time-out)`,
  kzArgPawns: (text, own) =>
    `the ${own ? '1st argument (own side)' : '2nd argument (opponent)'} must be a number of pawns home, not "${text}"`,

  kzTitleEvent: (rounds, complete) =>
    complete
      ? `Final standings after ${rounds_(rounds)}`
      : rounds === 0
        ? 'Standings (no rounds yet)'
        : `Standings after round ${rounds}`,
  kzTitleSeason: (evening, evenings, complete) =>
    complete
      ? `Final season standings (${evenings_(evenings)})`
      : evening === 0
        ? 'Season standings (no evenings yet)'
        : `Season standings after evening ${evening} of ${evenings}`,
  kzTitleEvening: (evening, rounds, complete) =>
    `Evening ${evening}: ${complete ? 'final standings' : `standings after round ${rounds}`}`,
  kzTitleRound: (evening, round) => `Round ${round}${evEn(evening)}`,
  kzFinalRound: (names) => `Tie at the top (${names}): a final round is played.`,
  kzFinalRoundNote: () => 'final round',
  kzTitleFinal: (k, evening, rounds, complete) =>
    `${k > 1 ? `Final round ${k}` : 'Final round'} (evening ${evening}): ${complete ? 'final standings' : rounds === 0 ? 'not played yet' : `standings after round ${rounds}`}`,
  kzFinalAgain: (names) => `The final round ended level at the top again (${names}): another final round is played.`,
  kzWinner: (name, final) =>
    `Winner of the competition: ${name}${final > 0 ? ` (decided in final round${final > 1 ? ` ${final}` : ''})` : ''}.`,
  kzFinalNotDue: (evening, evenings) =>
    `evening ${evening} does not exist: the season has ${evenings_(evenings)} (evenings), and a final round is played only when the season is complete and ends level at the top`,
  kzFinalRoundAfterLast: (round, rounds) =>
    `round ${round} does not exist in this final round: it has ${rounds} ${rounds === 1 ? 'round' : 'rounds'}`,
  kzNotInFinal: (name, teams) => `${name} does not play in this final round; it is for ${teams.join(', ')}`,
  kzOrderLine: (keys) => `Order: ${keys}`,
  kzOrderKey: (key) =>
    ({
      wins: 'won',
      matchPoints: 'match points',
      points: 'game points',
      pointsAgainst: 'points against',
      difference: 'difference',
      playTime: 'play time',
      handedIn: 'handed in',
    })[key] ?? key,
  kzPointsAgainstFewer: (fewer) => (fewer ? '(fewer is better)' : '(more is better)'),
  kzNewSeason: () => 'New season: no results yet.',
  kzSummary: (title, entrants, leader) => `${title}: ${entrants} participants; number 1 is ${leader}.`,
});
