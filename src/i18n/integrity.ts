/**
 * Texts about keeping the club's data whole: CSV encodings and syntax, the
 * workbook's lock, files another program holds, writes that stopped half-way,
 * pairings changed since they were shown, look-alike names.
 */
const SCRIPT_NL: Record<string, string> = {
  Latin: 'Latijn',
  Cyrillic: 'Cyrillisch',
  Greek: 'Grieks',
  Armenian: 'Armeens',
  Georgian: 'Georgisch',
  Hebrew: 'Hebreeuws',
  Arabic: 'Arabisch',
};

export const nl = {
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
  cliCommitCompleted: (path: string) =>
    `${path}: de vorige opdracht werd afgebroken tijdens het opslaan; wat ze opsloeg is nu afgemaakt.`,
  cliCommitUndone: (path: string) =>
    `${path}: de vorige opdracht werd afgebroken voordat ze iets had opgeslagen; haar halve bestanden zijn opgeruimd.`,
  // Sheets
  partialWrite: (done: string[], failed: string, reason: string) =>
    `Het schrijven stopte halverwege (${reason}) bij tabblad ${failed}${done.length > 0 ? `; al bijgewerkt: ${done.join(', ')}` : '; er was nog niets geschreven'}. Voer de actie opnieuw uit: ze maakt het af.`,
  rowMoved: (round: number, white: string, black: string) =>
    `deze rij houdt niet meer de partij ${white} – ${black} van ronde ${round} (is het tabblad intussen gesorteerd of bewerkt?); er is niets geschreven. Ververs de zijbalk en probeer opnieuw.`,
  absenceRowMoved: (round: number, name: string) =>
    `deze rij houdt niet meer de afwezigheid van ${name} in ronde ${round} (is het tabblad intussen gesorteerd of bewerkt?); er is niets geschreven. Ververs de zijbalk en probeer opnieuw.`,
  pairingChanged: () =>
    'Indeling is veranderd sinds de vraag: hieronder de overtredingen van de indeling zoals ze nu is.',
  confirmCompleted: (round: number, games: number, bye: string) =>
    `Ronde ${round} was maar voor een deel vastgelegd; aangevuld: ${games === 1 ? '1 partij' : `${games} partijen`} in Uitslagen${bye ? `, ${bye} oneven in Afwezig` : ''}.`,
  // Names
  nameInvisible: (name: string, what: string) =>
    `de naam "${name}" bevat een onzichtbaar teken (${what}): hij ziet eruit als een andere naam maar is het niet; typ de naam opnieuw`,
  nameMixedScripts: (name: string, scripts: string[]) =>
    `de naam "${name}" mengt schriften (${scripts.map((s) => SCRIPT_NL[s] ?? s).join(' en ')}): een letter lijkt op een andere maar is het niet; typ de naam opnieuw`,
};

export const en: typeof nl = {
  csvUtf16: (file) => `${file}: UTF-16 text ("Unicode text"); save the file as "CSV UTF-8" or "CSV (comma delimited)"`,
  csvNotText: (file, line) => `${file}, line ${line}: not text (a zero byte); is this a CSV file?`,
  csvEncoding: (file, line) =>
    `${file}, line ${line}: characters that are neither UTF-8 nor Windows-1252; save the file as "CSV UTF-8"`,
  csvQuoteNotClosed: (file, line) => `${file}, line ${line}: a quote (") that is never closed`,
  csvBadLine: (file, line) => `${file}, line ${line}: not a valid CSV line (text after a closing quote?)`,
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
  cliCommitCompleted: (path) =>
    `${path}: the previous command was stopped while saving; what it saved has now been completed.`,
  cliCommitUndone: (path) =>
    `${path}: the previous command was stopped before it had saved anything; its half-written files were removed.`,
  partialWrite: (done, failed, reason) =>
    `Writing stopped half-way (${reason}) at tab ${failed}${done.length > 0 ? `; already updated: ${done.join(', ')}` : '; nothing had been written yet'}. Run the action again: it completes it.`,
  rowMoved: (round, white, black) =>
    `this row no longer holds the game ${white} – ${black} of round ${round} (was the tab sorted or edited meanwhile?); nothing was written. Refresh the sidebar and try again.`,
  absenceRowMoved: (round, name) =>
    `this row no longer holds the absence of ${name} in round ${round} (was the tab sorted or edited meanwhile?); nothing was written. Refresh the sidebar and try again.`,
  pairingChanged: () => 'Pairing has changed since the question: below are the violations of the pairing as it is now.',
  confirmCompleted: (round, games, bye) =>
    `Round ${round} had been confirmed only in part; completed: ${games} game${games === 1 ? '' : 's'} in Results${bye ? `, ${bye} bye in Absences` : ''}.`,
  nameInvisible: (name, what) =>
    `the name "${name}" contains an invisible character (${what}): it looks like another name but is not; type the name again`,
  nameMixedScripts: (name, scripts) =>
    `the name "${name}" mixes scripts (${scripts.join(' and ')}): a letter looks like another but is not; type the name again`,
};
