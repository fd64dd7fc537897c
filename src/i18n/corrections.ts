/**
 * Texts of the club night's corrections (actions/corrections.ts): a late arrival's game, an absence for a range of
 * rounds, a player who leaves, a new member; their menu items and the labels of their fields.
 */

/** A field's label: a text of this file. */
export type FieldKey =
  | 'fieldWhite'
  | 'fieldBlack'
  | 'fieldResult'
  | 'fieldLateRound'
  | 'fieldPlayer'
  | 'fieldFromRound'
  | 'fieldToRound'
  | 'fieldReason'
  | 'fieldMemberName'
  | 'fieldRating';

/** The labels of the fields (a prompt's text, a form's box, an option's help), each language's. */
const FIELDS_NL: Record<FieldKey, string> = {
  fieldWhite: 'Wit',
  fieldBlack: 'Zwart',
  fieldResult: 'Uitslag (leeg: nog niet gespeeld)',
  fieldLateRound: 'Ronde (leeg: de laatst vastgelegde)',
  fieldPlayer: 'Speler',
  fieldFromRound: 'Vanaf ronde (leeg: de volgende)',
  fieldToRound: 't/m ronde (leeg: alleen die ronde)',
  fieldReason: 'Reden (leeg: afgemeld)',
  fieldMemberName: 'Naam',
  fieldRating: 'Rating (leeg: geen)',
};

const FIELDS_EN: Record<FieldKey, string> = {
  fieldWhite: 'White',
  fieldBlack: 'Black',
  fieldResult: 'Result (empty: not played yet)',
  fieldLateRound: 'Round (empty: the one recorded last)',
  fieldPlayer: 'Player',
  fieldFromRound: 'From round (empty: the next)',
  fieldToRound: 'Up to round (empty: that round only)',
  fieldReason: 'Reason (empty: excused)',
  fieldMemberName: 'Name',
  fieldRating: 'Rating (empty: none)',
};

/** A label without its hint in brackets: how an error names the field. */
const bare = (label: string) => label.replace(/\s*\(.*\)$/, '');
const list = (rounds: number[], and: string) =>
  rounds.length === 1 ? String(rounds[0]) : `${rounds.slice(0, -1).join(', ')} ${and} ${rounds[rounds.length - 1]!}`;

