/** Texts of the command line: help, usage lines, wrong use, files that cannot be opened. */
export const nl = () => ({
  cliHelpHead: () => 'competitieleider <opdracht> ...',
  cliHelpWorkbook: () => 'Een werkboek is een .xlsx- of .ods-bestand, of een map met CSV-bestanden (<tab>.csv).',
  cliHelpOptions: () =>
    'Elke opdracht kent --lang nl|en (de taal van de meldingen; standaard nl), --help, en --ignore-office-lock (schrijf ook als een lock van LibreOffice of Excel is achtergebleven van een programma dat niet meer draait).',
  cliUsage: (usage: string) => `gebruik: competitieleider ${usage}`,
  // Placeholders in usage lines
  cliPhWorkbook: () => 'werkboek',
  cliPhName: () => 'naam',
  cliPhFile: () => 'bestand',
  cliPhHtmlFile: () => 'bestand.html',
  cliPhFolder: () => 'map',
  cliPhTitle: () => 'titel',
  // Wrong use
  cliUnknownCommand: (name: string, suggestion: string) =>
    `onbekende opdracht "${name}"${suggestion ? `; bedoelde u "${suggestion}"?` : ''}`,
  cliUnknownOption: (option: string) => `onbekende optie ${option}`,
  cliOptionNeedsValue: (option: string) => `${option} heeft een waarde nodig`,
  cliOptionTakesNoValue: (option: string) => `${option} neemt geen waarde`,
  cliOptionMissing: (option: string) => `${option} ontbreekt`,
  cliBadArguments: (detail: string) => `onjuiste opdrachtregel: ${detail}`,
  cliBadLang: (value: string) => `--lang: nl of en, niet "${value}"`,
  cliNotAWholeNumber: (option: string, value: string) => `--${option}: een heel getal, niet "${value}"`,
  cliOneWorkbook: () => 'geef precies één werkboek',
  cliWorkbookAndName: () => 'geef een werkboek en de naam van een speler',
  // Files
  cliNotAWorkbook: (path: string) => `${path}: geen .xlsx, .ods of map met CSV-bestanden`,
  cliFileNotFound: (path: string) => `${path}: bestand niet gevonden`,
  cliFolderNotFound: (path: string) => `${path}: map niet gevonden`,
  cliNotAnOutput: (path: string) =>
    `${path}: geen .xlsx, .ods of map; geef bij --out een .xlsx- of .ods-bestand of een (nieuwe) map`,
  cliOutIsFile: (path: string) => `${path} is een bestand, geen map; geef bij --out een map (een nieuwe wordt gemaakt)`,
  cliUnreadableFile: (path: string, kind: 'xlsx' | 'ods', reason: string) =>
    `${path}: geen leesbaar .${kind}-bestand (leeg, afgebroken of een ander soort bestand: ${reason}); open het in Excel of LibreOffice en sla het opnieuw op als .${kind}`,
  cliTabFileMissing: (tab: string, file: string, files: readonly string[]) =>
    `tabblad "${tab}" ontbreekt: ${file} is er niet (in de map: ${files.length > 0 ? files.join(', ') : 'niets'}); ieder tabblad is een bestand <tabblad>.csv`,
  cliTabFileNear: (tab: string, file: string, near: string) =>
    `tabblad "${tab}" ontbreekt: ${file} is er niet; bedoelde u ${near}? Geef het bestand de naam ${tab}.csv (onder een andere naam leest de competitie het niet)`,
  cliWrote: (path: string) => `→ ${path}`,
  cliUseYes: () => 'Gebruik --yes.',
  cliInternalAdvice: () =>
    'Er is niets opgeslagen. Dit is een fout in Competitieleider, niet in uw werkboek: meld hem met de opdracht die u gaf en deze melding (COMPETITIELEIDER_DEBUG=1 voor de details).',
  // What each command does (the help)
  cliSumStandings: () => 'Schrijft de ranglijst (tab Ranglijst) in het werkboek, of na ronde N.',
  cliSumPair: () =>
    'Maakt de indeling van de volgende ronde (tab Indeling); --html schrijft ook een pagina voor de beamer.',
  cliSumConfirm: () =>
    'Legt de ronde van tab Indeling vast in Uitslagen en Afwezig; bij overtredingen alleen met --yes.',
  cliSumBeamer: () => 'Zet de indeling groot op tab Indeling beamer; --html schrijft ook een pagina voor de beamer.',
  cliSumExplain: () =>
    'Laat zien hoe de punten van een speler zijn opgebouwd, ronde voor ronde; --write schrijft ook de tab Uitleg.',
  cliSumCrosstable: () =>
    'Schrijft de tabs Kruistabel en Verloop; de grafiek van de top 10 komt als SVG naast het werkboek.',
  cliSumRating: () =>
    'Schrijft de tab Clubrating: de Elo-clubrating per partij bijgewerkt, met de winst of het verlies per speler.',
  cliSumFinal: () =>
    'Sluit het seizoen af: eindstand, clubkampioen, barrage, prijzen en ratingprijs (tabs Ranglijst, Seizoenseinde, Clubrating).',
  cliSumPublish: () =>
    'Schrijft losse HTML-pagina’s voor de website: ranglijst, kruistabel, verloop (met grafiek) en de indeling als die er is; Keezen: de stand, per avond of ronde en de prijzen.',
  cliSumDraw: () =>
    'Keezen: deelt de volgende ronde in (tab Tafelindeling); --forms schrijft de scoreformulieren (A4), --beamer de pagina voor de beamer.',
  cliSumTables: () =>
    'Keezen: zet een ingedeelde ronde (standaard de laatste) groot op tab Tafelindeling beamer; --forms en --beamer schrijven de scoreformulieren en de beamerpagina.',
  cliSumRecord: () =>
    'Keezen: legt een ingedeelde ronde (standaard de laatste) vast: per tafel een uitslagrij in Uitslagen om in te vullen; bij afwijkingen van de lotingsregels alleen met --yes.',
  cliSumUnrecord: () =>
    'Draait de laatst vastgelegde ronde terug: haalt de rijen die vastleggen toevoegde uit Uitslagen (en Afwezig) en zet de indeling weer als voorstel klaar; zijn er al uitslagen ingevuld, dan alleen met --yes.',
  cliSumDemo: () =>
    'Ranglijst van het voorbeeldseizoen (examples/zwarte-dame.xlsx) naar out/zwarte-dame.xlsx, en de top 10; `demo keezen`: de drie Keezen-voorbeelden.',
  // What each option does (the help)
  cliOptRound: () => 'zoals na ronde N (standaard: de laatste ronde met een uitslag)',
  cliOptNextRound: () => 'de ronde die wordt ingedeeld (standaard: de volgende)',
  cliOptShownRound: () => 'de ronde die wordt getoond (standaard: de laatst ingedeelde)',
  cliOptEvening: () => 'de avond van die ronde',
  cliOptOut: () => 'opslaan in dit werkboek (van elke soort); het werkboek zelf blijft zoals het is',
  cliOptSeed: () => 'het lot (standaard: dat op de tab voor deze ronde, anders afgeleid van de ronde)',
  cliOptNewDraw: () => 'opnieuw loten: het volgende lot',
  cliOptRedraw: () => 'de laatste ronde opnieuw indelen (laatkomers): het volgende lot',
  cliOptHtml: () => 'schrijf ook de pagina voor de beamer naar dit bestand',
  cliOptForms: () => 'schrijf de scoreformulieren (A4) naar dit bestand',
  cliOptBeamer: () => 'schrijf de pagina voor de beamer naar dit bestand',
  cliOptRoundDate: (): string => 'de dag van de ronde in de kolom Datum van Uitslagen (standaard: vandaag)',
  cliOptStandingsBeamer: (): string =>
    'Keezen: schrijf de stand voor de beamer (totaal, per avond of ronde, prijzen) naar dit bestand',
  beamerKeezenOnly: (): string =>
    'de stand op de beamer (--beamer) is er voor Keezen; voor Keizer toont `beamer` de indeling',
  cliOptYesUnrecord: () => 'draai de ronde terug, ook als er al uitslagen zijn ingevuld',
  cliOptYes: () => 'leg de ronde vast, ook als de indeling regels breekt',
  cliOptYesOverwrite: () =>
    'deel toch in: overschrijf een met de hand aangepaste Indeling van deze ronde, of deel in terwijl de vorige ronde nog partijen zonder uitslag heeft',
  cliOptYesDraw: () => 'loot ook als er scoreformulieren van de vorige ronde ontbreken (loting op stand)',
  cliOptWrite: () => 'schrijf ook de tab Uitleg',
  cliOptFolder: () => 'de map waarin de pagina’s komen',
  cliOptTitle: () => 'de naam van de competitie op elke pagina (standaard: de naam van het werkboek)',
  // The club night's corrections
  cliSumAddGame: () => 'voeg de partij van een late speler toe aan een vastgelegde ronde (Uitslagen)',
  cliSumAbsent: () => 'meld een speler afwezig voor een ronde of een reeks ronden (Afwezig)',
  cliSumLeave: () => 'een speler stopt: Actief = nee in Spelers, vanaf de volgende ronde niet meer ingedeeld',
  cliSumAddPlayer: () => 'voeg een nieuw lid toe aan Spelers, met zijn eerste ronde en beginwaarde',
  cliOptYesLateGame: () => 'voeg de partij toe, ook als ze regels van de indeling breekt',
  cliPhResult: () => 'uitslag',
  cliPhReason: () => 'reden',
});

