/** Messages shared by every competition type: reading tabs, cells and settings. */
export const nl = () => ({
  problemAt: (place: string, text: string) => `${place}: ${text}`,
  placeRow: (tab: string, row: number) => `${tab}, rij ${row}`,
  decimalCommaSplit: (key: string, typed: string, meant?: string | undefined) =>
    `${key}: "${typed}" is door een komma over twee cellen verdeeld (het bestand scheidt met komma's); zet het tussen aanhalingstekens ("${typed}")${meant ? `, schrijf ${meant}` : ''} of sla het bestand op met puntkomma's`,
  rowLongerThanHeader: (n: number) =>
    `${n} ${n === 1 ? 'cel' : 'cellen'} meer dan de kopregel: splitst een komma een cel? Zet die tussen aanhalingstekens of sla het bestand op met puntkomma's`,
  tabMissing: (tab: string) => `tabblad "${tab}" ontbreekt`,
  tabMissingNear: (tab: string, near: string) =>
    `tabblad "${tab}" ontbreekt; bedoelde u "${near}"? Geef het tabblad de naam "${tab}" (zonder dat tabblad leest de competitie het niet)`,
  tabEmpty: (tab: string) => `tabblad "${tab}" is leeg (geen kopregel)`,
  columnMissing: (column: string) => `kolom "${column}" ontbreekt in de kopregel`,
  columnTwice: (column: string) => `kolom "${column}" staat twee keer in de kopregel`,
  valueMissing: (column: string) => `${column} ontbreekt`,
  notAWholeNumber: (text: string) => `"${text}" is geen heel getal`,
  notANumber: (text: string) => `"${text}" is geen getal`,
  notAPositiveWholeNumber: (text: string) => `"${text}" is geen heel getal groter dan 0`,
  numberOutOfRange: (text: string, min: string, max: string) => `${text} ligt niet tussen ${min} en ${max}`,
  notYesNo: (text: string) => `"${text}" is geen ja of nee`,
  dateNotExpected: (text: string) =>
    `hier staat een datum (${text}): de spreadsheet heeft de invoer omgezet; typ de waarde opnieuw met een apostrof ervoor, bijv. '1/2`,
  notADate: (text: string, dayFirst: boolean) =>
    `"${text}" is geen datum; typ bijv. ${dayFirst ? '4-12-2026 of ' : ''}2026-12-04`,
  roundOtherDate: (round: number, evening: number, first: string, place: string) =>
    `ronde ${round}${evening > 0 ? ` van avond ${evening}` : ''} heeft al de datum ${first} (${place}); de eerste telt`,
  unknownSetting: (key: string, suggestion: string) =>
    `onbekende instelling "${key}"${suggestion ? `; bedoelde u "${suggestion}"?` : ''}`,
  settingTwice: (key: string, first: string) => `instelling "${key}" staat er al (${first})`,
  badFraction: (text: string) => `"${text}" is geen breuk, percentage of decimaal getal (bijv. 50%, 0,5 of 1/2)`,
  badChoice: (text: string, options: string) => `"${text}" is geen geldige keuze; kies uit ${options}`,
  fractionTooFine: (text: string) => `"${text}" heeft te veel decimalen; rond af (bijv. 33% of 1/3)`,
  listTooLong: (text: string, max: number) => `"${text}" heeft meer dan ${max} waarden`,
  listItemTwice: (item: string) => `"${item}" staat twee keer in de lijst`,
  keizerOnly: (): string =>
    'dit is er alleen voor een Keizer-competitie, en deze is Keezen (instelling type); voor Keezen zijn er de tafelindeling met de beamer en de scoreformulieren, de stand (ook op de beamer) en de website',
  unknownType: (text: string, options: string) => `onbekend competitietype "${text}"; kies uit ${options}`,
  /** In Sheets, with the advice; the command line prints its own advice below the bare `internalErrorText`. */
  internalError: (text: string) =>
    `interne fout: ${text}. Dit is een fout in Competitieleider, niet in uw invoer. Probeer het opnieuw; blijft het, meld het met deze tekst.`,
  internalErrorText: (text: string) => `interne fout: ${text}`,
  setTypeKeezen: (tab: string) =>
    `dit lijkt een Keezen-competitie (tabblad "${tab}"): zet in Instellingen de instelling type op keezen`,
  errorsFound: (count: number) =>
    count === 1
      ? '1 probleem gevonden; er is niets geschreven.'
      : `${count} problemen gevonden; er is niets geschreven.`,
});

