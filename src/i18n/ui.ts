/** Texts of the add-on's menus, dialogs, toasts and the messages of the sidebar and wizard actions. */
export const nl = () => ({
  // The new-competition wizard (the tabs it makes, their dropdowns' help), the website dialog, Help / About.
  websiteIntro: (pages: number) =>
    `De ${pages} pagina's voor de website van de club, dezelfde als competitieleider publish maakt. Klik op een pagina om hem te downloaden; de spreadsheet blijft zoals hij is.`,
  websiteNote: () =>
    'Zet de bestanden samen in één map op de website; ze verwijzen naar elkaar en hebben niets anders nodig.',
  helpTitle: () => 'Competitieleider: help en over',
  helpAboutHeading: () => 'Over',
  helpVersion: (version: string) => `Competitieleider versie ${version}: Keizercompetities en Keezen in Google Sheets.`,
  helpDocsHeading: () => 'Handleiding',
  helpDocs: () =>
    'De handleiding staat in het project Competitieleider: README.md (de korte versie) en docs/add-on.md (het menu, de wizard en de zijbalk). De regels per instelling staan ook in de kolom Uitleg van het tabblad Instellingen.',
  helpUndoHeading: () => 'Iets terugdraaien',
  helpUndo: () =>
    'Acties schrijven hele tabbladen opnieuw (Ranglijst, Indeling, Kruistabel …). Terug naar een eerdere stand: Bestand → Versiegeschiedenis → Versiegeschiedenis bekijken (Ctrl+Alt+Shift+H), kies een versie en klik op Deze versie herstellen.',
  helpUndoTabs: () =>
    'In de tabbladen die u zelf typt (Spelers, Uitslagen, Afwezig) voegt de zijbalk alleen rijen toe of wijzigt hij één cel; Ongedaan maken (Ctrl+Z) werkt daar niet voor wijzigingen van de add-on, de versiegeschiedenis wel.',
  helpVersionHistoryLink: () => 'Google: een eerdere versie van een bestand bekijken en herstellen',
  // The new-competition wizard
  wizardCreated: (kind: string, tabs: string) => `${kind} aangemaakt: ${tabs}.`,
  wizardKept: (tabs: string) => `Bestonden al en zijn niet veranderd: ${tabs}.`,
  wizardExisting: (tabs: string) =>
    `Deze tabbladen bestaan al: ${tabs}. Ze worden niet overschreven. Alleen de ontbrekende tabbladen aanmaken?`,
  wizardNothingToDo: () => 'Alle tabbladen van deze competitie bestaan al; er is niets aangemaakt.',
  wizardTypeClash: (tab: string, type: string) =>
    `${tab} hoort bij een competitie van het type "${type}"; kies dat type of begin in een nieuwe spreadsheet`,
  wizardNameTwice: (name: string) => `de naam "${name}" staat twee keer in de lijst; namen moeten uniek zijn`,
  wizardNameTooLong: (name: string) => `de naam "${name}" is te lang (hoogstens 100 tekens)`,
  wizardTooManyNames: (max: number) => `te veel namen (hoogstens ${max})`,
  wizardUnknownPreset: (id: string) => `onbekende voorinstelling "${id}"`,
  presetNote: (preset: string) => `voorinstelling: ${preset}`,
  settingEmptyMeans: (value: string) => `Leeg = ${value || '(leeg)'}.`,
  liveStandingsTitle: () =>
    'Live ranglijst: volgt iedere ingevulde uitslag. Voor een vaste kopie om te publiceren: menu Ranglijst bijwerken.',
  standingsPlaceholder: () => 'Nog geen ranglijst: kies in het menu of de zijbalk Ranglijst bijwerken.',
  /** The Keezen tabs Live stand and Stand. */
  liveStandingsTitleKeezen: () =>
    'Live stand: volgt ieder ingevuld scoreformulier. Voor een vaste kopie om te publiceren: menu Stand bijwerken.',
  standingsPlaceholderKeezen: () => 'Nog geen stand: kies in het menu of de zijbalk Stand bijwerken.',
  protectedByAddon: () =>
    'Dit tabblad wordt door Competitieleider geschreven; met de hand wijzigen gaat bij de volgende actie verloren.',
  helpResult: () =>
    'Kies een uitslag: 1-0, 0-1, ½-½; reglementair +- (wit wint), -+ (zwart wint), -- (beiden verliezen). Leeg = nog niet gespeeld.',
  helpPlayer: () => 'Kies een speler uit het tabblad Spelers.',
  helpRound: (rounds: number) => `Rondenummer, 1 tot en met ${rounds}.`,
  helpYesNo: () => 'ja of nee',
  helpChoice: (options: string) => `Kies uit: ${options}.`,
  menuUpdateStandings: () => 'Ranglijst bijwerken',
  /** The same action on the Keezen menu (a Keezen event has a stand, not a ranglijst). */
  menuUpdateStandingsKeezen: () => 'Stand bijwerken',
  menuNewCompetition: () => 'Nieuwe competitie…',
  menuSidebar: () => 'Clubavond (zijbalk)',
  busy: () =>
    'Een andere gebruiker is net een actie aan het uitvoeren. Probeer het over een paar seconden opnieuw; er is niets gewijzigd.',
  problemsTitle: () => 'Competitieleider: controleer de invoer',
  notesTitle: () => 'Competitieleider: opmerkingen',
  errorTitle: () => 'Competitieleider: er ging iets mis',
  doneTitle: () => 'Competitieleider',
  moreProblems: (count: number) => `… en nog ${count}`,
  working: (action: string) => `Bezig: ${action}…`,
  actionCancelled: () => 'Geannuleerd; er is niets gewijzigd.',
  sidebarTitle: () => 'Competitieleider',
  wizardTitle: () => 'Nieuwe competitie',
  typeKeizer: () => 'Keizercompetitie (schaken)',
  typeKeezen: () => 'Keezen',
  noCompetition: () => 'Deze spreadsheet heeft nog geen competitie. Begin er een met Nieuwe competitie…',
  keezenNote: () =>
    'Tafelindeling maken loot de volgende ronde in Tafelindeling (wie er niet is: Aanwezig = nee in Deelnemers); Scoreformulieren afdrukken staat in het menu. Ronde vastleggen zet per tafel een uitslagrij klaar in Uitslagen; vul de formulieren daar in of hieronder per tafel (dan vult de zijbalk die rij); Live stand volgt ze meteen. Stand bijwerken schrijft de vaste stand in het tabblad Stand.',
  roundTitle: (round: number, rounds: number) => `Ronde ${round} van ${rounds}`,
  unknownAction: (_id: string): string => 'De zijbalk is verouderd; klik op Vernieuwen en probeer het opnieuw.',
  badRequest: (what: string): string =>
    what === 'wizard'
      ? 'Dit venster is verouderd; sluit het, open Nieuwe competitie… opnieuw en probeer het nog eens.'
      : 'De zijbalk is verouderd; klik op Vernieuwen en probeer het opnieuw.',
  // Attendance and results from the sidebar
  absenceSet: (round: number, name: string, reason: string) => `Ronde ${round}: ${name} afwezig (${reason}).`,
  absenceCleared: (round: number, name: string) => `Ronde ${round}: ${name} aanwezig.`,
  absenceUnchanged: (round: number, name: string) => `Ronde ${round}: ${name} stond al zo; niets gewijzigd.`,
  playerAlreadyPaired: (name: string, round: number, place: string) =>
    `${name} is in ronde ${round} al ingedeeld (${place}); haal eerst die partij weg of vul er een uitslag bij in`,
  absenceRowsTwice: (name: string, round: number, places: string) =>
    `${name} staat in ronde ${round} meer dan eens in Afwezig (${places}); verbeter dat eerst in het tabblad`,
  gameNotFound: (round: number, white: string, black: string) =>
    `geen partij ${white} – ${black} in ronde ${round} gevonden (is het tabblad net gewijzigd? Vernieuw de zijbalk)`,
  gameTwice: (round: number, white: string, black: string, places: string) =>
    `de partij ${white} – ${black} staat in ronde ${round} meer dan eens (${places}); verwijder de dubbele rij in Uitslagen en probeer het opnieuw`,
  resultSet: (round: number, board: number, white: string, black: string, result: string) =>
    `Ronde ${round}, bord ${board}: ${white} – ${black} ${result}.`,
  resultCleared: (round: number, board: number, white: string, black: string) =>
    `Ronde ${round}, bord ${board}: ${white} – ${black} zonder uitslag.`,
  resultsSet: (round: number, written: number, refused: number) =>
    `Ronde ${round}: ${written} ${written === 1 ? 'uitslag' : 'uitslagen'} opgeslagen${refused > 0 ? `, ${refused} niet (zie de rij)` : ''}.`,
  byeNotChosen: () => 'oneven en straf-oneven worden door de indeling gegeven, niet met de hand',
  // The steps of a club night (sidebar): where each stands, or why it cannot be taken yet
  stepAbsent: (count: number) => (count === 0 ? 'niemand afwezig gemeld' : `${count} afwezig`),
  stepPairFor: (present: number) => `${present} spelers aanwezig`,
  stepPairOnly: (round: number) => `de indeling is voor ronde ${round}`,
  stepProposed: (boards: number, seed: string) =>
    `voorstel klaar: ${boards} ${boards === 1 ? 'bord' : 'borden'} (loting ${seed})`,
  stepPaired: (boards: number) => `${boards} ${boards === 1 ? 'partij' : 'partijen'}`,
  stepConfirmProposal: () => 'controleer het voorstel en leg de ronde vast',
  stepNeedsPairing: () => 'maak eerst de indeling',
  stepConfirmed: (round: number) => `ronde ${round} staat in Uitslagen`,
  stepNeedsConfirm: () => 'leg eerst de ronde vast',
  stepResultsIn: (done: number, total: number) => `${done} van ${total} uitslagen binnen`,
  stepStandingsReady: (round: number) => `alle uitslagen van ronde ${round} zijn binnen`,
  stepStandingsAfter: (round: number) => `de ranglijst staat na ronde ${round}`,
  stepStandingsPartial: (missing: number) =>
    `kan al; ${missing} ${missing === 1 ? 'uitslag telt' : 'uitslagen tellen'} nog niet mee`,
  stepStandingsEarlier: () => 'na de vorige ronden',
  stepNoResults: () => 'nog geen uitslagen',
  stepFixInput: () => 'verbeter eerst de invoer (zie boven)',
  proposalTitle: (round: number) => `Voorstel voor ronde ${round} (nog niet vastgelegd)`,
  proposalSeed: (seed: string) => `Loting ${seed}; het tabblad Indeling mag u nog wijzigen.`,
  proposalRelaxed: (relaxed: string) => `Versoepeld: ${relaxed}`,
  reasonNoDrawYet: () => 'er is nog geen indeling om opnieuw te loten',
  reasonNoPairingTab: () => 'er is nog geen indeling voor deze ronde',
  reasonNothingRecorded: () => 'er is nog geen ronde vastgelegd',
  reasonSeasonEnd: (rounds: number) => `pas in de laatste ronde (${rounds})`,
  // The steps of a Keezen evening (sidebar)
  stepPresentOf: (present: number, total: number) => `${present} van ${total} aanwezig voor de volgende ronde`,
  stepDrawFew: () => 'minder dan twee aanwezig: vink aan wie er is',
  stepDrawFor: (present: number) => `${present} aanwezig`,
  stepDrawNext: () => 'alle formulieren zijn binnen: de volgende ronde kan geloot worden',
  stepNeedsDraw: () => 'maak eerst de tafelindeling',
  stepRecordDrawn: () => 'leg de ronde vast: elke tafel krijgt zijn rij in Uitslagen',
  stepRecordedRows: () => 'de ronde staat in Uitslagen',
  stepFormsAllIn: () => 'alle scoreformulieren van de ronde zijn binnen',
  stepFormsPartial: (missing: number) =>
    `kan al; ${missing} ${missing === 1 ? 'formulier telt' : 'formulieren tellen'} nog niet mee`,
  reasonNoTablesYet: () => 'er is nog geen tafelindeling',
  // Keezen: who takes part in the next draw
  presenceArrived: (name: string) => `${name} is er: doet mee in de volgende ronde.`,
  presenceLeft: (name: string) => `${name} is weg: doet niet mee in de volgende ronde.`,
  presenceUnchanged: (name: string) => `${name} stond al zo; niets gewijzigd.`,
  presenceUnknown: (name: string) =>
    `geen deelnemer "${name}" in Deelnemers (is het tabblad net gewijzigd? Vernieuw de zijbalk)`,
  presenceColumnMissing: (column: string) =>
    `Deelnemers heeft geen kolom ${column}; voeg die kolom toe (ja/nee) om aankomst en vertrek bij te houden`,
  formNoTable: (table: number) =>
    `tafel ${table} staat niet in de laatste ronde van Tafelindeling (vernieuw de zijbalk)`,
  formColumnsMissing: (columns: string) => `Uitslagen mist de kolommen ${columns} van het scoreformulier`,
  formRowMoved: (table: number, row: number) =>
    `rij ${row} is niet meer de lege rij van tafel ${table} (iemand anders heeft hem veranderd of de tab gesorteerd); er is niets geschreven: vernieuw de zijbalk`,
  formEntered: (round: number, evening: number, table: number) =>
    `Scoreformulier van ${evening > 0 ? `avond ${evening}, ` : ''}ronde ${round}, tafel ${table} staat in Uitslagen.`,
  formsCount: (done: number, total: number) => `${done} van ${total} scoreformulieren binnen`,
  keezenNoDraw: () => 'Nog geen tafelindeling: kies Tafelindeling maken.',
  // Website, Help / About (dialogs)
  menuHelp: () => 'Help en over Competitieleider',
  websiteTitle: () => 'Competitieleider: website voor de club',
  // Making the pairing again over an edited Indeling tab
  overwriteTitle: () => 'Competitieleider: indeling opnieuw maken',
  overwriteEdited: (round: number, boards: number) =>
    boards < 0
      ? `Het tabblad Indeling van ronde ${round} is gewijzigd en kan niet meer als indeling gelezen worden.`
      : `Het tabblad Indeling van ronde ${round} wijkt op ${boards} ${boards === 1 ? 'bord' : 'borden'} af van wat de loting erop nu geeft: met de hand gewijzigd, of de aanwezigheid is sindsdien veranderd.`,
  overwriteQuestion: () =>
    'Opnieuw maken overschrijft het tabblad. Doorgaan? (Terughalen kan met Bestand → Versiegeschiedenis.)',
  overwriteChanged: () => 'Het tabblad Indeling is veranderd sinds de vraag: kijk opnieuw.',
  // The steps of the club night in the sidebar
  stepAbsences: () => 'Afwezigen',
  stepPairing: () => 'Indeling maken',
  stepConfirm: () => 'Controleren en vastleggen',
  stepResults: () => 'Uitslagen invullen',
  stepStandings: () => 'Ranglijst bijwerken',
  stepPresence: () => 'Wie is er',
  stepDraw: () => 'Tafelindeling maken',
  stepRecord: () => 'Ronde vastleggen',
  stepForms: () => 'Scoreformulieren',
  boardNumber: (board: number) => `Bord ${board}`,
  // A board of the proposal edited in the sidebar (actions/boardEdit.ts)
  boardEditSame: () => 'kies twee verschillende spelers',
  boardEditNeitherPaired: () => 'geen van beiden staat in de indeling; wissel met iemand die er wel in staat',
  boardEditOtherRound: (onTab: number, round: number) =>
    `het tabblad Indeling is van ronde ${onTab}, niet van ronde ${round}; vernieuw de zijbalk`,
  boardEditRecorded: (round: number) => `ronde ${round} is al vastgelegd; de indeling is geen voorstel meer`,
  boardEditNoBoard: (board: number) => `er is geen bord ${board} in de indeling`,
  boardEditWhy: () => 'met de hand gewijzigd',
  boardEditByeLine: (penalty: boolean): string => (penalty ? 'straf-oneven' : 'oneven'),
  boardEditMoved: (board: number | 'bye' | 'penaltyBye') =>
    `${typeof board === 'number' ? `bord ${board}` : board === 'penaltyBye' ? 'de straf-oneven-regel' : 'de oneven-regel'} is intussen in het tabblad gewijzigd; er is niets geschreven: vernieuw de zijbalk`,
  boardEditClean: () => 'De controle van Ronde vastleggen vindt geen gebroken regel.',
  boardEditNothing: () => 'Daarmee verandert de indeling niet.',
  boardEditDone: (round: number, boards: readonly (number | 'bye' | 'penaltyBye')[]) =>
    `Indeling ronde ${round}: ${([] as (number | 'bye' | 'penaltyBye')[])
      .concat(boards)
      .map((b) => (b === 'bye' ? 'oneven' : b === 'penaltyBye' ? 'straf-oneven' : `bord ${b}`))
      .join(', ')} met de hand gewijzigd.`,
});

