/**
 * The tab contract: every tab and column the add-on reads or writes, with its
 * Dutch name (the default) and its English name. This is the one place that
 * knows them; readers, writers, the wizard and the docs take them from here.
 * Matching ignores case, surrounding and repeated spaces (matchKey); extra columns are ignored.
 */

export interface Named {
  readonly nl: string;
  readonly en: string;
  /** Other accepted spellings. */
  readonly aliases?: readonly string[];
}

export interface ColumnSpec extends Named {
  readonly required?: boolean;
  /**
   * A cell a comma can split in a comma-separated file: a number with decimals
   * (`1,5`) or holes (`2,3`). Such a row has more cells than the header; the
   * reader joins the two cells again and reports the place (sheet/table.ts).
   */
  readonly splits?: 'decimal' | 'holes';
  /**
   * Typed as text: where the add-on makes the tab (the wizard, an append that
   * creates it) the column is plain text (`@`) below the header, so what is
   * typed there stays the text typed (in a Dutch sheet 1:05 would become a
   * time, holes 2,3 the number 2.3, a forfeit +- a formula).
   */
  readonly text?: true;
}

export interface TabSpec<C extends string = string> extends Named {
  readonly columns: { readonly [K in C]: ColumnSpec };
}

/** The 1-based places of the text columns (`ColumnSpec.text`) in a tab made with the columns `order` (default: all, in the spec's order). */
export function textColumns<C extends string>(
  spec: TabSpec<C>,
  order: readonly C[] = Object.keys(spec.columns) as C[],
): number[] {
  return order.flatMap((c, i) => (spec.columns[c].text ? [i + 1] : []));
}

export function allNames(n: Named): string[] {
  return [n.nl, n.en, ...(n.aliases ?? [])];
}

function tab<C extends string>(
  nl: string,
  en: string,
  columns: { [K in C]: ColumnSpec },
  aliases?: string[],
): TabSpec<C> {
  return { nl, en, columns, ...(aliases ? { aliases } : {}) };
}

/** Instellingen: one row per setting. */
export const SETTINGS_TAB = tab('Instellingen', 'Settings', {
  key: { nl: 'Instelling', en: 'Setting', required: true },
  value: { nl: 'Waarde', en: 'Value', required: true, splits: 'decimal' },
});

/** The third column of Instellingen: the one-line explanation the wizard writes per setting (never read). */
export const SETTINGS_HELP_COLUMN: Named = { nl: 'Uitleg', en: 'Explanation' };

/** Spelers: the Keizer players. */
export const KEIZER_PLAYERS_TAB = tab('Spelers', 'Players', {
  name: { nl: 'Naam', en: 'Name', required: true },
  rating: { nl: 'Rating', en: 'Rating', splits: 'decimal' },
  startRank: { nl: 'Startplaats', en: 'Start rank' },
  previousRank: { nl: 'Vorige eindstand', en: 'Previous rank' },
  category: { nl: 'Categorie', en: 'Category' },
  active: { nl: 'Actief', en: 'Active' },
  penaltyByes: { nl: 'Straf-oneven', en: 'Penalty bye', aliases: ['Strafoneven', 'Penalty byes'] },
  fromRound: {
    nl: 'Vanaf ronde',
    en: 'From round',
    aliases: ['Instroom', 'Start ronde', 'Eerste ronde', 'First round'],
  },
  estimated: { nl: 'Geschat', en: 'Estimated', aliases: ['Rating geschat', 'Geschatte rating', 'Estimated rating'] },
  fideId: { nl: 'FIDE-id', en: 'FIDE id', aliases: ['FIDE-nummer', 'FIDE number', 'FIDE'] },
  knsbId: { nl: 'KNSB-id', en: 'KNSB id', aliases: ['KNSB-nummer', 'KNSB number', 'Relatienummer', 'KNSB'] },
});

