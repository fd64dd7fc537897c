/**
 * The tab contract: every tab and column the add-on reads or writes, with its
 * Dutch name (the default) and its English name. This is the one place that
 * knows them; readers, writers, the wizard and the docs take them from here.
 * Matching ignores case and surrounding spaces; extra columns are ignored.
 */
import type { Lang } from '../i18n';

export interface Named {
  readonly nl: string;
  readonly en: string;
  /** Other accepted spellings. */
  readonly aliases?: readonly string[];
}

export interface ColumnSpec extends Named {
  readonly required?: boolean;
}

export interface TabSpec<C extends string = string> extends Named {
  readonly columns: { readonly [K in C]: ColumnSpec };
}

export function nameIn(n: Named, lang: Lang): string {
  return n[lang];
}

export function allNames(n: Named): string[] {
  return [n.nl, n.en, ...(n.aliases ?? [])];
}

function tab<C extends string>(nl: string, en: string, columns: { [K in C]: ColumnSpec }, aliases?: string[]): TabSpec<C> {
  return { nl, en, columns, ...(aliases ? { aliases } : {}) };
}

/** Instellingen: one row per setting. */
export const SETTINGS_TAB = tab('Instellingen', 'Settings', {
  key: { nl: 'Instelling', en: 'Setting', required: true },
  value: { nl: 'Waarde', en: 'Value', required: true },
});

/** Spelers: the Keizer players. */
export const KEIZER_PLAYERS_TAB = tab('Spelers', 'Players', {
  name: { nl: 'Naam', en: 'Name', required: true },
  rating: { nl: 'Rating', en: 'Rating' },
  startRank: { nl: 'Startplaats', en: 'Start rank' },
  previousRank: { nl: 'Vorige eindstand', en: 'Previous rank' },
  category: { nl: 'Categorie', en: 'Category' },
  active: { nl: 'Actief', en: 'Active' },
  fromRound: { nl: 'Vanaf ronde', en: 'From round', aliases: ['Instroom', 'Start ronde', 'Eerste ronde', 'First round'] },
  estimated: { nl: 'Geschat', en: 'Estimated', aliases: ['Rating geschat', 'Geschatte rating', 'Estimated rating'] },
});

/** Uitslagen: one row per game. */
export const KEIZER_RESULTS_TAB = tab('Uitslagen', 'Results', {
  round: { nl: 'Ronde', en: 'Round', required: true },
  white: { nl: 'Wit', en: 'White', required: true },
  black: { nl: 'Zwart', en: 'Black', required: true },
  result: { nl: 'Uitslag', en: 'Result', required: true },
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

/**
 * Indeling: the pairing of the next round, as the publisher reads it. Hook for
 * issue 3 (branch pairing): when the pairing engine defines its own tab spec,
 * the publisher should use that one; until then the tab is rendered as it stands.
 */
export const PAIRING_TAB_NAMES: Named = { nl: 'Indeling', en: 'Pairing' };

/** The absence reasons as written in the Afwezig tab (first word of each list is the one written). */
export const ABSENCE_WORDS = {
  excused: { nl: 'afgemeld', en: 'excused', aliases: ['afgemeld (tijdig)', 'tijdig afgemeld', 'afmelding'] },
  unexcused: { nl: 'niet afgemeld', en: 'unexcused', aliases: ['zonder afmelding', 'niet tijdig afgemeld', 'straf-oneven', 'strafoneven', 'penalty bye'] },
  external: { nl: 'extern', en: 'external', aliases: ['externe wedstrijd', 'extern team', 'team'] },
  clubDuty: { nl: 'clubtaak', en: 'club duty', aliases: ['clubduty', 'arbiter', 'wedstrijdleider'] },
  bye: { nl: 'oneven', en: 'bye', aliases: ['vrij', 'odd'] },
} as const satisfies Record<string, Named>;

/** The competition types, as the `type` setting names them. */
export const COMPETITION_TYPES = ['keizer', 'keezen'] as const;
export type CompetitionType = (typeof COMPETITION_TYPES)[number];
