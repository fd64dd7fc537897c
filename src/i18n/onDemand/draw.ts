/**
 * The on-demand part's texts of a drawn Keezen round's pages: the beamer view
 * and the printable score forms.
 */
export const nl = {
  drBeamerTeams: () => 'teamnummer → tafel',
  drBeamerPlayers: () => 'naam → tafel',
  drPrint: () => 'Afdrukken',
  drForm: () => 'Scoreformulier',
  drEvening: () => 'Avond',
  drSide: (letter: string) => `Kant ${letter}`,
  drDealsFirst: () => 'deelt eerst',
  drColour: () => 'kleur',
  drPawnsHome: () => 'pionnen binnen',
  drHolesHome: () => 'bezette gaten (1 = bij de ingang)',
  drYes: () => 'ja',
  drTimeout: () => 'nee, tijd om',
  drNone: () => 'geen',
  drSignature: (team: boolean, side: string) => `Handtekening ${team ? 'team' : 'kant'} ${side}`,
  drOf: (max: number) => `(0–${max})`,
  drFormNote: () => 'Punten worden niet ingevuld: het programma rekent ze uit.',
  drOddFormNote: () =>
    'Deze tafel past niet op een formulier met twee kanten: noteer de pionnen per speler; de uitslag wordt met de hand verwerkt.',
};

export const en: typeof nl = {
  drBeamerTeams: () => 'team number → table',
  drBeamerPlayers: () => 'name → table',
  drPrint: () => 'Print',
  drForm: () => 'Score form',
  drEvening: () => 'Evening',
  drSide: (letter) => `Side ${letter}`,
  drDealsFirst: () => 'deals first',
  drColour: () => 'colour',
  drPawnsHome: () => 'pawns home',
  drHolesHome: () => 'occupied holes (1 = at the entrance)',
  drYes: () => 'yes',
  drTimeout: () => 'no, time-out',
  drNone: () => 'none',
  drSignature: (team, side) => `Signature ${team ? 'team' : 'side'} ${side}`,
  drOf: (max) => `(0–${max})`,
  drFormNote: () => 'Do not fill in points: the program computes them.',
  drOddFormNote: () =>
    'This table does not fit a form with two sides: write the pawns per player; the result is processed by hand.',
};