/** Uitslagen: one row per game. */
export const KEIZER_RESULTS_TAB = tab('Uitslagen', 'Results', {
  round: { nl: 'Ronde', en: 'Round', required: true },
  white: { nl: 'Wit', en: 'White', required: true },
  black: { nl: 'Zwart', en: 'Black', required: true },
  result: { nl: 'Uitslag', en: 'Result', required: true, text: true },
  /** The day the round was played (optional): Ronde vastleggen fills it; shown on the website. */
  date: { nl: 'Datum', en: 'Date' },
});

/** Afwezig: absences and byes per round. */
export const KEIZER_ABSENCES_TAB = tab('Afwezig', 'Absences', {
  round: { nl: 'Ronde', en: 'Round', required: true },
  name: { nl: 'Naam', en: 'Name', required: true },
  reason: { nl: 'Reden', en: 'Reason', required: true },
});

/** Ranglijst: written by the add-on. */
export const KEIZER_STANDINGS_TAB = tab('Ranglijst', 'Standings', {
  rank: { nl: 'Plaats', en: 'Rank' },
  name: { nl: 'Naam', en: 'Name' },
  points: { nl: 'Punten', en: 'Points' },
  value: { nl: 'Waarde', en: 'Value' },
  games: { nl: 'Partijen', en: 'Games' },
  wins: { nl: 'Winst', en: 'Won' },
  draws: { nl: 'Remise', en: 'Drawn' },
  losses: { nl: 'Verlies', en: 'Lost' },
  forfeits: { nl: 'Reglementair', en: 'Forfeits' },
  absences: { nl: 'Afwezig', en: 'Absent' },
  byes: { nl: 'Oneven', en: 'Byes' },
  startValue: { nl: 'Beginwaarde', en: 'Start value' },
  rating: { nl: 'Rating', en: 'Rating' },
});

/**
 * Live ranglijst: made by the wizard, holds one =KEIZERPOINTS(...) formula that
 * follows every result typed (Ranglijst stays the fixed copy for publishing).
 */
export const KEIZER_LIVE_STANDINGS_TAB = tab('Live ranglijst', 'Live standings', {});

/** Uitleg: how one player's points are made up (written by the add-on). */
export const EXPLANATION_TAB = tab('Uitleg', 'Explanation', {
  round: { nl: 'Ronde', en: 'Round' },
  description: { nl: 'Omschrijving', en: 'Description' },
  opponent: { nl: 'Tegenstander', en: 'Opponent' },
  colour: { nl: 'Kleur', en: 'Colour' },
  result: { nl: 'Uitslag', en: 'Result' },
  whose: { nl: 'Waarde van', en: 'Value of' },
  value: { nl: 'Waarde', en: 'Value' },
  fraction: { nl: 'Deel', en: 'Fraction' },
  points: { nl: 'Punten', en: 'Points' },
  total: { nl: 'Opgeteld', en: 'Running total' },
});

/** Kruistabel: players × rounds (written by the add-on). */
export const CROSSTABLE_TAB = tab('Kruistabel', 'Crosstable', {
  number: { nl: 'Nr', en: 'No' },
  name: { nl: 'Naam', en: 'Name' },
  points: { nl: 'Punten', en: 'Points' },
  status: { nl: 'Opmerking', en: 'Note' },
});

/** Verloop: points and rank after each round, and the chart of the top 10 (written by the add-on). */
export const PROGRESS_TAB = tab('Verloop', 'Progress', {
  rank: { nl: 'Plaats', en: 'Rank' },
  name: { nl: 'Naam', en: 'Name' },
  round: { nl: 'Ronde', en: 'Round' },
});

