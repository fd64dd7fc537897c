/**
 * The sidebar's quick edits of a club night, as thin server functions over
 * their actions: several boards' results in one call (actions/resultEntry.ts)
 * and a board of the proposed pairing edited with the checker's verdict
 * (actions/boardEdit.ts). Arguments come from a page and are checked here;
 * every write goes through `runAction` (document lock, applied only on
 * success), and the reply carries the sidebar afresh, as the other sidebar
 * calls do (gas/sidebar.ts).
 */
import { BoardEditOutcome, editBoards } from '../actions/boardEdit';
import { ResultsOutcome, setResults } from '../actions/resultEntry';
import { formatProblem, isInputError } from '../core/problems';
import { Lang, msg, render } from '../i18n';
import type { BoardEditReply, BoardEditRequest, BoardVerdict, ResultEntry, ResultsReply } from '../ui/protocol';
import { runAction } from './run';
import { sidebarView } from '../actions/sidebarView';
import { refused, reply, roundArg, start } from './sidebar';

const isText = (v: unknown): v is string => typeof v === 'string';

function entriesArg(value: unknown): ResultEntry[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const ok = value.every(
    (e: unknown) =>
      typeof e === 'object' &&
      e !== null &&
      isText((e as ResultEntry).white) &&
      isText((e as ResultEntry).black) &&
      isText((e as ResultEntry).result),
  );
  return ok ? (value as ResultEntry[]).map((e) => ({ white: e.white, black: e.black, result: e.result })) : undefined;
}

/**
 * The results of several boards of a round in one call (the sidebar gathers what the leader types): each entry saved
 * or refused on its own row, with why.
 */
export function sidebarSetResults(round: unknown, entries: unknown): ResultsReply {
  const c = start();
  const r = roundArg(round);
  const list = entriesArg(entries);
  if (r === undefined || list === undefined) return { ...reply(refused('results', c.lang), round, c), rows: [] };
  let outcome: ResultsOutcome | undefined;
  const result = runAction(
    (w) => {
      outcome = setResults(w, { round: r, entries: list });
      return outcome;
    },
    { interactive: false, lang: c.lang, workbook: c.wb },
  );
  // Nothing written (busy, or the tab unreadable): every row says so; else each row its own verdict.
  const rows = list.map((e, i) => {
    const verdict = result.ok ? outcome?.entries[i] : undefined;
    const message = verdict?.problem
      ? formatProblem(verdict.problem, c.lang)
      : result.ok
        ? ''
        : (result.errors[0] ?? '');
    return { white: e.white, black: e.black, ok: result.ok && !verdict?.problem, message };
  });
  return { ...reply(result, round, c), rows };
}

function editArg(value: unknown): BoardEditRequest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const e = value as Record<string, unknown>;
  if (e.kind === 'swap' && isText(e.a) && isText(e.b)) return { kind: 'swap', a: e.a, b: e.b };
  if (
    e.kind === 'set' &&
    typeof e.board === 'number' &&
    Number.isInteger(e.board) &&
    isText(e.white) &&
    isText(e.black)
  )
    return { kind: 'set', board: e.board, white: e.white, black: e.black };
  return undefined;
}

function verdictOf(o: BoardEditOutcome, l: Lang): BoardVerdict {
  const lines = o.violations.map((p) => formatProblem(p, l));
  return {
    changed: o.changed.map((c) => ({
      board:
        typeof c.board === 'number' ? String(c.board) : render(msg('boardEditByeLine', c.board === 'penaltyBye'), l),
      white: c.white,
      black: c.black,
    })),
    lines: [render(lines.length === 0 ? msg('boardEditClean') : msg('confirmViolations', lines.length), l), ...lines],
    blocked: o.fatal.length > 0,
  };
}

/**
 * An edit of the proposed pairing of a round: with `save` false the checker's verdict on the pairing as it would be
 * (read only, no lock: nothing is written); with `save` true the edit into Indeling, under the lock.
 */
export function sidebarEditBoard(round: unknown, edit: unknown, save: unknown): BoardEditReply {
  const c = start();
  const r = roundArg(round);
  const e = editArg(edit);
  if (r === undefined || e === undefined || typeof save !== 'boolean')
    return { result: refused('board', c.lang), verdict: null, state: null };
  if (!save) {
    try {
      const o = editBoards(c.wb, { round: r, edit: e, write: false });
      return {
        result: { ok: true, lines: [], warnings: [], errors: [] },
        verdict: verdictOf(o, c.lang),
        state: null,
      };
    } catch (err) {
      if (!isInputError(err)) throw err;
      return {
        result: { ok: false, lines: [], warnings: [], errors: err.errors.map((p) => formatProblem(p, c.lang)) },
        verdict: null,
        state: null,
      };
    }
  }
  let outcome: BoardEditOutcome | undefined;
  const result = runAction(
    (w) => {
      outcome = editBoards(w, { round: r, edit: e, write: true });
      return outcome;
    },
    { interactive: false, lang: c.lang, workbook: c.wb },
  );
  return {
    result,
    verdict: result.ok && outcome ? verdictOf(outcome, c.lang) : null,
    state: sidebarView(c.wb, c.lang, r),
  };
}
