/**
 * The one way an action asks before it writes (consent): "Ronde vastleggen" of a pairing that breaks rules
 * (Keizer) or of a round the draw checker finds fault with (Keezen), "Ronde terugdraaien" over results that
 * are filled in, "Indeling maken" over an Indeling tab edited by hand or after a recorded round whose results are
 * not all in (one question for both), "Tafelindeling maken" while score forms
 * of the round before are missing, and any later action that must ask.
 *
 * The add-on asks and writes in two executions (the question, then the run with the yes), and the tabs may
 * be edited in between; so a yes is bound to a fingerprint of what was shown (the round, the findings). The
 * run with the yes writes only if what it would write is still that; else it asks again, saying that it
 * changed. The command line's --yes is given with the command itself: a yes to what is there.
 *
 * An action takes `ConsentOptions` (from a request: `consentOf`), calls `askFirst` with what it shows and
 * its findings, and returns the `Asking` (nothing written) when it gets one; the catalogue turns an outcome's
 * `asking` into the question (`consentQuestion`) for the menu, the sidebar and the command line.
 */
import { Problem, clipLines, formatProblem } from '../core/problems';
import { hashSeed } from '../core/rng';
import { Lang, Msg, render } from '../i18n';
import type { Question } from '../ui/protocol';

/** The leader's answer as an action reads it. */
export interface ConsentOptions {
  /** The leader said yes (the menu's dialog, the sidebar, --yes). */
  readonly accept?: boolean;
  /** The fingerprint of what was shown with the question; absent: the yes is to what is there now (--yes). */
  readonly shown?: string;
}

/** What a request says to an asking entry: a yes from the menu or the sidebar holds only with what was shown. */
export function consentOf(r: {
  readonly accepted?: boolean;
  readonly consent?: string;
  flag(name: string): boolean;
}): ConsentOptions {
  return {
    accept: (r.accepted === true && r.consent !== undefined) || r.flag('yes'),
    ...(r.consent !== undefined ? { shown: r.consent } : {}),
  };
}

/** What an action asks before it writes; nothing was written. */
export interface Asking {
  readonly title: Msg;
  /** What is asked about, before the findings ("3 regels van de indeling gebroken"). */
  readonly head: Msg;
  /** The findings, each at its place. */
  readonly findings: readonly Problem[];
  /** The question itself ("Ronde 5 toch vastleggen?"). */
  readonly question: Msg;
  /** Set when the yes given was to something else than what is there now: said first. */
  readonly changed?: Msg;
  /** What was shown: passed back with the yes (`ConsentOptions.shown`). */
  readonly fingerprint: string;
}

/** An outcome that may ask first. */
export interface Asks {
  readonly asking?: Asking;
}

/** A fingerprint of anything plain (JSON), as hex. */
function fingerprintOf(shown: unknown): string {
  return hashSeed(JSON.stringify(shown))
    .map((h) => h.toString(16).padStart(8, '0'))
    .join('');
}

/** What an action shows when it asks: the texts, what its yes is bound to besides the findings, and the findings. */
export interface Ask {
  readonly title: Msg;
  readonly head: Msg;
  readonly question: Msg;
  /** Said when the leader's yes was to something else. */
  readonly changed: Msg;
  /** What the question is about (the round as read), bound into the fingerprint with the findings. */
  readonly shown: unknown;
  readonly findings: readonly Problem[];
  /** Ask even with no findings: the question is about what `head` says (a tab edited by hand, to be overwritten). */
  readonly always?: boolean;
}

/**
 * The gate: undefined when the action goes on (nothing to ask, or a yes to exactly this); else what to ask.
 * Nothing to ask: no findings (unless it asks `always`).
 */
export function askFirst(options: ConsentOptions, ask: Ask): Asking | undefined {
  if (ask.findings.length === 0 && ask.always !== true) return undefined;
  const fingerprint = fingerprintOf([ask.shown, ask.findings.map((f) => [f.place ?? null, f.message])]);
  const changed = options.accept === true && options.shown !== undefined && options.shown !== fingerprint;
  if (options.accept === true && !changed) return undefined;
  return {
    title: ask.title,
    head: ask.head,
    findings: ask.findings,
    question: ask.question,
    fingerprint,
    ...(changed ? { changed: ask.changed } : {}),
  };
}

/** The summary of an outcome that asks: what changed, and what is asked about. */
export function askingSummary(a: Asking): Msg[] {
  return [...(a.changed ? [a.changed] : []), a.head];
}

/** Findings shown in a question at most; the rest as "… en nog N". */
const MAX_SHOWN = 25;

/** The question of an outcome that asks, in a language; undefined when it asks nothing. */
export function consentQuestion(outcome: Asks, lang: Lang): Question | undefined {
  const a = outcome.asking;
  if (!a) return undefined;
  const lines = a.findings.map((p) => formatProblem(p, lang));
  return {
    title: render(a.title, lang),
    lines: [
      ...(a.changed ? [render(a.changed, lang), ''] : []),
      render(a.head, lang),
      ...(lines.length > 0 ? ['', ...clipLines(lines, MAX_SHOWN, lang), ''] : []),
      render(a.question, lang),
    ],
    consent: a.fingerprint,
  };
}