/** Clubrating: the Elo club rating per player (written by the add-on). */
export const RATING_TAB = tab('Clubrating', 'Club rating', {
  name: { nl: 'Naam', en: 'Name' },
  start: { nl: 'Startrating', en: 'Start rating' },
  estimated: { nl: 'Geschat', en: 'Estimated' },
  games: { nl: 'Partijen', en: 'Games' },
  score: { nl: 'Score', en: 'Score' },
  expected: { nl: 'Verwacht', en: 'Expected' },
  change: { nl: 'Winst/verlies', en: 'Gain/loss' },
  rating: { nl: 'Clubrating', en: 'Club rating' },
  note: { nl: 'Opmerking', en: 'Note' },
});

/** Seizoenseinde: champion, barrage, prizes and prize eligibility (written by the add-on). */
export const SEASON_END_TAB = tab('Seizoenseinde', 'Season end', {
  rank: { nl: 'Plaats', en: 'Rank' },
  name: { nl: 'Naam', en: 'Name' },
  points: { nl: 'Punten', en: 'Points' },
  games: { nl: 'Partijen', en: 'Games' },
  counted: { nl: 'Telt mee', en: 'Counted' },
  eligible: { nl: 'Prijsgerechtigd', en: 'Eligible' },
  ratingStart: { nl: 'Startrating', en: 'Start rating' },
  rating: { nl: 'Clubrating', en: 'Club rating' },
  ratingChange: { nl: 'Ratingwinst', en: 'Rating gain' },
});

/** The absence reasons as written in the Afwezig tab (first word of each list is the one written). */
export const ABSENCE_WORDS = {
  excused: { nl: 'afgemeld', en: 'excused', aliases: ['afgemeld (tijdig)', 'tijdig afgemeld', 'afmelding'] },
  unexcused: { nl: 'niet afgemeld', en: 'unexcused', aliases: ['zonder afmelding', 'niet tijdig afgemeld'] },
  external: { nl: 'extern', en: 'external', aliases: ['externe wedstrijd', 'extern team', 'team'] },
  clubDuty: { nl: 'clubtaak', en: 'club duty', aliases: ['clubduty', 'arbiter', 'wedstrijdleider'] },
  bye: { nl: 'oneven', en: 'bye', aliases: ['vrij', 'odd'] },
  penaltyBye: { nl: 'straf-oneven', en: 'penalty bye', aliases: ['strafoneven', 'straf oneven', 'penaltybye'] },
} as const satisfies Record<string, Named>;

/** Nooit tegen elkaar: pairs that must never be paired (family, say). */
export const NEVER_PAIRED_TAB = tab('Nooit tegen elkaar', 'Never paired', {
  first: { nl: 'Speler 1', en: 'Player 1', required: true },
  second: { nl: 'Speler 2', en: 'Player 2', required: true },
  note: { nl: 'Opmerking', en: 'Note' },
});

/**
 * Indeling: written by "Indeling maken", editable by the leader, read back by
 * "Ronde vastleggen". Above the table: key/value rows (PAIRING_KEYS); a bye is a
 * row whose Bord cell holds a bye word (PAIRING_BYE_WORDS) and the player in Wit.
 */
export const PAIRING_TAB = tab('Indeling', 'Pairing', {
  board: { nl: 'Bord', en: 'Board', required: true },
  white: { nl: 'Wit', en: 'White', required: true },
  black: { nl: 'Zwart', en: 'Black', required: true },
  why: { nl: 'Toelichting', en: 'Why' },
});

/** The key/value rows above the Indeling table. */
export const PAIRING_KEYS = {
  round: { nl: 'Ronde', en: 'Round' },
  seed: { nl: 'Loting', en: 'Seed', aliases: ['Seed', 'Zaad'] },
  relaxed: { nl: 'Versoepeld', en: 'Relaxed' },
  cost: { nl: 'Kosten', en: 'Cost' },
} as const satisfies Record<string, Named>;

/** The Bord cell of a bye line. */
export const PAIRING_BYE_WORDS = {
  bye: ABSENCE_WORDS.bye,
  penaltyBye: ABSENCE_WORDS.penaltyBye,
} as const;