export const nl = () => ({
  menuAddGame: () => 'Late partij toevoegen…',
  menuAbsent: () => 'Afwezig melden…',
  menuLeave: () => 'Speler stopt…',
  menuAddPlayer: () => 'Nieuw lid…',
  fieldWhite: () => FIELDS_NL.fieldWhite,
  fieldBlack: () => FIELDS_NL.fieldBlack,
  fieldResult: () => FIELDS_NL.fieldResult,
  fieldLateRound: () => FIELDS_NL.fieldLateRound,
  fieldPlayer: () => FIELDS_NL.fieldPlayer,
  fieldFromRound: () => FIELDS_NL.fieldFromRound,
  fieldToRound: () => FIELDS_NL.fieldToRound,
  fieldReason: () => FIELDS_NL.fieldReason,
  fieldMemberName: () => FIELDS_NL.fieldMemberName,
  fieldRating: () => FIELDS_NL.fieldRating,
  fieldMissing: (field: FieldKey) => `vul ${bare(FIELDS_NL[field]).toLowerCase()} in`,
  fieldNotWholeNumber: (field: FieldKey, value: string) => `${bare(FIELDS_NL[field])}: "${value}" is geen geheel getal`,
  // A late arrival's game
  lateGameNothingRecorded: () =>
    'er is nog geen ronde vastgelegd: een late speler gaat mee in de indeling (Indeling maken)',
  lateGameNotRecorded: (round: number) =>
    `ronde ${round} is nog niet vastgelegd: maak de indeling opnieuw met de late speler erbij, of kies een vastgelegde ronde`,
  lateGameInactive: (name: string) => `${name} doet niet meer mee (Actief = nee in Spelers)`,
  lateGameTitle: () => 'Late partij toevoegen',
  lateGameQuestion: (round: number, white: string, black: string) =>
    `De partij ${white} – ${black} toch aan ronde ${round} toevoegen?`,
  lateGameChanged: () => 'De ronde is veranderd sinds de vraag: hieronder wat de partij nu breekt.',
  lateGameAdded: (round: number, white: string, black: string, result: string) =>
    `Ronde ${round}: partij ${white} – ${black}${result ? ` ${result}` : ''} toegevoegd aan Uitslagen.`,
  lateGameMoved: (name: string, round: number, reason: string) =>
    `${name} stond in ronde ${round} in Afwezig (${reason}); die rij is leeggemaakt: hij speelt nu.`,
  // An absence for a range of rounds
  absenceRangeBackwards: (from: number, to: number) => `t/m ronde ${to} ligt vóór ronde ${from}`,
  absenceInactive: (name: string) => `${name} doet niet meer mee (Actief = nee in Spelers): geen afwezigheid nodig`,
  absenceBeforeEntry: (name: string, round: number, from: number) =>
    `${name} speelt pas mee vanaf ronde ${from}: in ronde ${round} is hij geen afwezige`,
  absenceHasBye: (name: string, round: number, penalty: boolean) =>
    `${name} heeft in ronde ${round} ${penalty ? 'straf-oneven' : 'oneven'} (van de indeling); neem die ronde eerst terug of kies andere ronden`,
  absenceOtherReason: (name: string, round: number, reason: string) =>
    `${name} staat in ronde ${round} al afwezig (${reason}); verander die reden in de lijst van die ronde, of kies andere ronden`,
  absenceRangeUnchanged: (name: string) => `${name} stond al zo afwezig; niets gewijzigd.`,
  absenceRangeSet: (name: string, rounds: number[], reason: string) =>
    `${name} afwezig (${reason}) in ${rounds.length === 1 ? 'ronde' : 'ronden'} ${list(rounds, 'en')}: ${rounds.length === 1 ? 'een rij' : `${rounds.length} rijen`} in Afwezig.`,
  // A player who leaves
  leaveLater: (round: number, next: number) =>
    `Actief geldt voor het hele seizoen: zet een speler op nee in de week dat hij stopt (vanaf ronde ${next}); tot ronde ${round} speelt hij nog mee`,
  leaveAlready: (name: string) => `${name} staat al op Actief = nee`,
  leaveOnProposal: (name: string, round: number) =>
    `${name} staat op de voorgestelde indeling van ronde ${round}: maak de indeling opnieuw (Indeling maken)`,
  leavePlays: (name: string, round: number) =>
    `${name} speelt in ronde ${round}; stoppen kan vanaf de ronde na zijn laatste partij`,
  lateGamePlays: (name: string, round: number) => `${name} speelt in ronde ${round} al een partij; een tweede kan niet`,
  absencePlays: (name: string, round: number) =>
    `${name} speelt in ronde ${round}: kies andere ronden, of haal die partij eerst weg`,
  playerRowMoved: (name: string) =>
    `deze rij van Spelers houdt niet meer ${name} (is het tabblad intussen gesorteerd of bewerkt?); er is niets geschreven. Ververs de zijbalk en probeer opnieuw.`,
  leaveDone: (name: string, round: number) =>
    `${name} stopt: Actief = nee in Spelers. Vanaf ronde ${round} wordt hij niet meer ingedeeld; zijn partijen blijven meetellen voor zijn tegenstanders, en hij staat niet meer in de ranglijst.`,
  // A new member
  memberExists: (name: string, place: string) => `${name} staat al in Spelers${place ? ` (${place})` : ''}`,
  memberBadRating: (text: string) => `rating "${text}" is geen getal`,
  memberTooEarly: (round: number, last: number) =>
    `ronde ${round} is al gespeeld: een nieuw lid begint op zijn vroegst in ronde ${last}, de laatst vastgelegde`,
  memberAdded: (name: string, round: number, value: number) =>
    `${name} toegevoegd aan Spelers, vanaf ronde ${round}; beginwaarde ${value}.`,
});

