/**
 * Messages of the Keezen table allocation and partner draws: the draw's summary, notes and Toelichting
 * column, the menu, the settings, which round, Ronde vastleggen, the Tafelindeling tab, the beamer page
 * and the score forms. Keys start with `dr`.
 */
export const list = (xs: readonly string[]) => xs.join(', ');
export const nthNl = (k: number) => `${k}e`;
export const nthEn = (k: number) =>
  `${k}${k % 10 === 1 && k % 100 !== 11 ? 'st' : k % 10 === 2 && k % 100 !== 12 ? 'nd' : k % 10 === 3 && k % 100 !== 13 ? 'rd' : 'th'}`;
export const evNl = (evening: number) => (evening > 0 ? `avond ${evening}, ` : '');
export const evEn = (evening: number) => (evening > 0 ? `evening ${evening}, ` : '');
/** A number of evenings or rounds, singular for one. */
export const avonden = (n: number) => `${n} ${n === 1 ? 'avond' : 'avonden'}`;
export const evenings_ = (n: number) => `${n} ${n === 1 ? 'evening' : 'evenings'}`;
export const ronden = (n: number) => `${n} ${n === 1 ? 'ronde' : 'ronden'}`;
export const rounds_ = (n: number) => `${n} ${n === 1 ? 'round' : 'rounds'}`;