/** The large-print copy of the pairing for the beamer (written, never read). */
export const PAIRING_DISPLAY_TAB = tab('Indeling beamer', 'Pairing display', {
  board: { nl: 'Bord', en: 'Board' },
  white: { nl: 'Wit', en: 'White' },
  black: { nl: 'Zwart', en: 'Black' },
});

/** The competition types, as the `type` setting names them. */
export const COMPETITION_TYPES = ['keizer', 'keezen'] as const;
export type CompetitionType = (typeof COMPETITION_TYPES)[number];

/* ---- Keezen ---- */

/** Deelnemers: the Keezen teams, or the players of a games night. */
export const KEEZEN_PARTICIPANTS_TAB = tab(
  'Deelnemers',
  'Participants',
  {
    nr: { nl: 'Nr', en: 'No', aliases: ['Nr.', 'No.', 'Nummer', 'Number', 'Teamnummer', 'Team number'] },
    name: { nl: 'Naam', en: 'Name', required: true, aliases: ['Teamnaam', 'Team name'] },
    players: { nl: 'Spelers', en: 'Players', aliases: ['Teamleden', 'Members'] },
    /** ja/nee (empty = ja): who takes part in the next draw (late arrivals, early leavers, an evening off). */
    present: { nl: 'Aanwezig', en: 'Present', aliases: ['Aanwezig?', 'Present?'] },
  },
  ['Teams'],
);

/** Seats at a Keezen table: side A (left on the form) and side B, players 1..4. */
export const KEEZEN_SEATS = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4'] as const;
export type KeezenSeat = (typeof KEEZEN_SEATS)[number];

function seatColumns<P extends string>(
  prefix: P,
  nl: string,
  en: string,
  aliases: (seat: KeezenSeat) => string[],
  splits?: ColumnSpec['splits'],
  text?: true,
): Record<`${P}${KeezenSeat}`, ColumnSpec> {
  const out: Record<string, ColumnSpec> = {};
  for (const seat of KEEZEN_SEATS)
    out[`${prefix}${seat}`] = {
      nl: `${nl} ${seat}`,
      en: `${en} ${seat}`,
      aliases: aliases(seat),
      ...(splits ? { splits } : {}),
      ...(text ? { text } : {}),
    };
  return out as Record<`${P}${KeezenSeat}`, ColumnSpec>;
}

/**
 * Uitslagen for Keezen: one row per table per round, in the terms of the
 * paper score form. Which of the entrant and count columns are needed depends
 * on the variant (teams or players; counts per side or per player).
 */
export const KEEZEN_RESULTS_TAB = tab('Uitslagen', 'Results', {
  evening: { nl: 'Avond', en: 'Evening' },
  round: { nl: 'Ronde', en: 'Round', required: true },
  table: { nl: 'Tafel', en: 'Table', required: true },
  teamA: { nl: 'Team A', en: 'Team A' },
  teamB: { nl: 'Team B', en: 'Team B' },
  ...seatColumns('player', 'Speler', 'Player', () => []),
  homeA: { nl: 'Binnen A', en: 'Home A', aliases: ['Pionnen A', 'Pawns A'], text: true },
  homeB: { nl: 'Binnen B', en: 'Home B', aliases: ['Pionnen B', 'Pawns B'], text: true },
  ...seatColumns(
    'home',
    'Binnen',
    'Home',
    (seat) => [`Pionnen ${seat}`, `Pawns ${seat}`, `Honk ${seat}`, `Holes ${seat}`],
    'holes',
    true,
  ),
  ...seatColumns('points', 'Punten', 'Points', (seat) => [`Spelpunten ${seat}`, `Score ${seat}`]),
  finished: { nl: 'Uitgespeeld', en: 'Finished' },
  winner: { nl: 'Winnaar', en: 'Winner' },
  playTime: { nl: 'Speeltijd', en: 'Play time', text: true },
  handedIn: { nl: 'Ingeleverd', en: 'Handed in', text: true },
  forfeit: { nl: 'Reglementair', en: 'Forfeit', aliases: ['Afwezig', 'Absent'] },
  /** The day the round was played (optional; one row of the round is enough): shown on the website. */
  date: { nl: 'Datum', en: 'Date' },
});

