/**
 * Messages of the Keezen table allocation and partner draws that dist/Code.js shows: the menu, the
 * settings, which round, Ronde vastleggen, the Tafelindeling tab, the beamer. The draw's own summary and
 * its Toelichting column are in ./drawPart.ts (the Draw part). Keys start with `dr`.
 */
export const list = (xs: readonly string[]) => xs.join(', ');
export const nthNl = (k: number) => `${k}e`;
export const nthEn = (k: number) =>
  `${k}${k % 10 === 1 && k % 100 !== 11 ? 'st' : k % 10 === 2 && k % 100 !== 12 ? 'nd' : k % 10 === 3 && k % 100 !== 13 ? 'rd' : 'th'}`;
export const evNl = (evening: number) => (evening > 0 ? `avond ${evening}, ` : '');
export const evEn = (evening: number) => (evening > 0 ? `evening ${evening}, ` : '');

export const nl = {
  // Menu.
  menuMakeTables: () => 'Tafelindeling maken',
  menuRedrawTables: () => 'Tafelindeling opnieuw loten',
  menuTablesDisplay: () => 'Tafelindeling groot tonen (beamer)',
  menuScoreForms: () => 'Scoreformulieren afdrukken',
  menuRecordRound: () => 'Ronde vastleggen',

  // Settings.
  drOddTablesNeedPairs: (perSide: number) =>
    `oddPlayers = tables werkt alleen met koppels (playersPerSide 2, nu ${perSide}); gebruik sitOut`,
  drColourA: (perTeam: boolean): string => (perTeam ? 'geel' : 'rood en geel'),
  drColourB: (perTeam: boolean): string => (perTeam ? 'oranje' : 'groen en blauw'),

  // Which round.
  drNotKeezen: () => 'de tafelindeling is er voor Keezen: zet in Instellingen de instelling type op keezen',
  drTooFewTeams: (count: number) => `te weinig teams aanwezig (${count}); er zijn er minstens 2 nodig`,
  drTooFewPlayers: (count: number, needed: number) =>
    `te weinig spelers aanwezig (${count}); er zijn er minstens ${needed} nodig voor een tafel`,
  drRoundHasResults: (round: number, evening: number) =>
    `${evNl(evening)}ronde ${round} heeft al uitslagen in Uitslagen; een ronde met uitslagen wordt niet opnieuw ingedeeld`,
  drLaterRound: (round: number, evening: number) =>
    `er is al een latere ronde dan deze (${evNl(evening)}ronde ${round}) in Tafelindeling of Uitslagen; verwijder die eerst`,
  drAllDrawn: (rounds: number, evenings: number) =>
    evenings > 1
      ? `alle ${evenings} avonden van ${rounds} ronden zijn al ingedeeld (instellingen evenings en roundsPerEvening)`
      : `alle ${rounds} ronden zijn al ingedeeld (instelling roundsPerEvening)`,
  drRoundOutOfRange: (round: number, rounds: number) =>
    `ronde ${round} bestaat niet: er zijn ${rounds} ronden per avond (roundsPerEvening)`,
  drEveningOutOfRange: (evening: number, evenings: number) =>
    `avond ${evening} bestaat niet: het seizoen heeft ${evenings} avonden (evenings)`,
  drNothingToRedraw: () => 'Tafelindeling heeft nog geen ronde om opnieuw te loten; kies Tafelindeling maken',
  drRoundNotDrawn: (round: number, evening: number) => `${evNl(evening)}ronde ${round} staat niet in Tafelindeling`,
  drNoRounds: () => 'Tafelindeling heeft nog geen ronden; kies eerst Tafelindeling maken',
  drFinalAllDrawn: (round: number, evening: number) =>
    `de finaleronde is helemaal ingedeeld (tot en met ${evNl(evening)}ronde ${round}); vul eerst de uitslagen in`,
  drDecided: (name: string) => `de competitie is beslist (winnaar: ${name}); er is geen ronde meer om in te delen`,
  drFinalNeedsEvening: (rounds: number, perEvening: number) =>
    `de finaleronde heeft ${rounds} ronden, meer dan de ${perEvening} van een avond: geef Tafelindeling en Uitslagen een kolom Avond`,
  // Ronde vastleggen.
  drRecordDone: (round: number, evening: number, tables: number, byes: string) =>
    `Vastgelegd, ${evNl(evening)}ronde ${round}: ${tables} ${tables === 1 ? 'uitslagrij' : 'uitslagrijen'} in Uitslagen klaargezet om in te vullen${byes ? `; vrij: ${byes} (telt mee vanuit Tafelindeling)` : ''}.`,
  drRecordCompleted: (round: number, evening: number, tables: number) =>
    `Vastgelegd, ${evNl(evening)}ronde ${round} stond al deels in Uitslagen: de ${tables} ontbrekende ${tables === 1 ? 'rij is' : 'rijen zijn'} aangevuld.`,
  drRecordAlready: (round: number, evening: number) =>
    `Vastleggen: ${evNl(evening)}ronde ${round} staat al in Uitslagen; er is niets veranderd.`,
  drRecordNothing: (round: number, evening: number) =>
    `Vastleggen, ${evNl(evening)}ronde ${round}: geen tafel om klaar te zetten; er is niets veranderd.`,
  drRecordOddTables: (tables: number) =>
    `${tables} ${tables === 1 ? 'tafel' : 'tafels'} van 3, 5 of 6 spelers ${tables === 1 ? 'krijgt' : 'krijgen'} geen uitslagrij (geen scoreformulier past).`,
  drRecordConflict: (table: number, place: string, filled: boolean) =>
    `tafel ${table} is niet klaargezet: ${place} heeft al ${filled ? 'een formulier' : 'een rij'} van deze ronde voor die tafel of die deelnemers; er is niets overschreven`,
  drRecordFindings: (round: number, evening: number, count: number) =>
    `${evNl(evening)}ronde ${round} in Tafelindeling wijkt op ${count} ${count === 1 ? 'punt' : 'punten'} af van de regels van de loting`,
  drRecordQuestion: (round: number, evening: number) =>
    `Toch ${evNl(evening)}ronde ${round} vastleggen zoals hij in Tafelindeling staat?`,
  drRecordTitle: () => 'Ronde vastleggen',
  drRecordChanged: () => 'Tafelindeling is veranderd sinds de vraag: kijk opnieuw.',
  drFinding: (code: string, names: readonly string[], table: number, value: number, limit: number) =>
    ({
      missing: `${list(names)} is aanwezig maar niet ingedeeld`,
      twice: `${list(names)} is twee keer ingedeeld`,
      absent: `${list(names)} is ingedeeld maar afwezig`,
      byeCount: `${value} vrij, maar de regels geven er ${limit}${names.length > 0 ? ` (${list(names)})` : ''}`,
      tableNumbers: `de tafels zijn niet 1 tot en met ${value} genummerd`,
      tableSize:
        table > 0
          ? `tafel ${table} heeft niet het juiste aantal deelnemers`
          : `${value} tafels, maar de regels geven er ${limit}`,
      rematch: `${list(names)} treffen elkaar voor de ${nthNl(value)} keer (tafel ${table})`,
      partner: `${list(names)} zijn voor de ${nthNl(value)} keer maten (tafel ${table})`,
      sitOutSpread: `${list(names)} ${names.length === 1 ? 'zit' : 'zitten'} vrij terwijl anderen minder vaak vrij waren (verschil ${value}, meer dan ${limit})`,
    })[code] ?? code,
  drRoundRecorded: (round: number, evening: number, rows: string) =>
    `${evNl(evening)}ronde ${round} is al vastgelegd: de uitslagrijen staan in Uitslagen (rijen ${rows}); een nieuwe loting zou daar niet meer bij passen. Vul de rijen in, of verwijder ze eerst en loot dan opnieuw`,

  // Reading the tab.
  drBadTable: (text: string) => `"${text}" is geen tafelnummer en ook niet vrij`,
  drByeWithoutName: () => 'een regel vrij zonder naam',
  drTeamsMissing: () => 'een tafel heeft twee teams nodig (Team A en Team B)',
  drTableSize: (count: number, size: number) =>
    `${count} spelers aan een tafel kan niet; wel mogelijk: ${size} (twee kanten)${size === 4 ? ', 6 (drie koppels), 3 of 5 (ieder voor zich)' : ''}`,

  // Summaries and notes.
  drPlanRepeats: (rounds: number, opponents: number, optimal: boolean, bound: number) =>
    `De ${rounds} ronden van de avond zoals nu gepland: ${opponents} herhaalde tegenstander${opponents === 1 ? '' : 's'}${
      optimal
        ? opponents > 0
          ? ', het minst mogelijke (elke indeling met eerlijk uitzitten en zonder herhaalde partner doorzocht)'
          : ''
        : ` (minstens ${bound}; niet bewezen dat het met minder niet kan)`
    }.`,
  drFormsMissingTitle: (round: number, evening: number, missing: number, of: number) =>
    `Van ${evNl(evening)}ronde ${round} ${missing === 1 ? 'ontbreekt' : 'ontbreken'} nog ${missing} van ${of} scoreformulieren`,
  drFormsMissingAsk: () => 'Tafelindeling maken: scoreformulieren ontbreken',
  drFormsMissingTable: (table: number, sides: readonly string[]) => `tafel ${table}: ${sides.join(' – ')}`,
  drFormsMissingQuestion: () =>
    'Toch loten? De indeling gebruikt dan de stand zonder die partijen. Nee: vul eerst de formulieren in.',
  drResultsMissing: (round: number, evening: number, missing: number) =>
    `${evNl(evening)}ronde ${round}: ${missing} tafel${missing === 1 ? '' : 's'} zonder uitslag; de indeling gebruikt de stand zonder die partijen`,

  // Views: beamer and forms.
  drTitle: (round: number, evening: number) => `Tafelindeling ${evNl(evening)}ronde ${round}`,
  drTable: () => 'Tafel',
  drBye: () => 'Vrij',
  drWith: (names: readonly string[]) => `met ${list(names)}`,
  drAlone: () => 'ieder voor zich',
  drSeed: (seed: string) => `loting ${seed}`,
  drDisplaySummary: (round: number, evening: number) =>
    `Tafelindeling ${evNl(evening)}ronde ${round} groot getoond op het tabblad Tafelindeling beamer.`,
  drFormsSummary: (round: number, evening: number, forms: number) =>
    `${forms} scoreformulier${forms === 1 ? '' : 'en'} voor ${evNl(evening)}ronde ${round} (A4, twee per vel).`,
  drFormsTitle: (round: number, evening: number) => `Scoreformulieren ${evNl(evening)}ronde ${round}`,
};