export const nl = () => ({
  // The draw's summary and notes, and the Toelichting column of the rounds it draws.
  drFinalSummary: (k: number, round: number, rounds: number, tables: number, bye: string) =>
    `${k > 1 ? `${nthNl(k)} finaleronde` : 'Finaleronde'}, ronde ${round} van ${rounds}: ${tables} ${tables === 1 ? 'tafel' : 'tafels'}${bye ? `, vrij: ${bye} (telt niet mee)` : ''}.`,
  drWhyFinal: () => 'finaleronde: ieder team van de gelijke top speelt één keer tegen elk ander',
  drSummary: (round: number, evening: number, tables: number, byes: string, seed: string) =>
    `Tafelindeling ${evNl(evening)}ronde ${round}: ${tables} tafel${tables === 1 ? '' : 's'}${byes ? `, vrij: ${byes}` : ''} (loting ${seed}).`,
  drAbsent: (names: readonly string[]) => `Niet aanwezig (Deelnemers, Aanwezig = nee): ${list(names)}.`,
  drSameRoundAgain: (round: number, evening: number) =>
    `${evening > 0 ? `Avond ${evening}, ronde` : 'Ronde'} ${round} heeft nog geen uitslagen: opnieuw ingedeeld met dezelfde loting (dezelfde tafels, tenzij er iemand bij kwam of wegging). De volgende ronde komt na de uitslagen.`,
  drRepeatsSummary: (partners: number, partnerBound: number, opponents: number, opponentBound: number) =>
    `Tot en met deze ronde: ${partners} herhaalde partner${partners === 1 ? '' : 's'}${partnerBound > 0 ? ` (minstens ${partnerBound} onvermijdelijk)` : ''}, ${opponents} herhaalde tegenstander${opponents === 1 ? '' : 's'}${opponentBound > 0 ? ` (minstens ${opponentBound} onvermijdelijk met dit aantal spelers en ronden)` : ''}.`,
  drTeamRepeats: (count: number, tonight: boolean) =>
    `${count} herhaalde ontmoeting${count === 1 ? '' : 'en'}${tonight ? ' op deze avond' : ''}: zonder kan het niet (zie Toelichting).`,
  drUnavoidableSet: (
    names: readonly string[],
    barrier: readonly string[],
    bye: 'inSet' | 'inBarrier' | 'none',
    colours: boolean,
  ) =>
    `${list(names)} kunnen zonder herhaling${colours ? ' of gelijke kleuren' : ''} alleen nog tegen elkaar${barrier.length > 0 ? ` of tegen ${list(barrier)}` : ''}${bye === 'none' ? '' : ' spelen of vrij zijn'}` +
    (bye === 'inSet'
      ? `, de vrije ronde kan alleen naar een van hen${barrier.length > 0 ? ` of naar ${list(barrier)}` : ''}, en met de vrije ronde erbij zijn ze een oneven aantal`
      : ' en zijn met een oneven aantal'),
  drUnavoidableOne: (
    name: string,
    can: readonly string[],
    bye: boolean,
    met: readonly string[],
    everyone: boolean,
    sameColour: readonly string[],
    colour: string,
  ) =>
    `${name} kan ${can.length > 0 || bye ? `zonder herhaling${sameColour.length > 0 ? ' of gelijke kleur' : ''} alleen nog ${[...(can.length > 0 ? [`tegen ${list(can)} spelen`] : []), ...(bye ? ['vrij zijn'] : [])].join(' of ')}` : `niet meer zonder herhaling${sameColour.length > 0 ? ' of gelijke kleur' : ''}`}: ` +
    [
      ...(met.length > 0 ? [`al gespeeld tegen ${everyone ? 'iedereen' : list(met)}`] : []),
      ...(sameColour.length > 0
        ? [`${list(sameColour)} ${sameColour.length === 1 ? 'speelt' : 'spelen'} ook ${colour}`]
        : []),
    ].join('; '),
  drClashes: (count: number, colour: string) =>
    `${count} partij${count === 1 ? '' : 'en'} tussen twee teams die allebei ${colour} spelen: anders kon het niet.`,
  drSecondBye: (name: string, byes: number) =>
    `${name} is voor de ${nthNl(byes)} keer vrij: alle aanwezige teams waren al vrij`,
  drPartnerRepeats: (count: number, bound: number) =>
    `${count} herhaalde partner${count === 1 ? '' : 's'} (minstens ${bound} onvermijdelijk met dit aantal spelers en ronden)`,
  drWhyRematch: (meeting: number, tonight: boolean) =>
    `${nthNl(meeting)} ontmoeting${tonight ? ' vanavond' : ''} (onvermijdelijk)`,
  drWhyClash: (colour: string, team: string, other: string) =>
    `beide teams spelen ${colour} (onvermijdelijk); ${team} speelt deze partij met ${other}`,
  drWhySameTable: (names: readonly string[]) => `vanavond al aan deze tafel: ${list(names)}`,
  drWhyByeLowest: () => 'laagst geplaatste team zonder vrije ronde',
  drWhyByePassed: (names: readonly string[]) => `lager geplaatst maar al vaker vrij: ${list(names)}`,
  drWhyByeAgain: (times: number) => `${nthNl(times)} keer vrij (iedereen was al vrij)`,
  drWhyByeNotLowest: (name: string, because: 'clash' | 'tonight' | 'table' | 'spread' | 'rematch' | 'meetings') =>
    `${name} staat lager en was even vaak vrij, maar met ${name} vrij ${
      {
        clash: 'spelen meer teams van dezelfde kleur tegen elkaar',
        tonight: 'komen er meer herhalingen op deze avond',
        table: 'zitten meer teams weer aan een tafel van eerder op de avond',
        spread: 'ontmoeten teams elkaar over het seizoen vaker dan nodig',
        rematch: 'komen er meer herhaalde ontmoetingen',
        meetings: 'worden de herhaalde ontmoetingen vaker herhaald',
      }[because]
    }`,
  drWhyPartnersAgain: (a: string, b: string, times: number) => `${a} & ${b} voor de ${nthNl(times)} keer partners`,
  drWhyOpponentsAgain: (a: string, b: string, times: number) => `${a} tegen ${b} voor de ${nthNl(times)} keer`,
  drWhyAlone: (players: number) => `tafel voor ${players}: ieder speelt voor zich`,
  drWhyThreePairs: () => '6-persoonsbord: drie koppels (1 & 2, 3 & 4, 5 & 6)',
  drWhySitOut: (counts: readonly { name: string; times: number }[]) =>
    `zit${counts.length === 1 ? '' : 'ten'} uit: ${counts.map((c) => `${c.name} ${c.times}×`).join(', ')} vanavond`,
  // The pages of a drawn round: the beamer view and the printable score forms.
  drBeamerTeams: () => 'teamnummer → tafel',
  drBeamerPlayers: () => 'naam → tafel',
  drPrint: () => 'Afdrukken',
  drForm: () => 'Scoreformulier',
  drEvening: () => 'Avond',
  drSide: (letter: string) => `Kant ${letter}`,
  drDealsFirst: () => 'deelt eerst',
  drColour: () => 'kleur',
  drPawnsHome: () => 'pionnen binnen',
  drHolesHome: () => 'bezette gaten (1 = bij de ingang)',
  drYes: () => 'ja',
  drTimeout: () => 'nee, tijd om',
  drNone: () => 'geen',
  drSignature: (team: boolean, side: string) => `Handtekening ${team ? 'team' : 'kant'} ${side}`,
  drOf: (max: number) => `(0–${max})`,
  drFormNote: () => 'Punten worden niet ingevuld: het programma rekent ze uit.',
  drPoints: () => 'punten',
  drPlayerPointsNote: (perPawn: number, perOpponentPawnOut: number, winBonus: number) =>
    `Na afloop vult een van de spelers per speler de pionnen binnen en de punten in: ${perPawn} per eigen pion binnen` +
    (perOpponentPawnOut > 0 ? ` + ${perOpponentPawnOut} per pion die de tegenstanders niet binnen hebben` : '') +
    (winBonus > 0 ? ` + ${winBonus} voor de winnaars` : '') +
    '. De stand rekent de punten na uit de pionnen.',
  drPartnersOpposite: () => 'Partners (A1 en A2, B1 en B2) zitten tegenover elkaar.',
  drBeamerOpposite: () => 'partners tegenover elkaar',
  drOddFormNote: () =>
    'Deze tafel past niet op een formulier met twee kanten: noteer de pionnen per speler; de uitslag wordt met de hand verwerkt.',
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
      ? `alle ${evenings} avonden van ${ronden(rounds)} zijn al ingedeeld (instellingen evenings en roundsPerEvening)`
      : rounds === 1
        ? 'de ene ronde is al ingedeeld (instelling roundsPerEvening)'
        : `alle ${rounds} ronden zijn al ingedeeld (instelling roundsPerEvening)`,
  drRoundOutOfRange: (round: number, rounds: number) =>
    `ronde ${round} bestaat niet: er ${rounds === 1 ? 'is' : 'zijn'} ${ronden(rounds)} per avond (roundsPerEvening)`,
  drEveningOutOfRange: (evening: number, evenings: number) =>
    `avond ${evening} bestaat niet: het seizoen heeft ${avonden(evenings)} (evenings)`,
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
  // Ronde terugdraaien.
  drUnrecordNotDrawn: (round: number, evening: number) =>
    `${evNl(evening)}ronde ${round} staat niet in Tafelindeling: alleen een ronde die uit Tafelindeling is vastgelegd kan worden teruggedraaid; er is niets veranderd`,
  drUnrecordLaterDrawn: (round: number, evening: number, next: number, nextEvening: number) =>
    `${evNl(nextEvening)}ronde ${next} is al ingedeeld na ${evNl(evening)}ronde ${round}: alleen de laatst ingedeelde ronde kan worden teruggedraaid; er is niets veranderd`,
  drUnrecordTypedAfter: (round: number, evening: number, tab: string) =>
    `deze rij staat in ${tab} onder de rijen van ${evNl(evening)}ronde ${round}; er is niets teruggedraaid. Haal deze rij eerst weg (of zet hem hoger in het tabblad) en draai de ronde dan terug`,
  drUnrecordMoved: (round: number, evening: number) =>
    `deze rij van ${evNl(evening)}ronde ${round} is veranderd sinds hij gelezen werd (door een andere gebruiker?); er is niets teruggedraaid: probeer het opnieuw`,
  drUnrecordFilled: (table: number, sides: readonly string[]) => `tafel ${table}: ${sides.join(' – ')}`,
  drUnrecordFilledHead: (round: number, evening: number, count: number) =>
    `Van ${evNl(evening)}ronde ${round} ${count === 1 ? 'is 1 scoreformulier' : `zijn ${count} scoreformulieren`} al ingevuld; terugdraaien haalt ${count === 1 ? 'het' : 'ze'} weg. Er is nog niets veranderd.`,
  drUnrecordQuestion: (round: number, evening: number) => `Toch ${evNl(evening)}ronde ${round} terugdraaien?`,
  drUnrecordDone: (round: number, evening: number, rows: number, filled: number) =>
    `Teruggedraaid, ${evNl(evening)}ronde ${round}: ${rows} ${rows === 1 ? 'uitslagrij' : 'uitslagrijen'} uit Uitslagen${filled > 0 ? ` (${filled} ingevuld)` : ''}; de ronde staat nog in Tafelindeling en Ronde vastleggen legt hem opnieuw vast.`,
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
  drFormsMissingChanged: () => 'De ontbrekende scoreformulieren zijn veranderd sinds de vraag: kijk opnieuw.',
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
});

