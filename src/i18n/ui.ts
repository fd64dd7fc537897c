/** Texts of the add-on's menus, dialogs and toasts. */
export const nl = {
  menuUpdateStandings: () => 'Ranglijst bijwerken',
  busy: () => 'Een andere gebruiker is net een actie aan het uitvoeren. Probeer het over een paar seconden opnieuw.',
  problemsTitle: () => 'Competitieleider: controleer de invoer',
  notesTitle: () => 'Competitieleider: opmerkingen',
  errorTitle: () => 'Competitieleider: er ging iets mis',
  doneTitle: () => 'Competitieleider',
  moreProblems: (count: number) => `… en nog ${count}`,
};

export const en: typeof nl = {
  menuUpdateStandings: () => 'Update standings',
  busy: () => 'Another user is running an action right now. Please try again in a few seconds.',
  problemsTitle: () => 'Competitieleider: please check the input',
  notesTitle: () => 'Competitieleider: notes',
  errorTitle: () => 'Competitieleider: something went wrong',
  doneTitle: () => 'Competitieleider',
  moreProblems: (count) => `… and ${count} more`,
};
