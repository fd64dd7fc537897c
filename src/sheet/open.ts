/**
 * The one front door to a competition workbook. Every action, custom function
 * and view opens its workbook here: the cached reader (each tab read once) and
 * the problem list are made once, Instellingen is read, the competition type
 * checked, and what was asked for is read. The opened competition comes back,
 * or every problem at once as one InputError; the sidebar's views
 * (`keizerAsIs`, `keezenAsIs`) get the problems along instead.
 *
 * What can be asked for (`Need`):
 *  - `keizer`: a Keizer competition (a workbook of another type is refused at its setting);
 *  - `keizerStandings`: the same and its standings after `round` (default: the last round with a result);
 *  - `keizerAsIs`: a Keizer competition as far as it can be read, never thrown (the sidebar);
 *  - `keezen`: a Keezen event and its standings after the first `round` rounds played
 *    (no type check: the custom functions get their settings as a range, often without `type`);
 *  - `keezenDraw`, `keezenTables`: a Keezen event as the draw needs it (with the forms of Uitslagen,
 *    every one scored) or as the views of a drawn round need it (Uitslagen left alone);
 *  - `keezenAsIs`: a Keezen event as far as it can be read (Uitslagen if there, Tafelindeling's byes), never
 *    thrown (the organiser's sidebar);
 *  - `standings`: either type, by its setting, with its standings;
 *  - `front`: the front alone (Instellingen read, if there; nothing thrown), for what reads a tab of its own:
 *    the presence edit of Deelnemers, the rating update of Spelers, an import into a workbook that holds no
 *    competition yet.
 *
 * A reader that is cached already (a second opening within one sidebar click) is read through as it is, so
 * that each tab is still read once.
 */
import { InputError, Problems, tabPlace } from '../core/problems';
import { KeizerStandings, computeStandings, lastPlayedRound } from '../core/keizer/standings';
import { nextRound } from '../core/keizer/pairing/input';
import { attendanceNotes } from '../core/keizer/attendance';
import type { KeizerCompetition } from '../core/keizer/types';
import {
  KeezenStandings,
  ScoredForm,
  computeKeezenStandings,
  playedRounds,
  scoreCompetition,
} from '../core/keezen/standings';
import type { KeezenSettings } from '../core/keezen/settings';
import type { RoundKey } from '../core/keezen/types';
import { msg } from '../i18n';
import { CachedReader, WorkbookReader } from '../workbook/workbook';
import { KeizerInput, readKeizer } from './keizerInput';
import { KeezenInput, readKeezen } from './keezenInput';
import { SettingsTab, readSettingsTab } from './settingsTab';

/** What every opened workbook carries: the reader to read more tabs through, the problems so far, Instellingen. */
interface Front {
  readonly reader: CachedReader;
  readonly problems: Problems;
  readonly settingsTab: SettingsTab;
}

export interface OpenedKeizer extends KeizerInput, Front {}

export interface OpenedKeizerStandings extends OpenedKeizer {
  readonly standings: KeizerStandings;
}

export interface OpenedKeezen extends KeezenInput, Front {
  readonly standings: KeezenStandings;
}

/** A Keezen event as the draw and the views of a drawn round read it. */
export interface OpenedDraw extends KeezenInput, Front {
  readonly settings: KeezenSettings;
  /** The forms, checked and scored (none for the views, which do not read Uitslagen). */
  readonly scored: readonly ScoredForm[];
  /** Rounds with forms, in order. */
  readonly played: readonly RoundKey[];
  /** Tafelindeling and Uitslagen use an Avond column (else Ronde counts on through the season). */
  readonly eveningColumn: boolean;
}

export type OpenedStandings =
  ({ readonly type: 'keizer' } & OpenedKeizerStandings) | ({ readonly type: 'keezen' } & OpenedKeezen);

/** Either kind as its "Ronde vastleggen" opens it (what "Ronde terugdraaien" takes back). */
export type OpenedRecorded = ({ readonly type: 'keizer' } & OpenedKeizer) | ({ readonly type: 'keezen' } & OpenedDraw);