export const en: typeof nl = {
  menuMakeTables: () => 'Draw tables',
  menuRedrawTables: () => 'Redraw tables',
  menuTablesDisplay: () => 'Show tables in large print (projector)',
  menuScoreForms: () => 'Print score forms',
  menuRecordRound: () => 'Confirm round',

  drOddTablesNeedPairs: (perSide) =>
    `oddPlayers = tables only works with pairs (playersPerSide 2, now ${perSide}); use sitOut`,
  drColourA: (perTeam) => (perTeam ? 'yellow' : 'red and yellow'),
  drColourB: (perTeam) => (perTeam ? 'orange' : 'green and blue'),

  drNotKeezen: () => 'table allocation is for Keezen: set the setting type to keezen in Settings',
  drTooFewTeams: (count) => `too few teams present (${count}); at least 2 are needed`,
  drTooFewPlayers: (count, needed) => `too few players present (${count}); at least ${needed} are needed for a table`,
  drRoundHasResults: (round, evening) =>
    `${evEn(evening)}round ${round} has results in Results already; a round with results is not drawn again`,
  drLaterRound: (round, evening) =>
    `Tables or Results already hold a round after this one (${evEn(evening)}round ${round}); delete it first`,
  drAllDrawn: (rounds, evenings) =>
    evenings > 1
      ? `all ${evenings} evenings of ${rounds} rounds have been drawn (settings evenings and roundsPerEvening)`
      : `all ${rounds} rounds have been drawn (setting roundsPerEvening)`,
  drRoundOutOfRange: (round, rounds) =>
    `round ${round} does not exist: there are ${rounds} rounds per evening (roundsPerEvening)`,
  drEveningOutOfRange: (evening, evenings) =>
    `evening ${evening} does not exist: the season has ${evenings} evenings (evenings)`,
  drNothingToRedraw: () => 'Tables has no round to redraw yet; choose Draw tables',
  drRoundNotDrawn: (round, evening) => `${evEn(evening)}round ${round} is not in Tables`,
  drNoRounds: () => 'Tables has no rounds yet; choose Draw tables first',
  drFinalAllDrawn: (round, evening) =>
    `the final round is drawn completely (up to ${evEn(evening)}round ${round}); enter the results first`,
  drDecided: (name) => `the competition is decided (winner: ${name}); there is no round left to draw`,
  drFinalNeedsEvening: (rounds, perEvening) =>
    `the final round has ${rounds} rounds, more than the ${perEvening} of an evening: give Tables and Results an Evening column`,
  drRecordDone: (round, evening, tables, byes) =>
    `Confirmed, ${evEn(evening)}round ${round}: ${tables} result ${tables === 1 ? 'row' : 'rows'} prepared in Results to fill in${byes ? `; bye: ${byes} (counts from Tables)` : ''}.`,
  drRecordCompleted: (round, evening, tables) =>
    `Confirmed, ${evEn(evening)}round ${round} was partly in Results: the ${tables} missing ${tables === 1 ? 'row was' : 'rows were'} added.`,
  drRecordAlready: (round, evening) =>
    `Confirm: ${evEn(evening)}round ${round} is in Results already; nothing was changed.`,
  drRecordNothing: (round, evening) =>
    `Confirm, ${evEn(evening)}round ${round}: no table to prepare; nothing was changed.`,
  drRecordOddTables: (tables) =>
    `${tables} ${tables === 1 ? 'table' : 'tables'} of 3, 5 or 6 players ${tables === 1 ? 'gets' : 'get'} no result row (no score form fits).`,
  drRecordConflict: (table, place, filled) =>
    `table ${table} was not prepared: ${place} already holds ${filled ? 'a form' : 'a row'} of this round for that table or those entrants; nothing was overwritten`,
  drRecordFindings: (round, evening, count) =>
    `${evEn(evening)}round ${round} in Tables departs from the rules of the draw on ${count} ${count === 1 ? 'point' : 'points'}`,
  drRecordQuestion: (round, evening) => `Confirm ${evEn(evening)}round ${round} as it is in Tables anyway?`,
  drRecordTitle: () => 'Confirm round',
  drRecordChanged: () => 'Tables changed since the question: have another look.',
  drFinding: (code, names, table, value, limit) =>
    ({
      missing: `${list(names)} is present but not drawn`,
      twice: `${list(names)} is drawn twice`,
      absent: `${list(names)} is drawn but absent`,
      byeCount: `${value} with a bye, but the rules give ${limit}${names.length > 0 ? ` (${list(names)})` : ''}`,
      tableNumbers: `the tables are not numbered 1 to ${value}`,
      tableSize:
        table > 0
          ? `table ${table} does not have the right number of entrants`
          : `${value} tables, but the rules give ${limit}`,
      rematch: `${list(names)} meet for the ${nthEn(value)} time (table ${table})`,
      partner: `${list(names)} are partners for the ${nthEn(value)} time (table ${table})`,
      sitOutSpread: `${list(names)} ${names.length === 1 ? 'sits' : 'sit'} out while others sat out less often (spread ${value}, more than ${limit})`,
    })[code] ?? code,
  drRoundRecorded: (round, evening, rows) =>
    `${evEn(evening)}round ${round} is confirmed already: its result rows are in Results (rows ${rows}); a new draw would no longer fit them. Fill the rows in, or delete them first and then redraw`,

  drBadTable: (text) => `"${text}" is neither a table number nor bye`,
  drByeWithoutName: () => 'a bye line without a name',
  drTeamsMissing: () => 'a table needs two teams (Team A and Team B)',
  drTableSize: (count, size) =>
    `${count} players at a table is not possible; possible are: ${size} (two sides)${size === 4 ? ', 6 (three pairs), 3 or 5 (each on their own)' : ''}`,

  drPlanRepeats: (rounds, opponents, optimal, bound) =>
    `The ${rounds} rounds of the evening as planned now: ${opponents} repeated opponent${opponents === 1 ? '' : 's'}${
      optimal
        ? opponents > 0
          ? ', the fewest possible (every seating with even sit-outs and no repeated partner searched)'
          : ''
        : ` (at least ${bound}; not proven that fewer is impossible)`
    }.`,
  drFormsMissingTitle: (round, evening, missing, of) =>
    `${missing} of ${of} score forms of ${evEn(evening)}round ${round} ${missing === 1 ? 'is' : 'are'} still missing`,
  drFormsMissingAsk: () => 'Draw tables: score forms missing',
  drFormsMissingTable: (table, sides) => `table ${table}: ${sides.join(' – ')}`,
  drFormsMissingQuestion: () =>
    'Draw anyway? The draw then uses the standings without those games. No: enter the forms first.',
  drResultsMissing: (round, evening, missing) =>
    `${evEn(evening)}round ${round}: ${missing} table${missing === 1 ? '' : 's'} without a result; the draw uses the standings without those games`,

  drTitle: (round, evening) => `Tables ${evEn(evening)}round ${round}`,
  drTable: () => 'Table',
  drBye: () => 'Bye',
  drWith: (names) => `with ${list(names)}`,
  drAlone: () => 'on their own',
  drSeed: (seed) => `seed ${seed}`,
  drDisplaySummary: (round, evening) =>
    `Tables of ${evEn(evening)}round ${round} shown in large print on the Tables display tab.`,
  drFormsSummary: (round, evening, forms) =>
    `${forms} score form${forms === 1 ? '' : 's'} for ${evEn(evening)}round ${round} (A4, two per sheet).`,
  drFormsTitle: (round, evening) => `Score forms ${evEn(evening)}round ${round}`,
};
