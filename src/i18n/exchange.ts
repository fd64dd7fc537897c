/** Messages of the exchange with the chess world: TRF export and import, rating lists, KeizerForClubs. */
export const nl = () => ({
  // The TRF file (the export, and the wizard's import), KeizerForClubs' database, rating lists.
  trfNoPlayers: () => 'het bestand heeft geen spelersregels (001); is het een TRF-bestand?',
  trfBadField: (from: number, to: number, value: string) => `kolom ${from}–${to}: "${value}" past niet in dit veld`,
  trfBadRound: (round: number, col: number, text: string) =>
    `ronde ${round} (vanaf kolom ${col}): "${text}" is geen tegenstander, kleur en uitslag`,
  trfUnplayedLeftOut: (white: string, black: string, round: number) =>
    `ronde ${round}: ${white} – ${black} heeft geen uitslag en staat niet in het TRF-bestand`,
  trfNameTooLong: (name: string, width: number) =>
    `naam "${name}" is langer dan ${width} tekens, meer dan het TRF-veld houdt; kort hem in`,
  trfBadFideId: (name: string, id: string) => `${name}: FIDE-id "${id}" is geen nummer van hoogstens 11 cijfers`,
  trfNotLatin1: (field: string, char: string, written: string) =>
    `${field}: "${char}" bestaat niet in Latin-1; in het bestand staat "${written}"`,
  trfBadEncoding: (given: string, known: string) => `tekenset "${given}" ken ik niet; kies ${known}`,
  trfStartTwice: (start: number, first: number) => `startnummer ${start} komt al voor (rij ${first})`,
  trfNameTwice: (name: string, first: number) => `naam "${name}" komt al voor (rij ${first}); namen moeten uniek zijn`,
  trfBadComment: (text: string) => `commentaarregel "${text}" van Competitieleider klopt niet`,
  trfLateEntry: (name: string, round: number) =>
    `${name} speelt pas vanaf ronde ${round}: overgenomen als Vanaf ronde ${round}`,
  trfNoOpponent: (name: string, round: number, code: string) =>
    `${name}, ronde ${round}: uitslag "${code}" zonder tegenstander is niet over te nemen`,
  trfReasonCode: (reason: string, code: string) => `afwezigheid "${reason}" past niet bij code "${code}"`,
  trfUnknownOpponent: (name: string, round: number, opponent: number) =>
    `${name}, ronde ${round}: tegenstander ${opponent} staat niet in het bestand`,
  trfPlaysHimself: (name: string, round: number) => `${name}, ronde ${round}: speelt tegen zichzelf`,
  trfNotMutual: (name: string, round: number, opponent: string) =>
    `${name}, ronde ${round}: ${opponent} heeft in die ronde niet ${name} als tegenstander`,
  trfNoColours: (a: string, b: string, round: number) =>
    `ronde ${round}: ${a} – ${b} zonder kleuren; ${a} is als wit overgenomen`,
  trfColourClash: (a: string, b: string, round: number) =>
    `ronde ${round}: ${a} – ${b}: de kleuren van de twee regels passen niet bij elkaar`,
  trfResultClash: (a: string, b: string, round: number, codes: string) =>
    `ronde ${round}: ${a} – ${b}: de uitslagen ${codes} passen niet bij elkaar`,
  trfReasonWithoutAbsence: (key: string) => `afwezigheid ${key} (ronde:nummer) staat niet in de spelersregels`,
  trfRoundPaired: (round: number, boards: number) =>
    `ronde ${round} is ingedeeld maar nog niet gespeeld: overgenomen als Indeling (${boards} borden), klaar voor Ronde vastleggen`,
  trfGameUnplayed: (round: number, white: string, black: string) =>
    `ronde ${round}: ${white} – ${black} heeft nog geen uitslag: overgenomen zonder uitslag; vul hem in Uitslagen in`,
  trfExported: (players: number, round: number) => `TRF-bestand: ${players} spelers, ronde 1 tot en met ${round}.`,
  importTargetNotEmpty: (tab: string) => `${tab} heeft al regels; importeer in een werkboek zonder competitie`,
  importSettingsKept: (tab: string) =>
    `${tab} bestaat al en blijft zoals het is; de instellingen uit het bestand zijn niet overgenomen`,
  importSummary: (players: number, games: number, absences: number) =>
    `Overgenomen: ${players} spelers, ${games} partijen, ${absences} afwezigheden en vrije rondes.`,
  importMapping: (code: string, became: string, count: number) => `  code ${code} → ${became}: ${count}×`,
  trfRoundsAssumed: (rounds: number) =>
    `het bestand zegt niet hoeveel rondes het seizoen heeft (geen 142- of XXR-regel): ${rounds} aangenomen; pas rounds aan in Instellingen als het er meer of minder zijn`,
  kfcNoName: (id: number) => `speler ${id} heeft geen naam`,
  kfcNameTwice: (name: string) => `naam "${name}" komt twee keer voor; namen moeten uniek zijn`,
  kfcBadRound: (round: string) => `ronde "${round}" is geen rondenummer`,
  kfcUnknownPlayer: (round: number, board: number, id: number) =>
    `ronde ${round}, bord ${board}: speler ${id} staat niet in Player`,
  kfcUnknownCode: (round: number, board: number, code: string) =>
    `ronde ${round}, bord ${board}: uitslagcode ${code} is niet over te nemen`,
  kfcAdjourned: (round: number, board: number, white: string, black: string) =>
    `ronde ${round}, bord ${board}: ${white} – ${black} is afgebroken (code 11): overgenomen zonder uitslag; vul de uitslag in Uitslagen in zodra hij bekend is`,
  kfcOptionNotCarried: (option: string, value: string) =>
    `${option} = ${value} is niet overgenomen: ${
      option === 'OPTION.DecayBonus'
        ? 'hier halveert afgemeld of niet afgemeld niet bij elke herhaling; stel excusedLimit en excusedAfterLimit (en unexcused) in Instellingen in zoals de club wil'
        : option === 'OPTION.DecayPrevRound'
          ? 'hier telt de eigen waarde volledig tot en met ronde ownValueUntilRound en daarna niet meer, zonder afbouw; stel ownValueUntilRound in Instellingen in (het dichtst bij: 4)'
          : option === 'OPTION.WickerNormalization'
            ? 'hier staan de punten op de schaal zonder normalisatie (een winst tegen de laatste is niet 1 punt); de volgorde is dezelfde, de getallen niet'
            : 'hier is geen tijdhandicap; zet de klokken met de hand'
    }`,
  kfcNotADatabase: (file: string, reason: string) => `${file} is geen KeizerForClubs-bestand (${reason})`,
  kfcMissingColumn: (table: string, column: string) =>
    `tabel ${table} mist kolom ${column}; is het een KeizerForClubs-toernooi (.s3db)?`,
  ratingListNoHeader: () =>
    'geen kopregel met "ID Number", "Name" en een ratingkolom (SRtng) gevonden; is het de FIDE-lijst (TXT)?',
  ratingListBadZip: (reason: string) => `het zip-bestand is niet te lezen (${reason}); download de lijst opnieuw`,
  ratingListBadLine: (text: string) => `regel "${text}" is geen speler van de lijst`,
  ratingListBadRating: (text: string) => `rating "${text}" is geen getal`,
  ratingColumnMissing: (column: string) => `Spelers heeft geen kolom ${column}; voeg hem toe`,
  ratingListChange: (name: string, from: string, to: number, by: 'id' | 'name') =>
    `${name}: ${from} → ${to}${by === 'name' ? ' (op naam)' : ''}`,
  ratingNotFound: (name: string) => `${name} staat niet in de lijst; rating blijft`,
  ratingNotFoundNear: (name: string, entries: string) =>
    `${name} staat niet in de lijst; bedoelde u ${entries}? Vul dan het id in Spelers in; rating blijft`,
  ratingAmbiguous: (name: string, entries: string) =>
    `${name} past bij meer spelers van de lijst (${entries}); vul een id in Spelers in`,
  ratingListSummary: (changed: number, unchanged: number, notFound: number, ambiguous: number) =>
    `Ratinglijst: ${changed} gewijzigd, ${unchanged} gelijk, ${notFound} niet gevonden, ${ambiguous} niet eenduidig.`,
  ratingNothingWritten: () => 'Er is nog niets geschreven.',
  wizardTrfKeizerOnly: () => 'een TRF-bestand is een schaakcompetitie: kies Keizer',
  trfDialogTitle: () => 'TRF-bestand',
  trfDefaultTitle: () => 'Keizercompetitie',
  trfDownload: () => 'Bestand opslaan',
  trfCopyHint: () =>
    'Slaat de browser het bestand niet op? Kopieer dan de tekst hieronder in een tekstbestand met de extensie .trf.',
  menuTrfExport: () => 'TRF-bestand exporteren (rating)…',
});