/** What each need opens. */
export interface Opened {
  readonly keizer: OpenedKeizer;
  readonly keizerStandings: OpenedKeizerStandings;
  readonly keizerAsIs: OpenedKeizer;
  readonly keezen: OpenedKeezen;
  readonly keezenDraw: OpenedDraw;
  readonly keezenTables: OpenedDraw;
  readonly keezenAsIs: KeezenInput & Front;
  readonly standings: OpenedStandings;
  readonly recorded: OpenedRecorded;
  readonly front: Front;
}

export type Need = keyof Opened;

/** How far to read: the standings as after `round`; a Keezen event without Deelnemers (=KEEZSTAND without a teams range). */
export interface OpenAt {
  readonly round?: number;
  /** The round is the one a view shows rather than one asked for: one not there yet gives the last one there. */
  readonly shown?: boolean;
  readonly openEntrants?: boolean;
  /** The problem list to add to: a file being brought in has problems of its own, reported first. */
  readonly problems?: Problems;
}

function front(wb: WorkbookReader, at: OpenAt): Front {
  const reader = wb instanceof CachedReader ? wb : new CachedReader(wb);
  const problems = at.problems ?? new Problems();
  return { reader, problems, settingsTab: readSettingsTab(reader, problems) };
}

function refuseOtherType(f: Front, wanted: 'keizer' | 'keezen'): void {
  const { settingsTab: s, problems } = f;
  if (s.type === wanted) return;
  problems.error(
    s.tab ? { tab: s.tab } : undefined,
    wanted === 'keezen'
      ? msg('drNotKeezen')
      : s.type === 'keezen'
        ? msg('keizerOnly')
        : msg('unknownType', s.type, 'keizer'),
  );
  throw new InputError(problems.list);
}

function keizer(f: Front): OpenedKeizer {
  refuseOtherType(f, 'keizer');
  const input = readKeizer(f.reader, f.settingsTab, f.problems);
  f.problems.throwIfErrors();
  return { ...input, ...f };
}

/** Whether `round` is a round of a competition of `rounds` rounds: a whole number from `first` (0: before round 1) to the last. */
export function isRoundOf(round: number, rounds: number, first: 0 | 1 = 1): boolean {
  return Number.isInteger(round) && round >= first && round <= rounds;
}

/** The last round there is: the last with a result, or one already paired (its games still without a result). */
function lastRoundThere(comp: KeizerCompetition): number {
  return Math.max(lastPlayedRound(comp), nextRound(comp) - 1);
}

/** The standings after the round asked for (refused when it does not exist), noting the games still without a result. */
function keizerStandings(f: Front, at: OpenAt): OpenedKeizerStandings {
  const opened = keizer(f);
  const { problems, competition: comp } = opened;
  const last = comp.settings.rounds;
  if (at.round !== undefined && !isRoundOf(at.round, last, 0)) {
    problems.error(undefined, msg('standingsRoundOutOfRange', at.round, last));
    problems.throwIfErrors();
  }
  // A round after the last one there would price the season as over (or further on) than it is.
  const there = lastRoundThere(comp);
  if (at.round !== undefined && at.round > there && !at.shown) {
    problems.error(tabPlace(opened.tabs.results), msg('roundNotThere', at.round, there));
    problems.throwIfErrors();
  }
  const standings = computeStandings(comp, at.round === undefined ? {} : { afterRound: Math.min(at.round, there) });
  const byRound = new Map<number, number>();
  for (const g of standings.unplayed) byRound.set(g.round, (byRound.get(g.round) ?? 0) + 1);
  for (const [round, count] of [...byRound].sort((a, b) => a[0] - b[0])) {
    problems.warning(tabPlace(opened.tabs.results), msg('unplayedGames', round, count));
  }
  addAttendanceWarnings(comp, standings.afterRound, problems);
  return { ...opened, standings };
}

