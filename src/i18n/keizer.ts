/** Messages of the Keizer competition (chess). */
export const nl = () => ({
  unknownResult: (text: string) =>
    `onbekende uitslag "${text}"; gebruik 1-0, 0-1, ½-½ (of 0.5-0.5, 1/2-1/2, =), +-, -+ of --`,
  resultIsFormula: (text: string) =>
    `de uitslag is een formule geworden (${text}): Google Spreadsheets leest +-, -+ en -- als formule; typ er een apostrof voor ('+-) of kies de uitslag uit de lijst`,
  unknownPlayer: (name: string, suggestion: string) =>
    `onbekende speler "${name}"${suggestion ? `; bedoelde u "${suggestion}"?` : ''} (spelers staan in Spelers)`,
  playsHimself: (name: string) => `${name} speelt tegen zichzelf`,
  playerTwiceInRound: (name: string, round: number, first: string) =>
    `${name} staat in ronde ${round} al ingedeeld of afwezig (${first})`,
  duplicateName: (name: string, first: string) => `naam "${name}" komt al voor (${first}); namen moeten uniek zijn`,
  unknownReason: (text: string, options: string) => `onbekende reden "${text}"; kies uit ${options}`,
  roundAfterLast: (round: number, rounds: number) => `ronde ${round} valt na de laatste ronde (rounds = ${rounds})`,
  startRankMissing: () => `startplaats ontbreekt (startOrder = given vraagt een startplaats voor iedere speler)`,
  startRankTwice: (rank: number, first: string) => `startplaats ${rank} is al gegeven (${first})`,
  noPlayers: () => 'er staan geen spelers in Spelers',
  unplayedGames: (round: number, count: number) =>
    count === 1
      ? `ronde ${round}: 1 partij heeft nog geen uitslag en telt nog niet mee`
      : `ronde ${round}: ${count} partijen hebben nog geen uitslag en tellen nog niet mee`,
  roundOutOfRange: (round: number, last: number) => `ronde ${round} bestaat niet (1 tot en met ${last})`,
  standingsRoundOutOfRange: (round: number, last: number) =>
    `ronde ${round} bestaat niet; kies 0 (de beginstand) tot en met ${last}`,
  roundNotThere: (round: number, there: number) =>
    there === 0
      ? `ronde ${round} is er nog niet: er is nog geen ronde gespeeld; kies 0 (de beginstand)`
      : `ronde ${round} is er nog niet: de laatste ronde met uitslagen is ${there}; kies 0 tot en met ${there} (of laat de ronde weg voor de laatste)`,
  roundNotThereFunction: (round: number, there: number) =>
    `het argument round (${round}) noemt een ronde die er nog niet is: de laatste ronde met uitslagen is ${there}; geef 0 tot en met ${there}, of laat het leeg voor de laatste`,
  rangeCutShort: (tab: string, missing: string, full: string) =>
    `Let op: het bereik van ${tab} eindigt bij een gevulde kolom en mist ${missing}; wat daar staat, telt niet mee. Geef het hele tabblad: ${full}`,
  iterationOscillated: (round: number) =>
    `ronde ${round}: de ranglijst kwam niet tot rust maar keerde steeds terug naar een eerdere volgorde; de scores zijn het gemiddelde over die volgordes`,
  standingsTitle: (round: number, rounds: number) =>
    round === 0 ? `Beginstand (vóór ronde 1 van ${rounds})` : `Ranglijst na ronde ${round} van ${rounds}`,
  standingsFinalTitle: (round: number) => `Eindstand na ronde ${round}`,
  newSeasonTitle: (rounds: number) => `Nieuw seizoen: nog geen uitslagen (beginstand vóór ronde 1 van ${rounds})`,
  newSeasonSummary: (players: number, leader: string) =>
    `Nieuw seizoen: nog geen uitslagen. Beginstand: ${players} spelers; nummer 1 is ${leader}.`,
  standingsSummary: (round: number, players: number, leader: string) =>
    round === 0
      ? `Beginstand: ${players} spelers; nummer 1 is ${leader}.`
      : `Ranglijst na ronde ${round}: ${players} spelers; nummer 1 is ${leader}.`,
  removedZeroGames: (names: string) => `Einde seizoen: spelers zonder partijen uit de ranglijst gehaald: ${names}.`,
  notInRound: (name: string, rounds: readonly number[]) =>
    `${name} staat in ${rounds.length === 1 ? 'ronde' : 'ronden'} ${rounds.join(', ')} niet in Uitslagen en niet in Afwezig en krijgt daarvoor 0 punten; vul de partij of de afwezigheid in (of Actief = nee als hij gestopt is)`,
  lateWithoutFrom: (name: string, first: number, top: number, topWith: number) =>
    `${name} speelt pas vanaf ronde ${first}, maar Vanaf ronde is leeg: hij telt mee vanaf ronde 1${top !== topWith ? ` (topwaarde ${top} in plaats van ${topWith}; elke gespeelde ronde opnieuw geprijsd)` : ''}; vul Vanaf ronde = ${first} in als hij later is begonnen`,
  secondBye: (name: string, round: number, first: string) =>
    `${name} is in ronde ${round} oneven, maar ${first} is dat in die ronde al: 100 % van de eigen waarde is er alleen voor de ene speler die bij een oneven aantal spelers niet wordt ingedeeld (Zwarte Dame A.9); toch telt deze als oneven; maak er een afmelding van (of een partij) als hij niet de oneven was`,
  extraBye: (name: string, round: number, count: number, first: number, max: number) =>
    `${name} is in ronde ${round} voor de ${count}e keer oneven (eerst in ronde ${first}); het reglement staat ${max} oneven per competitie toe (Zwarte Dame A.10), toch telt deze als oneven`,
  playsBeforeEntry: (name: string, round: number, from: number) =>
    `${name} speelt in ronde ${round}, maar doet pas mee vanaf ronde ${from} (Spelers, kolom Vanaf ronde)`,
});