export const en = (): ReturnType<typeof nl> => ({
  // The TRF file (the export, and the wizard's import), KeizerForClubs' database, rating lists.
  trfNoPlayers: () => 'the file has no player lines (001); is it a TRF file?',
  trfBadField: (from, to, value) => `columns ${from}–${to}: "${value}" does not fit this field`,
  trfBadRound: (round, col, text) =>
    `round ${round} (from column ${col}): "${text}" is not an opponent, colour and result`,
  trfUnplayedLeftOut: (white, black, round) =>
    `round ${round}: ${white} – ${black} has no result and is left out of the TRF file`,
  trfNameTooLong: (name, width) =>
    `name "${name}" is longer than ${width} characters, more than the TRF field holds; shorten it`,
  trfBadFideId: (name, id) => `${name}: FIDE id "${id}" is not a number of at most 11 digits`,
  trfNotLatin1: (field, char, written) => `${field}: "${char}" is not in Latin-1; the file has "${written}"`,
  trfBadEncoding: (given, known) => `unknown character set "${given}"; choose ${known}`,
  trfStartTwice: (start, first) => `starting rank ${start} appears already (row ${first})`,
  trfNameTwice: (name, first) => `name "${name}" appears already (row ${first}); names must be unique`,
  trfBadComment: (text) => `Competitieleider comment line "${text}" is not right`,
  trfLateEntry: (name, round) => `${name} plays from round ${round} only: taken as From round ${round}`,
  trfNoOpponent: (name, round, code) =>
    `${name}, round ${round}: result "${code}" without an opponent cannot be taken over`,
  trfReasonCode: (reason, code) => `absence "${reason}" does not go with code "${code}"`,
  trfUnknownOpponent: (name, round, opponent) => `${name}, round ${round}: opponent ${opponent} is not in the file`,
  trfPlaysHimself: (name, round) => `${name}, round ${round}: plays against himself`,
  trfNotMutual: (name, round, opponent) =>
    `${name}, round ${round}: ${opponent} does not have ${name} as opponent in that round`,
  trfNoColours: (a, b, round) => `round ${round}: ${a} – ${b} without colours; ${a} taken as white`,
  trfColourClash: (a, b, round) => `round ${round}: ${a} – ${b}: the colours of the two lines do not agree`,
  trfResultClash: (a, b, round, codes) => `round ${round}: ${a} – ${b}: the results ${codes} do not agree`,
  trfReasonWithoutAbsence: (key) => `absence ${key} (round:number) is not in the player lines`,
  trfRoundPaired: (round, boards) =>
    `round ${round} is paired but not played yet: taken over as the Pairing (${boards} boards), ready to record`,
  trfGameUnplayed: (round, white, black) =>
    `round ${round}: ${white} – ${black} has no result yet: taken over without one; fill it in in Results`,
  trfExported: (players, round) => `TRF file: ${players} players, rounds 1 to ${round}.`,
  importTargetNotEmpty: (tab) => `${tab} has rows already; import into a workbook without a competition`,
  importSettingsKept: (tab) => `${tab} exists and stays as it is; the settings of the file were not taken over`,
  importSummary: (players, games, absences) =>
    `Taken over: ${players} players, ${games} games, ${absences} absences and byes.`,
  importMapping: (code, became, count) => `  code ${code} → ${became}: ${count}×`,
  trfRoundsAssumed: (rounds) =>
    `the file does not say how many rounds the season has (no 142 or XXR line): ${rounds} assumed; change rounds in Settings if there are more or fewer`,
  kfcNoName: (id) => `player ${id} has no name`,
  kfcNameTwice: (name) => `name "${name}" appears twice; names must be unique`,
  kfcBadRound: (round) => `round "${round}" is not a round number`,
  kfcUnknownPlayer: (round, board, id) => `round ${round}, board ${board}: player ${id} is not in Player`,
  kfcUnknownCode: (round, board, code) => `round ${round}, board ${board}: result code ${code} cannot be taken over`,
  kfcAdjourned: (round, board, white, black) =>
    `round ${round}, board ${board}: ${white} – ${black} is adjourned (code 11): taken over without a result; fill in the result in Results once it is known`,
  kfcOptionNotCarried: (option, value) =>
    `${option} = ${value} was not taken over: ${
      option === 'OPTION.DecayBonus'
        ? 'here an excused or unexcused absence is not halved at each repeat; set excusedLimit and excusedAfterLimit (and unexcused) in Settings as the club wants'
        : option === 'OPTION.DecayPrevRound'
          ? 'here the own value counts in full up to round ownValueUntilRound and not after it, without tapering; set ownValueUntilRound in Settings (nearest: 4)'
          : option === 'OPTION.WickerNormalization'
            ? 'here the points are on the scale without normalisation (a win against the last is not 1 point); the order is the same, the numbers are not'
            : 'there is no time handicap here; set the clocks by hand'
    }`,
  kfcNotADatabase: (file, reason) => `${file} is not a KeizerForClubs file (${reason})`,
  kfcMissingColumn: (table, column) =>
    `table ${table} lacks column ${column}; is it a KeizerForClubs tournament (.s3db)?`,
  ratingListNoHeader: () =>
    'no header line with "ID Number", "Name" and a rating column (SRtng) found; is it the FIDE list (TXT)?',
  ratingListBadZip: (reason) => `the zip file cannot be read (${reason}); download the list again`,
  ratingListBadLine: (text) => `line "${text}" is not a player of the list`,
  ratingListBadRating: (text) => `rating "${text}" is not a number`,
  ratingColumnMissing: (column) => `Players has no column ${column}; add it`,
  ratingListChange: (name, from, to, by) => `${name}: ${from} → ${to}${by === 'name' ? ' (by name)' : ''}`,
  ratingNotFound: (name) => `${name} is not in the list; rating stays`,
  ratingNotFoundNear: (name, entries) =>
    `${name} is not in the list; did you mean ${entries}? Then fill in the id in Players; rating stays`,
  ratingAmbiguous: (name, entries) =>
    `${name} fits more than one player of the list (${entries}); fill in an id in Players`,
  ratingListSummary: (changed, unchanged, notFound, ambiguous) =>
    `Rating list: ${changed} changed, ${unchanged} the same, ${notFound} not found, ${ambiguous} ambiguous.`,
  ratingNothingWritten: () => 'Nothing has been written yet.',
  wizardTrfKeizerOnly: () => 'a TRF file is a chess competition: choose Keizer',
  trfDialogTitle: () => 'TRF file',
  trfDefaultTitle: () => 'Keizer competition',
  trfDownload: () => 'Save the file',
  trfCopyHint: () =>
    'Does the browser not save the file? Then copy the text below into a text file with the extension .trf.',
  menuTrfExport: () => 'Export TRF file (rating)…',
});