export const en = (): ReturnType<typeof nl> => ({
  cliHelpHead: () => 'competitieleider <command> ...',
  cliHelpWorkbook: () => 'A workbook is an .xlsx or .ods file, or a folder of CSV files (<tab>.csv).',
  cliHelpOptions: () =>
    'Every command takes --lang nl|en (the language of the messages; default nl), --help, and --ignore-office-lock (write even when a lock of LibreOffice or Excel was left behind by a program that no longer runs).',
  cliUsage: (usage) => `usage: competitieleider ${usage}`,
  cliPhWorkbook: () => 'workbook',
  cliPhName: () => 'name',
  cliPhFile: () => 'file',
  cliPhHtmlFile: () => 'file.html',
  cliPhFolder: () => 'folder',
  cliPhTitle: () => 'title',
  cliUnknownCommand: (name, suggestion) =>
    `unknown command "${name}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
  cliUnknownOption: (option) => `unknown option ${option}`,
  cliOptionNeedsValue: (option) => `${option} needs a value`,
  cliOptionTakesNoValue: (option) => `${option} takes no value`,
  cliOptionMissing: (option) => `${option} is missing`,
  cliBadArguments: (detail) => `wrong command line: ${detail}`,
  cliBadLang: (value) => `--lang: nl or en, not "${value}"`,
  cliNotAWholeNumber: (option, value) => `--${option}: a whole number, not "${value}"`,
  cliOneWorkbook: () => 'give exactly one workbook',
  cliWorkbookAndName: () => 'give a workbook and the name of a player',
  cliNotAWorkbook: (path) => `${path}: not an .xlsx or .ods file or a folder of CSV files`,
  cliFileNotFound: (path) => `${path}: file not found`,
  cliFolderNotFound: (path) => `${path}: folder not found`,
  cliNotAnOutput: (path) =>
    `${path}: not an .xlsx or .ods file or a folder; give --out an .xlsx or .ods file or a (new) folder`,
  cliOutIsFile: (path) => `${path} is a file, not a folder; give --out a folder (a new one is made)`,
  cliUnreadableFile: (path, kind, reason) =>
    `${path}: not a readable .${kind} file (empty, cut short or another kind of file: ${reason}); open it in Excel or LibreOffice and save it again as .${kind}`,
  cliTabFileMissing: (tab, file, files) =>
    `tab "${tab}" is missing: ${file} is not there (in the folder: ${files.length > 0 ? files.join(', ') : 'nothing'}); each tab is a file <tab>.csv`,
  cliTabFileNear: (tab, file, near) =>
    `tab "${tab}" is missing: ${file} is not there; did you mean ${near}? Name the file ${tab}.csv (the competition does not read it under another name)`,
  cliWrote: (path) => `→ ${path}`,
  cliUseYes: () => 'Use --yes.',
  cliInternalAdvice: () =>
    'Nothing was saved. This is a fault in Competitieleider, not in your workbook: please report it with the command you gave and this message (COMPETITIELEIDER_DEBUG=1 for the details).',
  cliSumStandings: () => 'Writes the standings (tab Standings) into the workbook, or as after round N.',
  cliSumPair: () => 'Makes the pairing of the next round (tab Pairing); --html also writes a page for the beamer.',
  cliSumConfirm: () =>
    'Records the round of tab Pairing in Results and Absences; when it breaks rules, only with --yes.',
  cliSumBeamer: () =>
    'Puts the pairing in large print on tab Pairing display; --html also writes a page for the beamer.',
  cliSumExplain: () =>
    'Shows how a player’s points are made up, round by round; --write also writes the tab Explanation.',
  cliSumCrosstable: () =>
    'Writes the tabs Crosstable and Progress; the chart of the top 10 is saved as an SVG next to the workbook.',
  cliSumRating: () =>
    'Writes the tab Club rating: the Elo club rating updated per game, with each player’s gain or loss.',
  cliSumFinal: () =>
    'Closes the season: final standings, champion, play-off, prizes and rating prize (tabs Standings, Season end, Club rating).',
  cliSumPublish: () =>
    'Writes standalone HTML pages for the website: standings, crosstable, progress (with chart) and the pairing when there is one; Keezen: the standings, per evening or round, and the prizes.',
  cliSumDraw: () =>
    'Keezen: draws the next round (tab Tables); --forms writes the score forms (A4), --beamer the page for the beamer.',
  cliSumTables: () =>
    'Keezen: puts a drawn round (default the last) in large print on tab Tables display; --forms and --beamer write the score forms and the beamer page.',
  cliSumRecord: () =>
    'Keezen: confirms a drawn round (default the last): a result row per table in Results to fill in; when it departs from the rules of the draw only with --yes.',
  cliSumUnrecord: () =>
    'Takes the last recorded round back: removes the rows recording added from Results (and Absences) and puts the pairing back as a proposal; when results are filled in already, only with --yes.',
  cliSumDemo: () =>
    'Standings of the example season (examples/zwarte-dame.xlsx) into out/zwarte-dame.xlsx, and the top 10; `demo keezen`: the three Keezen examples.',
  cliOptRound: () => 'as after round N (default: the last round with a result)',
  cliOptNextRound: () => 'the round to pair or draw (default: the next one)',
  cliOptShownRound: () => 'the round to show (default: the last one drawn)',
  cliOptEvening: () => 'the evening of that round',
  cliOptOut: () => 'save into this workbook (of any kind); the workbook itself stays as it is',
  cliOptSeed: () => 'the seed of the draw (default: the one on the tab for this round, else derived from the round)',
  cliOptNewDraw: () => 'a new draw: the next seed',
  cliOptRedraw: () => 'draw the last round again (late arrivals): the next seed',
  cliOptHtml: () => 'also write the page for the beamer to this file',
  cliOptForms: () => 'write the score forms (A4) to this file',
  cliOptBeamer: () => 'write the page for the beamer to this file',
  cliOptRoundDate: () => 'the day of the round in the Date column of Results (default: today)',
  cliOptStandingsBeamer: () =>
    'Keezen: write the standings for the beamer (overall, per evening or round, prizes) to this file',
  beamerKeezenOnly: () =>
    'the standings on the beamer (--beamer) are for Keezen; for Keizer `beamer` shows the pairing',
  cliOptYesUnrecord: () => 'take the round back even when results are filled in already',
  cliOptYes: () => 'record the round even when the pairing breaks rules',
  cliOptYesOverwrite: () =>
    'pair anyway: overwrite a Pairing tab of this round edited by hand, or pair while the round before still has games without a result',
  cliOptYesDraw: () => 'draw even when score forms of the round before are missing (draw by record)',
  cliOptWrite: () => 'also write the tab Explanation',
  cliOptFolder: () => 'the folder the pages go into',
  cliOptTitle: () => 'the competition’s name on every page (default: the workbook’s name)',
  cliSumAddGame: () => 'add a late player’s game to a recorded round (Results)',
  cliSumAbsent: () => 'report a player absent for one round or a range of rounds (Absences)',
  cliSumLeave: () => 'a player stops: Active = no in Players, no longer paired from the next round',
  cliSumAddPlayer: () => 'add a new member to Players, with his first round and start value',
  cliOptYesLateGame: () => 'add the game even when it breaks rules of the pairing',
  cliPhResult: () => 'result',
  cliPhReason: () => 'reason',
});