export const en = (): ReturnType<typeof nl> => ({
  menuAddGame: () => 'Add a late game…',
  menuAbsent: () => 'Report an absence…',
  menuLeave: () => 'Player stops…',
  menuAddPlayer: () => 'New member…',
  fieldWhite: () => FIELDS_EN.fieldWhite,
  fieldBlack: () => FIELDS_EN.fieldBlack,
  fieldResult: () => FIELDS_EN.fieldResult,
  fieldLateRound: () => FIELDS_EN.fieldLateRound,
  fieldPlayer: () => FIELDS_EN.fieldPlayer,
  fieldFromRound: () => FIELDS_EN.fieldFromRound,
  fieldToRound: () => FIELDS_EN.fieldToRound,
  fieldReason: () => FIELDS_EN.fieldReason,
  fieldMemberName: () => FIELDS_EN.fieldMemberName,
  fieldRating: () => FIELDS_EN.fieldRating,
  fieldMissing: (field) => `fill in ${bare(FIELDS_EN[field]).toLowerCase()}`,
  fieldNotWholeNumber: (field, value) => `${bare(FIELDS_EN[field])}: "${value}" is not a whole number`,
  lateGameNothingRecorded: () => 'no round is recorded yet: a late player goes into the pairing (Make pairing)',
  lateGameNotRecorded: (round) =>
    `round ${round} is not recorded yet: make the pairing again with the late player in it, or choose a recorded round`,
  lateGameInactive: (name) => `${name} no longer plays (Active = no in Players)`,
  lateGameTitle: () => 'Add a late game',
  lateGameQuestion: (round, white, black) => `Add the game ${white} – ${black} to round ${round} anyway?`,
  lateGameChanged: () => 'The round changed since the question: below is what the game breaks now.',
  lateGameAdded: (round, white, black, result) =>
    `Round ${round}: game ${white} – ${black}${result ? ` ${result}` : ''} added to Results.`,
  lateGameMoved: (name, round, reason) =>
    `${name} was in Absences in round ${round} (${reason}); that row is cleared: he plays now.`,
  absenceRangeBackwards: (from, to) => `up to round ${to} lies before round ${from}`,
  absenceInactive: (name) => `${name} no longer plays (Active = no in Players): no absence needed`,
  absenceBeforeEntry: (name, round, from) =>
    `${name} only plays from round ${from}: in round ${round} he is not absent`,
  absenceHasBye: (name, round, penalty) =>
    `${name} has ${penalty ? 'a penalty bye' : 'the bye'} in round ${round} (from the pairing); take that round back first or choose other rounds`,
  absenceOtherReason: (name, round, reason) =>
    `${name} is absent in round ${round} already (${reason}); change that reason in the list of that round, or choose other rounds`,
  absenceRangeUnchanged: (name) => `${name} was absent like that already; nothing changed.`,
  absenceRangeSet: (name, rounds, reason) =>
    `${name} absent (${reason}) in ${rounds.length === 1 ? 'round' : 'rounds'} ${list(rounds, 'and')}: ${rounds.length === 1 ? 'one row' : `${rounds.length} rows`} in Absences.`,
  leaveLater: (round, next) =>
    `Active holds for the whole season: set a player to no in the week he stops (from round ${next}); up to round ${round} he still plays`,
  leaveAlready: (name) => `${name} is Active = no already`,
  leaveOnProposal: (name, round) =>
    `${name} is on the proposed pairing of round ${round}: make the pairing again (Make pairing)`,
  leavePlays: (name, round) => `${name} plays in round ${round}; he can stop from the round after his last game`,
  lateGamePlays: (name, round) => `${name} already plays a game in round ${round}; a second one cannot be`,
  absencePlays: (name, round) => `${name} plays in round ${round}: choose other rounds, or remove that game first`,
  playerRowMoved: (name) =>
    `this row of Players no longer holds ${name} (was the tab sorted or edited meanwhile?); nothing was written. Refresh the sidebar and try again.`,
  leaveDone: (name, round) =>
    `${name} stops: Active = no in Players. From round ${round} he is no longer paired; his games keep counting for his opponents, and he is no longer in the standings.`,
  memberExists: (name, place) => `${name} is in Players already${place ? ` (${place})` : ''}`,
  memberBadRating: (text) => `rating "${text}" is not a number`,
  memberTooEarly: (round, last) =>
    `round ${round} has been played: a new member starts in round ${last} at the earliest, the one recorded last`,
  memberAdded: (name, round, value) => `${name} added to Players, from round ${round}; start value ${value}.`,
});