export const en = (): ReturnType<typeof nl> => ({
  unknownResult: (text) => `unknown result "${text}"; use 1-0, 0-1, ½-½ (or 0.5-0.5, 1/2-1/2, =), +-, -+ or --`,
  resultIsFormula: (text) =>
    `the result became a formula (${text}): Google Sheets reads +-, -+ and -- as a formula; type an apostrophe in front ('+-) or choose the result from the list`,
  unknownPlayer: (name, suggestion) =>
    `unknown player "${name}"${suggestion ? `; did you mean "${suggestion}"?` : ''} (players are listed in Players)`,
  playsHimself: (name) => `${name} plays against himself`,
  playerTwiceInRound: (name, round, first) => `${name} is already paired or absent in round ${round} (${first})`,
  duplicateName: (name, first) => `name "${name}" appears already (${first}); names must be unique`,
  unknownReason: (text, options) => `unknown reason "${text}"; choose from ${options}`,
  roundAfterLast: (round, rounds) => `round ${round} comes after the last round (rounds = ${rounds})`,
  startRankMissing: () => `start rank missing (startOrder = given needs a start rank for every player)`,
  startRankTwice: (rank, first) => `start rank ${rank} is given already (${first})`,
  noPlayers: () => 'there are no players in Players',
  unplayedGames: (round, count) =>
    count === 1
      ? `round ${round}: 1 game has no result yet and does not count yet`
      : `round ${round}: ${count} games have no result yet and do not count yet`,
  roundOutOfRange: (round, last) => `round ${round} does not exist (1 to ${last})`,
  standingsRoundOutOfRange: (round, last) => `round ${round} does not exist; choose 0 (the start order) to ${last}`,
  roundNotThere: (round, there) =>
    there === 0
      ? `round ${round} is not there yet: no round has been played; choose 0 (the start order)`
      : `round ${round} is not there yet: the last round with results is ${there}; choose 0 to ${there} (or leave the round out for the last)`,
  roundNotThereFunction: (round, there) =>
    `the round argument (${round}) names a round that is not there yet: the last round with results is ${there}; give 0 to ${there}, or leave it empty for the last`,
  rangeCutShort: (tab, missing, full) =>
    `Note: the range of ${tab} ends at a filled column and lacks ${missing}; what is there does not count. Give the whole tab: ${full}`,
  iterationOscillated: (round) =>
    `round ${round}: the ranking did not settle but kept returning to an earlier order; the scores are the average over those orders`,
  standingsTitle: (round, rounds) =>
    round === 0 ? `Start order (before round 1 of ${rounds})` : `Standings after round ${round} of ${rounds}`,
  standingsFinalTitle: (round) => `Final standings after round ${round}`,
  newSeasonTitle: (rounds) => `New season: no results yet (start order before round 1 of ${rounds})`,
  newSeasonSummary: (players, leader) =>
    `New season: no results yet. Start order: ${players} players; number 1 is ${leader}.`,
  standingsSummary: (round, players, leader) =>
    round === 0
      ? `Start order: ${players} players; number 1 is ${leader}.`
      : `Standings after round ${round}: ${players} players; number 1 is ${leader}.`,
  removedZeroGames: (names) => `End of season: players without games removed from the standings: ${names}.`,
  notInRound: (name, rounds) =>
    `${name} is in neither Results nor Absent in ${rounds.length === 1 ? 'round' : 'rounds'} ${rounds.join(', ')} and scores 0 for ${rounds.length === 1 ? 'it' : 'them'}; enter the game or the absence (or Active = no if the player stopped)`,
  lateWithoutFrom: (name, first, top, topWith) =>
    `${name} plays from round ${first} only, but From round is empty: the player counts from round 1${top !== topWith ? ` (top value ${top} instead of ${topWith}; every round played priced again)` : ''}; enter From round = ${first} if the player joined later`,
  secondBye: (name, round, first) =>
    `${name} has a bye in round ${round}, but ${first} already has the bye of that round: 100 % of the own value is only for the one player left unpaired when the number of players is odd (Zwarte Dame A.9); it still scores as a bye; make it an absence (or a game) if he was not the bye`,
  extraBye: (name, round, count, first, max) =>
    `${name} has a bye in round ${round} for the ${count}${count === 2 ? 'nd' : count === 3 ? 'rd' : 'th'} time (first in round ${first}); the regulations allow ${max} per competition (Zwarte Dame A.10), it still scores as a bye`,
  playsBeforeEntry: (name, round, from) =>
    `${name} plays in round ${round} but only takes part from round ${from} (Players, column From round)`,
});