/** Stand: written by the add-on (one or more tables: season, evenings, rounds). */
export const KEEZEN_STANDINGS_TAB = tab('Stand', 'Standings', {
  rank: { nl: 'Plaats', en: 'Rank' },
  nr: { nl: 'Nr', en: 'No' },
  name: { nl: 'Naam', en: 'Name' },
  played: { nl: 'Gespeeld', en: 'Played' },
  wins: { nl: 'Gewonnen', en: 'Won' },
  draws: { nl: 'Gelijk', en: 'Drawn' },
  losses: { nl: 'Verloren', en: 'Lost' },
  matchPoints: { nl: 'Wedstrijdpunten', en: 'Match points' },
  points: { nl: 'Spelpunten', en: 'Game points' },
  against: { nl: 'Tegenpunten', en: 'Points against' },
  difference: { nl: 'Saldo', en: 'Difference' },
  playTime: { nl: 'Speeltijd', en: 'Play time' },
  handedIn: { nl: 'Ingeleverd', en: 'Handed in' },
  note: { nl: 'Opmerking', en: 'Note' },
});

/** Live stand: made by the wizard, holds one =KEEZSTAND(...) formula that follows every score form typed. */
export const KEEZEN_LIVE_STANDINGS_TAB = tab('Live stand', 'Live standings', {});

/** Words in the Keezen Uitslagen cells (the first of each is the one written). */
export const KEEZEN_WORDS = {
  /** Reglementair: both sides absent. */
  both: { nl: 'beide', en: 'both', aliases: ['allebei', 'beiden'] },
  /** Winnaar: no winner (a draw, or a time-out without winner). */
  none: { nl: 'geen', en: 'none', aliases: ['gelijk', 'gelijkspel', 'draw', 'remise', '-'] },
  /** Uitgespeeld: stopped by the time limit. */
  timeout: { nl: 'tijd om', en: 'time-out', aliases: ['tijd', 'time', 'timeout', 'time out'] },
  /** Uitgespeeld: played to the end (besides ja/yes; "uit" is a no, as in aan/uit). */
  finished: { nl: 'uitgespeeld', en: 'finished' },
} as const satisfies Record<string, Named>;

/**
 * Tafelindeling: every round of a Keezen event as drawn by "Tafelindeling
 * maken" (one row per table, a `vrij` line for a bye or the sit-outs), kept
 * round after round; the organiser may edit it. A new round is appended; a
 * redraw of the last round rewrites only that round's rows (the other cells
 * are written back as they were read). Team events use Team A and Team B,
 * individual nights Speler 1 & 2 (partners, side A) and Speler 3 & 4
 * (partners, side B); Speler 5 & 6 are the third pair of a 6-player board.
 */
export const KEEZEN_TABLES_TAB = tab('Tafelindeling', 'Tables', {
  evening: { nl: 'Avond', en: 'Evening' },
  round: { nl: 'Ronde', en: 'Round', required: true },
  table: { nl: 'Tafel', en: 'Table', required: true },
  teamA: { nl: 'Team A', en: 'Team A' },
  teamB: { nl: 'Team B', en: 'Team B' },
  player1: { nl: 'Speler 1', en: 'Player 1', aliases: ['Speler A1', 'Player A1'] },
  player2: { nl: 'Speler 2', en: 'Player 2', aliases: ['Speler A2', 'Player A2'] },
  player3: { nl: 'Speler 3', en: 'Player 3', aliases: ['Speler B1', 'Player B1'] },
  player4: { nl: 'Speler 4', en: 'Player 4', aliases: ['Speler B2', 'Player B2'] },
  player5: { nl: 'Speler 5', en: 'Player 5', aliases: ['Speler C1', 'Player C1'] },
  player6: { nl: 'Speler 6', en: 'Player 6', aliases: ['Speler C2', 'Player C2'] },
  seed: { nl: 'Loting', en: 'Seed' },
  why: { nl: 'Toelichting', en: 'Why' },
});