/** The silent zeros of the rounds played, each a warning at its cell (core/keizer/attendance.ts). */
function addAttendanceWarnings(comp: KeizerCompetition, afterRound: number, problems: Problems): void {
  const name = (p: number) => comp.players[p]!.name;
  for (const n of attendanceNotes(comp, afterRound)) {
    if (n.kind === 'missing') problems.warning(n.place, msg('notInRound', name(n.player), n.rounds));
    else
      problems.warning(n.place, msg('lateWithoutFrom', name(n.player), n.firstRound, n.topValue, n.topValueWithFrom));
  }
}

function keizerAsIs(f: Front): OpenedKeizer {
  return { ...readKeizer(f.reader, f.settingsTab, f.problems), ...f };
}

function keezenAsIs(f: Front): KeezenInput & Front {
  return { ...readKeezen(f.reader, f.settingsTab, f.problems, { results: 'optional', tables: 'byes' }), ...f };
}

function keezen(f: Front, at: OpenAt): OpenedKeezen {
  const { problems } = f;
  const input = readKeezen(f.reader, f.settingsTab, problems, at.openEntrants ? { openEntrants: true } : {});
  // The forms that could be read are checked too, so that every problem is reported at once.
  const partial = problems.hasErrors();
  const standings = computeKeezenStandings(input.competition, problems, {
    ...(at.round !== undefined ? { afterRounds: at.round } : {}),
    ...(partial ? { partial } : {}),
  });
  problems.throwIfErrors();
  return { ...input, ...f, standings };
}

/**
 * Instellingen, Deelnemers, every round of Tafelindeling and, with `results`, the forms of Uitslagen, every
 * one scored (the draw pairs by them). The views of a drawn round leave Uitslagen alone: a typo in a form
 * does not stop the score forms from being printed.
 */
function keezenDraw(f: Front, results: boolean): OpenedDraw {
  refuseOtherType(f, 'keezen');
  const { problems } = f;
  const input = readKeezen(f.reader, f.settingsTab, problems, {
    results: results ? 'optional' : 'skip',
    tables: 'full',
  });
  const { competition, tables } = input;
  const settings = competition.settings;
  const scored = results ? scoreCompetition(competition, problems, problems.hasErrors() ? { partial: true } : {}) : [];
  problems.throwIfErrors();
  // Tafelindeling numbers its rounds as it did; a new one as Uitslagen does (or with evenings by Avond).
  const eveningColumn =
    tables !== undefined ? tables.columns.evening !== undefined : (input.resultsEveningColumn ?? settings.evenings > 1);
  return {
    ...input,
    ...f,
    lang: tables?.lang ?? input.lang,
    settings,
    scored,
    played: playedRounds(competition.forms),
    eveningColumn,
  };
}

const OPENERS: { readonly [N in Need]: (f: Front, at: OpenAt) => Opened[N] } = {
  keizer: (f) => keizer(f),
  keizerStandings: keizerStandings,
  keizerAsIs: (f) => keizerAsIs(f),
  keezen: keezen,
  keezenDraw: (f) => keezenDraw(f, true),
  keezenTables: (f) => keezenDraw(f, false),
  keezenAsIs: (f) => keezenAsIs(f),
  front: (f) => f,
  standings: (f, at) =>
    f.settingsTab.type === 'keizer'
      ? { type: 'keizer', ...keizerStandings(f, at) }
      : { type: 'keezen', ...keezen(f, at) },
  recorded: (f) =>
    f.settingsTab.type === 'keezen' ? { type: 'keezen', ...keezenDraw(f, true) } : { type: 'keizer', ...keizer(f) },
};

/** Opens the workbook for what `need` names (see the module's head). */
export function open<N extends Need>(wb: WorkbookReader, need: N, at: OpenAt = {}): Opened[N] {
  const opener: (f: Front, at: OpenAt) => Opened[N] = OPENERS[need];
  return opener(front(wb, at), at);
}
