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

export const nl = () => ({
  // Sheets
  partialWrite: (done: string[], failed: string, reason: string) =>
    `Het schrijven stopte halverwege (${reason}) bij tabblad ${failed}${done.length > 0 ? `; al bijgewerkt: ${done.join(', ')}` : '; er was nog niets geschreven'}. Voer de actie opnieuw uit: ze maakt het af.`,
  rowMoved: (round: number, white: string, black: string) =>
    `deze rij houdt niet meer de partij ${white} – ${black} van ronde ${round} (is het tabblad intussen gesorteerd of bewerkt?); er is niets geschreven. Ververs de zijbalk en probeer opnieuw.`,
  absenceRowMoved: (round: number, name: string) =>
    `deze rij houdt niet meer de afwezigheid van ${name} in ronde ${round} (is het tabblad intussen gesorteerd of bewerkt?); er is niets geschreven. Ververs de zijbalk en probeer opnieuw.`,
  pairingChanged: () =>
    'Indeling is veranderd sinds de vraag: hieronder de overtredingen van de indeling zoals ze nu is.',
  confirmCompleted: (round: number, games: number, bye: string, penaltyBye: string) =>
    `Ronde ${round} was maar voor een deel vastgelegd; aangevuld: ${games === 1 ? '1 partij' : `${games} partijen`} in Uitslagen${bye ? `, ${bye} oneven in Afwezig` : ''}${penaltyBye ? `, ${penaltyBye} straf-oneven in Afwezig` : ''}.`,
  // Names
  nameInvisible: (name: string, what: string) =>
    `de naam "${name}" bevat een onzichtbaar teken (${what}): hij ziet eruit als een andere naam maar is het niet; typ de naam opnieuw`,
  nameMixedScripts: (name: string, scripts: string[]) =>
    `de naam "${name}" mengt schriften (${scripts.map((s) => SCRIPT_NL[s] ?? s).join(' en ')}): een letter lijkt op een andere maar is het niet; typ de naam opnieuw`,
});

export const en = (): ReturnType<typeof nl> => ({
  partialWrite: (done, failed, reason) =>
    `Writing stopped half-way (${reason}) at tab ${failed}${done.length > 0 ? `; already updated: ${done.join(', ')}` : '; nothing had been written yet'}. Run the action again: it completes it.`,
  rowMoved: (round, white, black) =>
    `this row no longer holds the game ${white} – ${black} of round ${round} (was the tab sorted or edited meanwhile?); nothing was written. Refresh the sidebar and try again.`,
  absenceRowMoved: (round, name) =>
    `this row no longer holds the absence of ${name} in round ${round} (was the tab sorted or edited meanwhile?); nothing was written. Refresh the sidebar and try again.`,
  pairingChanged: () => 'Pairing has changed since the question: below are the violations of the pairing as it is now.',
  confirmCompleted: (round, games, bye, penaltyBye) =>
    `Round ${round} had been confirmed only in part; completed: ${games} game${games === 1 ? '' : 's'} in Results${bye ? `, ${bye} bye in Absences` : ''}${penaltyBye ? `, ${penaltyBye} penalty bye in Absences` : ''}.`,
  nameInvisible: (name, what) =>
    `the name "${name}" contains an invisible character (${what}): it looks like another name but is not; type the name again`,
  nameMixedScripts: (name, scripts) =>
    `the name "${name}" mixes scripts (${scripts.join(' and ')}): a letter looks like another but is not; type the name again`,
});