export const en = (): ReturnType<typeof nl> => ({
  // The new-competition wizard (the tabs it makes, their dropdowns' help), the website dialog, Help / About.
  websiteIntro: (pages) =>
    `The ${pages} pages for the club's website, the same as competitieleider publish makes. Click a page to download it; the spreadsheet stays as it is.`,
  websiteNote: () =>
    'Put the files together in one folder on the website; they link to each other and need nothing else.',
  helpTitle: () => 'Competitieleider: help and about',
  helpAboutHeading: () => 'About',
  helpVersion: (version) => `Competitieleider version ${version}: Keizer competitions and Keezen in Google Sheets.`,
  helpDocsHeading: () => 'Documentation',
  helpDocs: () =>
    'The documentation is in the Competitieleider project: README.md (the short version) and docs/add-on.md (the menu, the wizard and the sidebar). Each setting is also explained in the Explanation column of the Settings tab.',
  helpUndoHeading: () => 'Undoing something',
  helpUndo: () =>
    'Actions rewrite whole tabs (Standings, Pairing, Crosstable …). To go back to an earlier state: File → Version history → See version history (Ctrl+Alt+Shift+H), choose a version and click Restore this version.',
  helpUndoTabs: () =>
    "In the tabs you type yourself (Players, Results, Absences) the sidebar only appends rows or changes one cell; Undo (Ctrl+Z) does not reach the add-on's changes, version history does.",
  helpVersionHistoryLink: () => 'Google: see and restore an earlier version of a file',
  wizardCreated: (kind, tabs) => `${kind} created: ${tabs}.`,
  wizardKept: (tabs) => `Existed already and were left unchanged: ${tabs}.`,
  wizardExisting: (tabs) =>
    `These tabs exist already: ${tabs}. They will not be overwritten. Create only the missing tabs?`,
  wizardNothingToDo: () => 'Every tab of this competition exists already; nothing was created.',
  wizardTypeClash: (tab, type) =>
    `${tab} belongs to a competition of type "${type}"; choose that type or start in a new spreadsheet`,
  wizardNameTwice: (name) => `the name "${name}" appears twice in the list; names must be unique`,
  wizardNameTooLong: (name) => `the name "${name}" is too long (100 characters at most)`,
  wizardTooManyNames: (max) => `too many names (${max} at most)`,
  wizardUnknownPreset: (id) => `unknown preset "${id}"`,
  presetNote: (preset) => `preset: ${preset}`,
  settingEmptyMeans: (value) => `Empty = ${value || '(empty)'}.`,
  liveStandingsTitle: () =>
    'Live standings: follows every result typed. For a fixed copy to publish: menu Update standings.',
  standingsPlaceholder: () => 'No standings yet: choose Update standings in the menu or the sidebar.',
  liveStandingsTitleKeezen: () =>
    'Live standings: follows every score form typed. For a fixed copy to publish: menu Update standings.',
  standingsPlaceholderKeezen: () => 'No standings yet: choose Update standings in the menu or the sidebar.',
  protectedByAddon: () => 'Competitieleider writes this tab; changes made by hand are lost at the next action.',
  helpResult: () =>
    'Choose a result: 1-0, 0-1, ½-½; forfeits +- (white wins), -+ (black wins), -- (both lose). Empty = not played yet.',
  helpPlayer: () => 'Choose a player from the Players tab.',
  helpRound: (rounds) => `Round number, 1 to ${rounds}.`,
  helpYesNo: () => 'yes or no',
  helpChoice: (options) => `Choose from: ${options}.`,
  menuUpdateStandings: () => 'Update standings',
  menuUpdateStandingsKeezen: () => 'Update standings',
  menuNewCompetition: () => 'New competition…',
  menuSidebar: () => 'Club night (sidebar)',
  busy: () => 'Another user is running an action right now. Please try again in a few seconds; nothing was changed.',
  problemsTitle: () => 'Competitieleider: please check the input',
  notesTitle: () => 'Competitieleider: notes',
  errorTitle: () => 'Competitieleider: something went wrong',
  doneTitle: () => 'Competitieleider',
  moreProblems: (count) => `… and ${count} more`,
  working: (action) => `Working: ${action}…`,
  actionCancelled: () => 'Cancelled; nothing was changed.',
  sidebarTitle: () => 'Competitieleider',
  wizardTitle: () => 'New competition',
  typeKeizer: () => 'Keizer competition (chess)',
  typeKeezen: () => 'Keezen',
  noCompetition: () => 'This spreadsheet has no competition yet. Start one with New competition…',
  keezenNote: () =>
    'Draw tables draws the next round into Tables (who is not there: Present = no in Participants); Print score forms is in the menu. Confirm round prepares a result row per table in Results; fill the forms in there or below, table by table (the sidebar then fills that row); Live standings follows them at once. Update standings writes the fixed standings into the Standings tab.',
  roundTitle: (round, rounds) => `Round ${round} of ${rounds}`,
  unknownAction: () => 'The sidebar is out of date; click Refresh and try again.',
  badRequest: (what) =>
    what === 'wizard'
      ? 'This window is out of date; close it, open New competition… again and try once more.'
      : 'The sidebar is out of date; click Refresh and try again.',
  absenceSet: (round, name, reason) => `Round ${round}: ${name} absent (${reason}).`,
  absenceCleared: (round, name) => `Round ${round}: ${name} present.`,
  absenceUnchanged: (round, name) => `Round ${round}: ${name} was already marked so; nothing changed.`,
  playerAlreadyPaired: (name, round, place) =>
    `${name} is already paired in round ${round} (${place}); remove that game first or enter its result`,
  absenceRowsTwice: (name, round, places) =>
    `${name} appears more than once for round ${round} in Absences (${places}); please correct the tab first`,
  gameNotFound: (round, white, black) =>
    `no game ${white} – ${black} found in round ${round} (was the tab just changed? Refresh the sidebar)`,
  gameTwice: (round, white, black, places) =>
    `the game ${white} – ${black} appears more than once in round ${round} (${places}); delete the extra row in Results and try again`,
  resultSet: (round, board, white, black, result) => `Round ${round}, board ${board}: ${white} – ${black} ${result}.`,
  resultCleared: (round, board, white, black) =>
    `Round ${round}, board ${board}: ${white} – ${black} without a result.`,
  resultsSet: (round, written, refused) =>
    `Round ${round}: ${written} ${written === 1 ? 'result' : 'results'} saved${refused > 0 ? `, ${refused} not (see the row)` : ''}.`,
  byeNotChosen: () => 'a bye or penalty bye is given by the pairing, not by hand',
  stepAbsent: (count) => (count === 0 ? 'nobody reported absent' : `${count} absent`),
  stepPairFor: (present) => `${present} players present`,
  stepPairOnly: (round) => `the pairing is for round ${round}`,
  stepProposed: (boards, seed) => `proposal ready: ${boards} ${boards === 1 ? 'board' : 'boards'} (seed ${seed})`,
  stepPaired: (boards) => `${boards} ${boards === 1 ? 'game' : 'games'}`,
  stepConfirmProposal: () => 'check the proposal and confirm the round',
  stepNeedsPairing: () => 'make the pairing first',
  stepConfirmed: (round) => `round ${round} is in Results`,
  stepNeedsConfirm: () => 'confirm the round first',
  stepResultsIn: (done, total) => `${done} of ${total} results in`,
  stepStandingsReady: (round) => `every result of round ${round} is in`,
  stepStandingsAfter: (round) => `the standings stand after round ${round}`,
  stepStandingsPartial: (missing) =>
    `possible now; ${missing} ${missing === 1 ? 'result does' : 'results do'} not count yet`,
  stepStandingsEarlier: () => 'after the earlier rounds',
  stepNoResults: () => 'no results yet',
  stepFixInput: () => 'correct the input first (see above)',
  proposalTitle: (round) => `Proposal for round ${round} (not confirmed yet)`,
  proposalSeed: (seed) => `Seed ${seed}; you may still edit the Pairing tab.`,
  proposalRelaxed: (relaxed) => `Relaxed: ${relaxed}`,
  reasonNoDrawYet: () => 'there is no pairing yet to draw again',
  reasonNoPairingTab: () => 'there is no pairing for this round yet',
  reasonNothingRecorded: () => 'no round has been recorded yet',
  reasonSeasonEnd: (rounds) => `only in the last round (${rounds})`,
  stepPresentOf: (present, total) => `${present} of ${total} present for the next round`,
  stepDrawFew: () => 'fewer than two present: tick who is here',
  stepDrawFor: (present) => `${present} present`,
  stepDrawNext: () => 'every form is in: the next round can be drawn',
  stepNeedsDraw: () => 'draw the tables first',
  stepRecordDrawn: () => 'confirm the round: each table gets its row in Results',
  stepRecordedRows: () => 'the round is in Results',
  stepFormsAllIn: () => 'every score form of the round is in',
  stepFormsPartial: (missing) => `possible now; ${missing} ${missing === 1 ? 'form does' : 'forms do'} not count yet`,
  reasonNoTablesYet: () => 'no tables drawn yet',
  presenceArrived: (name) => `${name} is here: takes part in the next round.`,
  presenceLeft: (name) => `${name} has gone: does not take part in the next round.`,
  presenceUnchanged: (name) => `${name} was already marked so; nothing changed.`,
  presenceUnknown: (name) => `no participant "${name}" in Participants (was the tab just changed? Refresh the sidebar)`,
  presenceColumnMissing: (column) =>
    `Participants has no column ${column}; add that column (yes/no) to keep track of arrivals and departures`,
  formNoTable: (table) => `table ${table} is not in the last round of Tables (refresh the sidebar)`,
  formColumnsMissing: (columns) => `Results lacks the score-form columns ${columns}`,
  formRowMoved: (table, row) =>
    `row ${row} is no longer the empty row of table ${table} (someone changed it or sorted the tab); nothing was written: refresh the sidebar`,
  formEntered: (round, evening, table) =>
    `The score form of ${evening > 0 ? `evening ${evening}, ` : ''}round ${round}, table ${table} is in Results.`,
  formsCount: (done, total) => `${done} of ${total} score forms in`,
  keezenNoDraw: () => 'No tables drawn yet: choose Draw tables.',
  menuHelp: () => 'Help and about Competitieleider',
  websiteTitle: () => 'Competitieleider: website for the club',
  overwriteTitle: () => 'Competitieleider: make the pairing again',
  overwriteEdited: (round, boards) =>
    boards < 0
      ? `The Pairing tab of round ${round} has been changed and can no longer be read as a pairing.`
      : `The Pairing tab of round ${round} differs on ${boards} ${boards === 1 ? 'board' : 'boards'} from what its draw gives now: edited by hand, or the attendance has changed since.`,
  overwriteQuestion: () => 'Making it again overwrites the tab. Continue? (To get it back: File → Version history.)',
  overwriteChanged: () => 'The Pairing tab changed since the question: have another look.',
  // The steps of the club night in the sidebar
  stepAbsences: () => 'Absences',
  stepPairing: () => 'Make the pairing',
  stepConfirm: () => 'Check and confirm',
  stepResults: () => 'Enter the results',
  stepStandings: () => 'Update the standings',
  stepPresence: () => 'Who is here',
  stepDraw: () => 'Draw tables',
  stepRecord: () => 'Confirm round',
  stepForms: () => 'Score forms',
  boardNumber: (board: number) => `Board ${board}`,
  boardEditSame: () => 'choose two different players',
  boardEditNeitherPaired: () => 'neither is in the pairing; swap with someone who is',
  boardEditOtherRound: (onTab, round) =>
    `the Pairing tab is of round ${onTab}, not of round ${round}; refresh the sidebar`,
  boardEditRecorded: (round) => `round ${round} is already recorded; the pairing is no longer a proposal`,
  boardEditNoBoard: (board) => `there is no board ${board} in the pairing`,
  boardEditWhy: () => 'changed by hand',
  boardEditByeLine: (penalty) => (penalty ? 'penalty bye' : 'bye'),
  boardEditMoved: (board) =>
    `${typeof board === 'number' ? `board ${board}` : board === 'penaltyBye' ? 'the penalty bye line' : 'the bye line'} has been changed in the tab meanwhile; nothing was written: refresh the sidebar`,
  boardEditClean: () => 'The check of Confirm round finds no rule broken.',
  boardEditNothing: () => 'That does not change the pairing.',
  boardEditDone: (round, boards) =>
    `Pairing round ${round}: ${([] as (number | 'bye' | 'penaltyBye')[])
      .concat(boards)
      .map((b) => (b === 'bye' ? 'bye' : b === 'penaltyBye' ? 'penalty bye' : `board ${b}`))
      .join(', ')} changed by hand.`,
});
