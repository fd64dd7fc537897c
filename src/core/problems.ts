/**
 * Located problems: every complaint about the input names its place
 * (`Uitslagen!D7: onbekende uitslag "1-1"`), so a club leader can find it.
 */
import { Msg, Lang, render, msg } from '../i18n';

/** A place in the workbook: a tab, optionally a row, optionally a column (1-based). */
export interface Place {
  readonly tab: string;
  readonly row?: number;
  readonly col?: number;
}

type Severity = 'error' | 'warning';

export interface Problem {
  readonly severity: Severity;
  readonly place?: Place | undefined;
  readonly message: Msg;
}

/** The place of a whole tab, or none when there is no such tab. */
export function tabPlace(tab: string | undefined): Place | undefined {
  return tab ? { tab } : undefined;
}

/** Column number → letters (1 → A, 27 → AA). */
export function columnLetters(col: number): string {
  let s = '';
  while (col > 0) {
    const r = (col - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    col = Math.floor((col - 1) / 26);
  }
  return s;
}

/**
 * A place as people read it: a cell as Sheets names it (`Uitslagen!D7`), a
 * whole row in words (`Uitslagen, rij 7` / `Uitslagen, row 7`), or the tab.
 * Without a language (a place inside another message, formatted before the
 * language is known) a whole row is written `Uitslagen!7`.
 */
export function formatPlace(place: Place, lang?: Lang): string {
  const col = place.col ? columnLetters(place.col) : '';
  if (place.row && !col && lang) return render(msg('placeRow', place.tab, place.row), lang);
  const row = place.row ? String(place.row) : '';
  return col || row ? `${place.tab}!${col}${row}` : place.tab;
}

export function formatProblem(problem: Problem, lang: Lang): string {
  const text = render(problem.message, lang);
  return problem.place ? render(msg('problemAt', formatPlace(problem.place, lang), text), lang) : text;
}

/** The first `max` lines of a list, and "… en nog N" for the rest. */
export function clipLines(lines: readonly string[], max: number, lang: Lang): string[] {
  if (lines.length <= max) return [...lines];
  return [...lines.slice(0, max), render(msg('moreProblems', lines.length - max), lang)];
}

/** Collects problems while reading, so all of them are reported at once. */
export class Problems {
  readonly list: Problem[] = [];

  error(place: Place | undefined, message: Msg): void {
    this.list.push({ severity: 'error', place, message });
  }

  warning(place: Place | undefined, message: Msg): void {
    this.list.push({ severity: 'warning', place, message });
  }

  get errors(): Problem[] {
    return this.list.filter((p) => p.severity === 'error');
  }

  get warnings(): Problem[] {
    return this.list.filter((p) => p.severity === 'warning');
  }

  hasErrors(): boolean {
    return this.list.some((p) => p.severity === 'error');
  }

  /** Throws an InputError carrying every problem when any of them is an error. */
  throwIfErrors(): void {
    if (this.hasErrors()) throw new InputError(this.list);
  }
}

/**
 * Thrown when the input cannot be used. Carries every problem found (errors and
 * warnings); nothing has been written when it is thrown.
 */
export class InputError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    const first = problems.find((p) => p.severity === 'error') ?? problems[0];
    super(first ? formatProblem(first, 'nl') : 'invoerfout');
    this.name = 'InputError';
    this.problems = problems;
  }

  get errors(): Problem[] {
    return this.problems.filter((p) => p.severity === 'error');
  }

  /** All errors, one per line, in the user's language. */
  describe(lang: Lang): string {
    return this.errors.map((p) => formatProblem(p, lang)).join('\n');
  }
}

export function isInputError(e: unknown): e is InputError {
  return e instanceof Error && e.name === 'InputError' && Array.isArray((e as InputError).problems);
}