export const en = (): ReturnType<typeof nl> => ({
  // The draw's summary and notes, and the Toelichting column of the rounds it draws.
  drFinalSummary: (k, round, rounds, tables, bye) =>
    `${k > 1 ? `Final round ${k}` : 'Final round'}, round ${round} of ${rounds}: ${tables} ${tables === 1 ? 'table' : 'tables'}${bye ? `, bye: ${bye} (does not count)` : ''}.`,
  drWhyFinal: () => 'final round: each team of the level top plays every other once',
  drSummary: (round, evening, tables, byes, seed) =>
    `Tables ${evEn(evening)}round ${round}: ${tables} table${tables === 1 ? '' : 's'}${byes ? `, bye: ${byes}` : ''} (seed ${seed}).`,
  drAbsent: (names) => `Not present (Participants, Present = no): ${list(names)}.`,
  drSameRoundAgain: (round, evening) =>
    `${evening > 0 ? `Evening ${evening}, round` : 'Round'} ${round} has no results yet: drawn again with the same seed (the same tables, unless someone came or left). The next round comes after the results.`,
  drRepeatsSummary: (partners, partnerBound, opponents, opponentBound) =>
    `Up to this round: ${partners} repeated partner${partners === 1 ? '' : 's'}${partnerBound > 0 ? ` (at least ${partnerBound} unavoidable)` : ''}, ${opponents} repeated opponent${opponents === 1 ? '' : 's'}${opponentBound > 0 ? ` (at least ${opponentBound} unavoidable with this number of players and rounds)` : ''}.`,
  drTeamRepeats: (count, tonight) =>
    `${count} repeated meeting${count === 1 ? '' : 's'}${tonight ? ' this evening' : ''}: it cannot be done without (see Why).`,
  drUnavoidableSet: (names, barrier, bye, colours) =>
    `${list(names)} can only play each other${barrier.length > 0 ? ` or ${list(barrier)}` : ''}${bye === 'none' ? '' : ' or have the bye'} without a rematch${colours ? ' or a colour clash' : ''}` +
    (bye === 'inSet'
      ? `, the bye can only go to one of them${barrier.length > 0 ? ` or to ${list(barrier)}` : ''}, and with the bye they are an odd number`
      : ', and they are an odd number'),
  drUnavoidableOne: (name, can, bye, met, everyone, sameColour, colour) =>
    `${name} ${can.length > 0 || bye ? `can only ${[...(can.length > 0 ? [`play ${list(can)}`] : []), ...(bye ? ['have the bye'] : [])].join(' or ')} without a rematch${sameColour.length > 0 ? ' or a colour clash' : ''}` : `cannot play without a rematch${sameColour.length > 0 ? ' or a colour clash' : ''} any more`}: ` +
    [
      ...(met.length > 0 ? [`played ${everyone ? 'everyone' : list(met)} already`] : []),
      ...(sameColour.length > 0
        ? [`${list(sameColour)} also play${sameColour.length === 1 ? 's' : ''} ${colour}`]
        : []),
    ].join('; '),
  drClashes: (count, colour) =>
    `${count} game${count === 1 ? '' : 's'} between two teams that both play ${colour}: it could not be avoided.`,
  drSecondBye: (name, byes) => `${name} gets a bye for the ${nthEn(byes)} time: every team present had one already`,
  drPartnerRepeats: (count, bound) =>
    `${count} repeated partner${count === 1 ? '' : 's'} (at least ${bound} unavoidable with this number of players and rounds)`,
  drWhyRematch: (meeting, tonight) => `${nthEn(meeting)} meeting${tonight ? ' this evening' : ''} (unavoidable)`,
  drWhyClash: (colour, team, other) => `both teams play ${colour} (unavoidable); ${team} plays ${other} in this game`,
  drWhySameTable: (names) => `at this table earlier this evening: ${list(names)}`,
  drWhyByeLowest: () => 'lowest-ranked team without a bye',
  drWhyByePassed: (names) => `ranked lower but had more byes: ${list(names)}`,
  drWhyByeAgain: (times) => `${nthEn(times)} bye (everyone had one already)`,
  drWhyByeNotLowest: (name, because) =>
    `${name} is ranked lower and had as many byes, but with ${name} on the bye ${
      {
        clash: 'more teams of the same colour play each other',
        tonight: 'more games repeat a meeting of this evening',
        table: 'more teams sit at a table they had earlier this evening',
        spread: 'teams meet more often over the season than needed',
        rematch: 'more games are rematches',
        meetings: 'the rematches repeat more often',
      }[because]
    }`,
  drWhyPartnersAgain: (a, b, times) => `${a} & ${b} partners for the ${nthEn(times)} time`,
  drWhyOpponentsAgain: (a, b, times) => `${a} against ${b} for the ${nthEn(times)} time`,
  drWhyAlone: (players) => `table for ${players}: everyone plays on their own`,
  drWhyThreePairs: () => '6-player board: three pairs (1 & 2, 3 & 4, 5 & 6)',
  drWhySitOut: (counts) =>
    `sit${counts.length === 1 ? 's' : ''} out: ${counts.map((c) => `${c.name} ${c.times}×`).join(', ')} this evening`,
  // The pages of a drawn round: the beamer view and the printable score forms.
  drBeamerTeams: () => 'team number → table',
  drBeamerPlayers: () => 'name → table',
  drPrint: () => 'Print',
  drForm: () => 'Score form',
  drEvening: () => 'Evening',
  drSide: (letter) => `Side ${letter}`,
  drDealsFirst: () => 'deals first',
  drColour: () => 'colour',
  drPawnsHome: () => 'pawns home',
  drHolesHome: () => 'occupied holes (1 = at the entrance)',
  drYes: () => 'yes',
  drTimeout: () => 'no, time-out',
  drNone: () => 'none',
  drSignature: (team, side) => `Signature ${team ? 'team' : 'side'} ${side}`,
  drOf: (max) => `(0–${max})`,
  drFormNote: () => 'Do not fill in points: the program computes them.',
  drPoints: () => 'points',
  drPlayerPointsNote: (perPawn, perOpponentPawnOut, winBonus) =>
    `After the game one of the players fills in each player's pawns home and points: ${perPawn} per own pawn home` +
    (perOpponentPawnOut > 0 ? ` + ${perOpponentPawnOut} per pawn the opponents did not get home` : '') +
    (winBonus > 0 ? ` + ${winBonus} for the winners` : '') +
    '. The standings check the points against the pawns.',
  drPartnersOpposite: () => 'Partners (A1 and A2, B1 and B2) sit opposite each other.',
  drBeamerOpposite: () => 'partners opposite each other',
  drOddFormNote: () =>
    'This table does not fit a form with two sides: write the pawns per player; the result is processed by hand.',
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
      ? `all ${evenings} evenings of ${rounds_(rounds)} have been drawn (settings evenings and roundsPerEvening)`
      : rounds === 1
        ? 'the one round has been drawn (setting roundsPerEvening)'
        : `all ${rounds} rounds have been drawn (setting roundsPerEvening)`,
  drRoundOutOfRange: (round, rounds) =>
    `round ${round} does not exist: there ${rounds === 1 ? 'is' : 'are'} ${rounds_(rounds)} per evening (roundsPerEvening)`,
  drEveningOutOfRange: (evening, evenings) =>
    `evening ${evening} does not exist: the season has ${evenings_(evenings)} (evenings)`,
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
  drUnrecordNotDrawn: (round, evening) =>
    `${evEn(evening)}round ${round} is not in Tables: only a round confirmed from Tables can be taken back; nothing changed`,
  drUnrecordLaterDrawn: (round, evening, next, nextEvening) =>
    `${evEn(nextEvening)}round ${next} is drawn already after ${evEn(evening)}round ${round}: only the last round drawn can be taken back; nothing changed`,
  drUnrecordTypedAfter: (round, evening, tab) =>
    `this row is in ${tab} below the rows of ${evEn(evening)}round ${round}; nothing was taken back. Remove this row first (or move it higher up the tab), then take the round back`,
  drUnrecordMoved: (round, evening) =>
    `this row of ${evEn(evening)}round ${round} changed since it was read (by another user?); nothing was taken back: try again`,
  drUnrecordFilled: (table, sides) => `table ${table}: ${sides.join(' – ')}`,
  drUnrecordFilledHead: (round, evening, count) =>
    `${evEn(evening)}round ${round} has ${count === 1 ? '1 score form' : `${count} score forms`} filled in already; taking it back removes ${count === 1 ? 'it' : 'them'}. Nothing has changed yet.`,
  drUnrecordQuestion: (round, evening) => `Take ${evEn(evening)}round ${round} back anyway?`,
  drUnrecordDone: (round, evening, rows, filled) =>
    `Taken back, ${evEn(evening)}round ${round}: ${rows} result ${rows === 1 ? 'row' : 'rows'} out of Results${filled > 0 ? ` (${filled} filled in)` : ''}; the round is still in Tables and Confirm round records it again.`,
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
  drFormsMissingChanged: () => 'The missing score forms changed since the question: have another look.',
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
});
