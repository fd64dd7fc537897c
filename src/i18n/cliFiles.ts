/**
 * The command line's texts of files and of the exchange commands: CSV reading
 * and writing, locks and commits, the import commands and the trf command's
 * options. Like cli.ts, none of them is in the Apps Script bundles
 * (scripts/build.mjs empties this module there).
 */
export const nl = () => ({
  cliPhText: () => 'tekst',
  cliPhDate: () => 'jjjj-mm-dd',
  cliPhDates: () => 'datum,datum,…',
  cliFileAndWorkbook: () => 'geef een bestand en een werkboek',
  cliOptTrfOut: () => 'het TRF-bestand dat wordt geschreven',
  cliOptTrfEncoding: () =>
    'tekenset van het bestand: utf8 (standaard) of latin1 (voor een ouder ratingprogramma; tekens daarbuiten worden genoemd)',
  cliOptTrfTitle: () => 'de naam van het toernooi in het bestand (regel 012; standaard: de naam van het werkboek)',
  cliOptCity: () => 'de plaats (regel 022)',
  cliOptFederation: () => 'de federatie, bijvoorbeeld NED (regel 032)',
  cliOptArbiter: () => 'de hoofdarbiter (regel 102)',
  cliOptStart: () => 'de eerste dag (regel 042)',
  cliOptEnd: () => 'de laatste dag (regel 052)',
  cliOptDates: () => 'de datum van elke ronde, met komma’s (regel 132)',
  cliOptYesRatings: () => 'schrijf de gewijzigde ratings in Spelers (zonder: alleen laten zien)',
  cliSumTrf: () =>
    'Schrijft de competitie als TRF-bestand (FIDE, 2016) voor de ratingadministratie en andere programma’s; Keizerpunten in commentaarregels.',
  cliSumImportTrf: () =>
    'Neemt een seizoen over uit een TRF-bestand (Sevilla, Swiss-Manager, ...) in Spelers, Uitslagen en Afwezig van een werkboek zonder competitie.',
  cliSumImportKfc: () =>
    'Neemt een seizoen over uit een KeizerForClubs-bestand (.s3db) in Spelers, Uitslagen en Afwezig van een werkboek zonder competitie.',
  cliSumImportRatings: () =>
    'Werkt de kolom Rating van Spelers bij uit een ratinglijst (FIDE-lijst TXT, of CSV met naam, id en rating); schrijft pas met --yes.',
  // new: a competition made offline
  cliSumNew: () =>
    'Maakt een nieuw werkboek met een competitie, zoals de wizard in Sheets: de tabbladen, Instellingen met uitleg en de keuzelijsten; of neemt met --from een seizoen over uit een TRF- of KeizerForClubs-bestand.',
  cliOptNewType: () => 'keizer (standaard) of keezen',
  cliOptNewPreset: () =>
    'de voorinstelling: keizer zwartedame (standaard), ladder200, frozen, keizerforclubs; keezen nk4tegen4 (standaard), buurtcompetitie, spelavond, custom',
  cliOptNewPlayers: () => 'de spelers (of teams): een bestand met één naam per regel, of namen met komma’s ertussen',
  cliOptNewFrom: () =>
    'een lopend seizoen: een TRF-bestand (Sevilla, Swiss-Manager) of een KeizerForClubs-bestand (.s3db)',
  cliNewBadType: (type: string, types: string) => `onbekend soort competitie "${type}"; kies uit ${types}`,
  cliNewBadPreset: (preset: string, presets: string) => `onbekende voorinstelling "${preset}"; kies uit ${presets}`,
  cliNewFromAlone: () => '--from neemt de spelers en instellingen uit het bestand: laat --preset en --players dan weg',
  cliNewExists: (path: string) =>
    `${path} bestaat al; new maakt alleen een nieuw werkboek en overschrijft niets. Kies een andere naam, of werk verder in het bestaande werkboek. Er is niets opgeslagen.`,
  cliNewSheetsOnly: (tab: string) =>
    `${tab} staat er niet in: zijn formule is een functie van de add-on, die alleen Google Sheets uitvoert (daar maakt de wizard het tabblad erbij); hier maakt competitieleider standings de stand`,
  cliNewNextKeizer: (book: string) =>
    `Volgende stap: vul Spelers aan (Naam, Rating) en maak de indeling van ronde 1: competitieleider pair ${book}`,
  cliNewNextKeezen: (book: string) =>
    `Volgende stap: vul Deelnemers aan en loot ronde 1: competitieleider draw ${book}`,
  // CSV files
  csvUtf16: (file: string) =>
    `${file}: UTF-16-tekst ("Unicode-tekst"); sla het bestand op als "CSV UTF-8" of "CSV (gescheiden door lijstscheidingsteken)"`,
  csvNotText: (file: string, line: number) =>
    `${file}, regel ${line}: geen tekst (een nul-byte); is dit wel een CSV-bestand?`,
  csvEncoding: (file: string, line: number) =>
    `${file}, regel ${line}: tekens die geen UTF-8 en geen Windows-1252 zijn; sla het bestand op als "CSV UTF-8"`,
  csvQuoteNotClosed: (file: string, line: number) =>
    `${file}, regel ${line}: een aanhalingsteken (") dat niet wordt gesloten`,
  csvBadLine: (file: string, line: number) =>
    `${file}, regel ${line}: geen geldige CSV-regel (tekst na een sluitend aanhalingsteken?)`,
  csvIsFolder: (path: string) =>
    `${path} is een map, geen CSV-bestand; geef de map een andere naam of haal hem uit het werkboek`,
  csvCannotEncode: (file: string, char: string) =>
    `${file} is Windows-1252 en kan "${char}" niet bevatten; sla het bestand op als "CSV UTF-8" en probeer opnieuw`,
  // The command line and its files
  cliBusy: (path: string) =>
    `${path} is bezig: een andere opdracht werkt nu met dit werkboek. Wacht tot die klaar is en probeer opnieuw.`,
  cliFileLocked: (path: string) =>
    `${path} is in gebruik door een ander programma: sluit het bestand in Excel/LibreOffice en probeer opnieuw. Er is niets opgeslagen.`,
  cliFileLockedPending: (path: string) =>
    `${path} is in gebruik door een ander programma: sluit het bestand in Excel/LibreOffice en probeer opnieuw. Het opslaan is halverwege; de volgende opdracht op dit werkboek maakt het af.`,
  cliDiskFull: (path: string) =>
    `${path}: de schijf is vol. Er is niets opgeslagen; maak ruimte vrij en probeer opnieuw.`,
  cliNoFolder: (path: string) => `${path}: de map bestaat niet. Er is niets opgeslagen.`,
  cliNoAccess: (path: string) => `${path}: geen toestemming om te schrijven. Er is niets opgeslagen.`,
  cliOutputOnWorkbook: (path: string, workbook: string) =>
    `${path} is het werkboek ${workbook} zelf of ligt erin: kies een andere plek voor wat de opdracht schrijft. Er is niets opgeslagen.`,
  cliTargetIsFolder: (path: string) => `${path} is een map; geef de naam van een bestand. Er is niets opgeslagen.`,
  cliCommitPartial: (path: string) =>
    `${path} kon niet worden opgeslagen nadat andere bestanden van deze opdracht al waren opgeslagen; het werkboek is deels bijgewerkt. Los het op en voer de opdracht opnieuw uit.`,
  cliOfficeLock: (file: string, program: string, owner: string, lock: string, stale: boolean | null) =>
    `${file} is geopend in ${program}${owner ? ` (door ${owner})` : ''}: sluit het bestand in ${program} en probeer opnieuw. Er is niets opgeslagen.` +
    (stale === false
      ? ''
      : stale
        ? ` ${program} draait niet meer: ${lock} is achtergebleven; geef --ignore-office-lock om er langs te gaan.`
        : ` Is het bestand nergens meer geopend, dan is ${lock} achtergebleven: geef --ignore-office-lock om er langs te gaan.`),
  cliCellTooLong: (length: number, limit: number) =>
    `deze cel zou ${length} tekens krijgen; Excel neemt er ten hoogste ${limit} in een cel (een langere tekst maakt het bestand kapot): maak de tekst korter, er is niets opgeslagen`,
  cliStructureLocked: (tab: string) =>
    `de werkmap is beveiligd (structuur: Controleren → Werkmap beveiligen), dus tabblad "${tab}" kan er niet bij; hef die beveiliging op in Excel en probeer opnieuw, er is niets opgeslagen`,
  cliSheetFull: (tab: string, last: number, rows: number) =>
    `${tab}: er staat iets in rij ${last}, zo ver naar onder dat de nieuwe rijen voorbij de laatste rij van het blad (${rows}) zouden komen; haal weg wat daar onder de tabel staat en probeer opnieuw`,
  cliStopped: (signal: string) => `Gestopt (${signal}) voordat er iets was opgeslagen: er is niets opgeslagen.`,
  cliStoppedAfterSave: (signal: string) =>
    `Stopverzoek (${signal}) kwam toen het opslaan al bezig was: het opslaan is afgemaakt, alles is opgeslagen.`,
  cliCommitCompleted: (path: string) =>
    `${path}: de vorige opdracht werd afgebroken tijdens het opslaan; wat ze opsloeg is nu afgemaakt.`,
  cliCommitUndone: (path: string) =>
    `${path}: de vorige opdracht werd afgebroken voordat ze iets had opgeslagen; haar halve bestanden zijn opgeruimd.`,
});