export const en = (): ReturnType<typeof nl> => ({
  problemAt: (place, text) => `${place}: ${text}`,
  placeRow: (tab, row) => `${tab}, row ${row}`,
  decimalCommaSplit: (key, typed, meant) =>
    `${key}: "${typed}" was split over two cells by a comma (the file separates with commas); put it in quotes ("${typed}")${meant ? `, write ${meant}` : ''} or save the file separated by semicolons`,
  rowLongerThanHeader: (n) =>
    `${n} ${n === 1 ? 'cell' : 'cells'} more than the header: does a comma split a cell? Put it in quotes or save the file separated by semicolons`,
  tabMissing: (tab) => `tab "${tab}" is missing`,
  tabMissingNear: (tab, near) =>
    `tab "${tab}" is missing; did you mean "${near}"? Name that tab "${tab}" (the competition does not read it under another name)`,
  tabEmpty: (tab) => `tab "${tab}" is empty (no header row)`,
  columnMissing: (column) => `column "${column}" is missing from the header row`,
  columnTwice: (column) => `column "${column}" appears twice in the header row`,
  valueMissing: (column) => `${column} is missing`,
  notAWholeNumber: (text) => `"${text}" is not a whole number`,
  notANumber: (text) => `"${text}" is not a number`,
  notAPositiveWholeNumber: (text) => `"${text}" is not a whole number above 0`,
  numberOutOfRange: (text, min, max) => `${text} is not between ${min} and ${max}`,
  notYesNo: (text) => `"${text}" is not yes or no`,
  dateNotExpected: (text) =>
    `this cell holds a date (${text}): the spreadsheet converted the input; type the value again with an apostrophe in front, e.g. '1/2`,
  notADate: (text, dayFirst) => `"${text}" is not a date; type e.g. ${dayFirst ? '4-12-2026 or ' : ''}2026-12-04`,
  roundOtherDate: (round, evening, first, place) =>
    `round ${round}${evening > 0 ? ` of evening ${evening}` : ''} has the date ${first} already (${place}); the first counts`,
  unknownSetting: (key, suggestion) => `unknown setting "${key}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
  settingTwice: (key, first) => `setting "${key}" is given already (${first})`,
  badFraction: (text) => `"${text}" is not a fraction, percentage or decimal (e.g. 50%, 0.5 or 1/2)`,
  badChoice: (text, options) => `"${text}" is not a valid choice; choose from ${options}`,
  fractionTooFine: (text) => `"${text}" has too many decimals; round it (e.g. 33% or 1/3)`,
  listTooLong: (text, max) => `"${text}" has more than ${max} values`,
  listItemTwice: (item) => `"${item}" appears twice in the list`,
  keizerOnly: () =>
    'this is for a Keizer competition only, and this one is Keezen (setting type); for Keezen there are the table allocation with its beamer view and score forms, the standings (on the beamer too) and the website',
  unknownType: (text, options) => `unknown competition type "${text}"; choose from ${options}`,
  internalError: (text) =>
    `internal error: ${text}. This is a fault in Competitieleider, not in your input. Please try again; if it persists, report it with this text.`,
  internalErrorText: (text) => `internal error: ${text}`,
  setTypeKeezen: (tab) =>
    `this looks like a Keezen competition (tab "${tab}"): set the setting type to keezen in Settings`,
  errorsFound: (count) =>
    count === 1 ? '1 problem found; nothing was written.' : `${count} problems found; nothing was written.`,
});
