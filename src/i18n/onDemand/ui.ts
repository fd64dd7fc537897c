/**
 * The on-demand part's texts of the add-on itself: the new-competition wizard
 * (the tabs it makes, their dropdowns' help), the website dialog, Help /
 * About.
 */
export const nl = {
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
};

export const en: typeof nl = {
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
};
