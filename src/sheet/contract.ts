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

/** The third column of Instellingen: the one-line explanation the wizard writes per setting (never read). */
export const SETTINGS_HELP_COLUMN: Named = { nl: 'Uitleg', en: 'Explanation' };

/** Spelers: the Keizer players. */
export const KEIZER_PLAYERS_TAB = tab('Spelers', 'Players', {
  name: { nl: 'Naam', en: 'Name', required: true },
  rating: { nl: 'Rating', en: 'Rating' },
  startRank: { nl: 'Startplaats', en: 'Start rank' },
  previousRank: { nl: 'Vorige eindstand', en: 'Previous rank' },
  category: { nl: 'Categorie', en: 'Category' },
  active: { nl: 'Actief', en: 'Active' },
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

/**
 * Live ranglijst: made by the wizard, holds one =KEIZERPOINTS(...) formula that
 * follows every result typed (Ranglijst stays the fixed copy for publishing).
 */
export const KEIZER_LIVE_STANDINGS_TAB = tab('Live ranglijst', 'Live standings', {});

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