export const en = (): ReturnType<typeof nl> => ({
  cliPhText: () => 'text',
  cliPhDate: () => 'yyyy-mm-dd',
  cliPhDates: () => 'date,date,…',
  cliFileAndWorkbook: () => 'give a file and a workbook',
  cliOptTrfOut: () => 'the TRF file to write',
  cliOptTrfEncoding: () =>
    'character set of the file: utf8 (default) or latin1 (for an older rating program; characters outside it are named)',
  cliOptTrfTitle: () => 'the tournament’s name in the file (line 012; default: the name of the workbook)',
  cliOptCity: () => 'the city (line 022)',
  cliOptFederation: () => 'the federation, e.g. NED (line 032)',
  cliOptArbiter: () => 'the chief arbiter (line 102)',
  cliOptStart: () => 'the first day (line 042)',
  cliOptEnd: () => 'the last day (line 052)',
  cliOptDates: () => 'the date of every round, separated by commas (line 132)',
  cliOptYesRatings: () => 'write the changed ratings into Players (without: only show them)',
  cliSumTrf: () =>
    'Writes the competition as a TRF file (FIDE, 2016) for the rating administration and other programs; Keizer points in comment lines.',
  cliSumImportTrf: () =>
    'Takes a season over from a TRF file (Sevilla, Swiss-Manager, ...) into Players, Results and Absences of a workbook without a competition.',
  cliSumImportKfc: () =>
    'Takes a season over from a KeizerForClubs file (.s3db) into Players, Results and Absences of a workbook without a competition.',
  cliSumImportRatings: () =>
    'Updates the Rating column of Players from a rating list (FIDE list TXT, or CSV with name, id and rating); writes only with --yes.',
  cliSumNew: () =>
    'Makes a new workbook with a competition, as the wizard in Sheets does: the tabs, Settings with explanations and the dropdowns; or, with --from, takes a season over from a TRF or KeizerForClubs file.',
  cliOptNewType: () => 'keizer (the default) or keezen',
  cliOptNewPreset: () =>
    'the preset: keizer zwartedame (the default), ladder200, frozen, keizerforclubs; keezen nk4tegen4 (the default), buurtcompetitie, spelavond, custom',
  cliOptNewPlayers: () => 'the players (or teams): a file with one name a line, or names separated by commas',
  cliOptNewFrom: () => 'a running season: a TRF file (Sevilla, Swiss-Manager) or a KeizerForClubs file (.s3db)',
  cliNewBadType: (type, types) => `unknown kind of competition "${type}"; choose from ${types}`,
  cliNewBadPreset: (preset, presets) => `unknown preset "${preset}"; choose from ${presets}`,
  cliNewFromAlone: () => '--from takes the players and settings from the file: leave out --preset and --players',
  cliNewExists: (path) =>
    `${path} exists already; new only makes a new workbook and overwrites nothing. Choose another name, or go on in the existing workbook. Nothing was saved.`,
  cliNewSheetsOnly: (tab) =>
    `${tab} is not in it: its formula is a function of the add-on, which only Google Sheets runs (there the wizard adds the tab); here competitieleider standings makes the standings`,
  cliNewNextKeizer: (book) => `Next: complete Players (Name, Rating) and pair round 1: competitieleider pair ${book}`,
  cliNewNextKeezen: (book) => `Next: complete Participants and draw round 1: competitieleider draw ${book}`,
  csvUtf16: (file) => `${file}: UTF-16 text ("Unicode text"); save the file as "CSV UTF-8" or "CSV (comma delimited)"`,
  csvNotText: (file, line) => `${file}, line ${line}: not text (a zero byte); is this a CSV file?`,
  csvEncoding: (file, line) =>
    `${file}, line ${line}: characters that are neither UTF-8 nor Windows-1252; save the file as "CSV UTF-8"`,
  csvQuoteNotClosed: (file, line) => `${file}, line ${line}: a quote (") that is never closed`,
  csvBadLine: (file, line) => `${file}, line ${line}: not a valid CSV line (text after a closing quote?)`,
  csvIsFolder: (path) => `${path} is a folder, not a CSV file; rename the folder or move it out of the workbook`,
  csvCannotEncode: (file, char) =>
    `${file} is Windows-1252 and cannot hold "${char}"; save the file as "CSV UTF-8" and try again`,
  cliBusy: (path) =>
    `${path} is busy: another command is working on this workbook. Wait until it is done and try again.`,
  cliFileLocked: (path) =>
    `${path} is in use by another program: close the file in Excel/LibreOffice and try again. Nothing was saved.`,
  cliFileLockedPending: (path) =>
    `${path} is in use by another program: close the file in Excel/LibreOffice and try again. Saving stopped half-way; the next command on this workbook completes it.`,
  cliDiskFull: (path) => `${path}: the disk is full. Nothing was saved; free some space and try again.`,
  cliNoFolder: (path) => `${path}: the folder does not exist. Nothing was saved.`,
  cliNoAccess: (path) => `${path}: no permission to write. Nothing was saved.`,
  cliOutputOnWorkbook: (path, workbook) =>
    `${path} is the workbook ${workbook} itself or lies inside it: choose another place for what the command writes. Nothing was saved.`,
  cliTargetIsFolder: (path) => `${path} is a folder; give the name of a file. Nothing was saved.`,
  cliCommitPartial: (path) =>
    `${path} could not be saved after other files of this command were saved; the workbook is partly updated. Fix that and run the command again.`,
  cliOfficeLock: (file, program, owner, lock, stale) =>
    `${file} is open in ${program}${owner ? ` (by ${owner})` : ''}: close the file in ${program} and try again. Nothing was saved.` +
    (stale === false
      ? ''
      : stale
        ? ` ${program} no longer runs: ${lock} was left behind; give --ignore-office-lock to pass it.`
        : ` If the file is open nowhere, ${lock} was left behind: give --ignore-office-lock to pass it.`),
  cliCellTooLong: (length, limit) =>
    `this cell would get ${length} characters; Excel takes at most ${limit} in a cell (a longer text breaks the file): make the text shorter, nothing was saved`,
  cliStructureLocked: (tab) =>
    `the workbook is protected (structure: Review → Protect Workbook), so tab "${tab}" cannot be added; remove that protection in Excel and try again, nothing was saved`,
  cliSheetFull: (tab, last, rows) =>
    `${tab}: something is in row ${last}, so far down that the new rows would fall past the sheet's last row (${rows}); remove what stands there below the table and try again`,
  cliStopped: (signal) => `Stopped (${signal}) before anything was saved: nothing was saved.`,
  cliStoppedAfterSave: (signal) =>
    `The stop (${signal}) came when saving had started: saving was finished, everything was saved.`,
  cliCommitCompleted: (path) =>
    `${path}: the previous command was stopped while saving; what it saved has now been completed.`,
  cliCommitUndone: (path) =>
    `${path}: the previous command was stopped before it had saved anything; its half-written files were removed.`,
});