/** The Tafel cell of a bye line (teams) or the sit-out line (players). */
export const KEEZEN_DRAW_WORDS = {
  bye: {
    nl: 'vrij',
    en: 'bye',
    aliases: ['oneven', 'rust', 'uit', 'uitzitten', 'zit uit', 'sit out', 'sit-out', 'sits out', 'odd'],
  },
} as const satisfies Record<string, Named>;

/** The large-print copy of a round of Tafelindeling for the beamer: team number (or player) → table (written, never read). */
export const KEEZEN_TABLES_DISPLAY_TAB = tab('Tafelindeling beamer', 'Tables display', {
  nr: { nl: 'Nr', en: 'No' },
  name: { nl: 'Naam', en: 'Name' },
  table: { nl: 'Tafel', en: 'Table' },
  with: { nl: 'Kleur / partner', en: 'Colour / partner' },
});

/**
 * A rating list as clubs download it (CSV or a tab): a name, an id (FIDE or the
 * federation's, told apart by the column's name: one with "FIDE" in it is FIDE's)
 * and a rating. Read by `import-ratings`, never written.
 */
export const RATING_LIST_TAB = tab('Ratinglijst', 'Rating list', {
  // The name in one column, or in three (Voornaam, Tussenvoegsels, Achternaam): one of the two is needed.
  name: { nl: 'Naam', en: 'Name', aliases: ['Speler', 'Player', 'Spelersnaam'] },
  firstName: { nl: 'Voornaam', en: 'First name', aliases: ['Roepnaam', 'Firstname', 'Given name'] },
  infix: { nl: 'Tussenvoegsels', en: 'Infix', aliases: ['Tussenvoegsel', 'Tussenv.', 'Tv', 'Voorvoegsels'] },
  lastName: { nl: 'Achternaam', en: 'Last name', aliases: ['Lastname', 'Surname', 'Familienaam'] },
  id: {
    nl: 'Id',
    en: 'Id',
    aliases: [
      'FIDE-id',
      'FIDE id',
      'FIDE ID number',
      'KNSB-id',
      'KNSB id',
      'Relatienummer',
      'Lidnummer',
      'Bondsnummer',
      'KNSB-nummer',
      'FIDE-nummer',
    ],
  },
  rating: {
    nl: 'Rating',
    en: 'Rating',
    required: true,
    aliases: ['Elo', 'Rtg', 'KNSB-rating', 'KNSB rating', 'FIDE-rating', 'FIDE rating', 'Standard'],
  },
});

/** Every tab of the contract: a tab with one of these names is itself, never a misspelling of another. */
export const CONTRACT_TABS: readonly TabSpec[] = [
  SETTINGS_TAB,
  KEIZER_PLAYERS_TAB,
  KEIZER_RESULTS_TAB,
  KEIZER_ABSENCES_TAB,
  KEIZER_STANDINGS_TAB,
  KEIZER_LIVE_STANDINGS_TAB,
  EXPLANATION_TAB,
  CROSSTABLE_TAB,
  PROGRESS_TAB,
  RATING_TAB,
  SEASON_END_TAB,
  NEVER_PAIRED_TAB,
  PAIRING_TAB,
  PAIRING_DISPLAY_TAB,
  KEEZEN_PARTICIPANTS_TAB,
  KEEZEN_RESULTS_TAB,
  KEEZEN_STANDINGS_TAB,
  KEEZEN_LIVE_STANDINGS_TAB,
  KEEZEN_TABLES_TAB,
  KEEZEN_TABLES_DISPLAY_TAB,
  RATING_LIST_TAB,
];
