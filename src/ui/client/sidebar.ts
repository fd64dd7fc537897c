/**
 * The round sidebar as a club night's guide: a status area that stays in view
 * (progress, what the last click did, warnings, errors with their cell, the
 * yes/no question), the night's steps in order with the next one as the one
 * primary button, the proposed pairing before the round is confirmed, the
 * games with their results, attendance (sorted by ranking or name, with a
 * filter), and the season's actions apart. Every change goes to the server
 * through google.script.run (the `server` layer below); the reply carries what
 * happened and the sidebar afresh. While a call runs, the controls are
 * disabled and a progress bar shows, so one click is one action. A result or
 * absence that could not be saved because the spreadsheet stayed busy keeps
 * its chosen value on its row, with a retry button.
 */
import type {
  ActionButton,
  FieldView,
  BoardEditReply,
  BoardEditRequest,
  ResultEntry,
  ResultsReply,
  Choice,
  GameLine,
  KeezenNightView,
  PlayerLine,
  ProposalView,
  RunResult,
  SidebarReply,
  SidebarState,
  StepLine,
} from '../protocol';
import type { ViewKey } from '../../i18n/views';
import { applyTexts, byId, call as callByName, clear, errorText, h, isBusy, messageBox, setBusy, t } from './common';
import { call } from './server';

/**
 * The server functions this page calls (sidebar.ts on the server), in one place: typed from the
 * server's exports (./server). The score forms' menu item is a function the build generates from
 * the action catalogue, so it is called by name.
 */
const server = {
  state: (round: number | null): Promise<SidebarState> => call('sidebarState', round),
  setAbsence: (round: number, name: string, reason: string): Promise<SidebarReply> =>
    call('sidebarSetAbsence', round, name, reason),
  /** `accepted`: the question's consent (what was shown), or true for a bare yes; `values`: the entry's form. */
  run: (
    actionId: string,
    round: number,
    accepted?: string | boolean,
    values: Record<string, string> = {},
  ): Promise<SidebarReply> =>
    call('sidebarRun', actionId, round, typeof accepted === 'string' ? accepted : accepted === true, values),
  setPresence: (name: string, present: boolean): Promise<SidebarReply> => call('sidebarSetPresence', name, present),
  setResults: (round: number, entries: ResultEntry[]): Promise<ResultsReply> =>
    call('sidebarSetResults', round, entries),
  editBoard: (round: number, edit: BoardEditRequest, save: boolean): Promise<BoardEditReply> =>
    call('sidebarEditBoard', round, edit, save),
  enterForm: (table: number, values: Record<string, string>): Promise<SidebarReply> =>
    call('sidebarEnterForm', table, values),
  newCompetition: () => call('menuNewCompetition'),
  scoreForms: () => callByName<unknown>('menuScoreForms'),
};

let state: SidebarState | undefined;
let sortBy: 'rank' | 'name' = 'rank';

/** A row's edit: which row, the value chosen, and how to send it again. */
interface RowEdit {
  readonly key: string;
  readonly value: string;
  readonly send: () => Promise<SidebarReply>;
}

/** Edits the spreadsheet was too busy to take: they stay on their row until sent or changed. */
const pending = new Map<string, RowEdit>();
/** What the last edit of a row did, shown on that row. */
let rowNote: { key: string; kind: 'ok' | 'error'; text: string } | undefined;

const playerKey = (name: string) => `p:${name}`;
const gameKey = (g: GameLine) => `g:${g.white}\u0000${g.black}`;

/** Scrolling puts things below the sticky status area, not under it. */
function keepClearOfStatus(): void {
  document.documentElement.style.scrollPaddingTop = `${byId('status').offsetHeight + 4}px`;
}

/** The question of an action that asks first: yes runs it again, accepted; no leaves everything as it was. */
function askQuestion(
  result: RunResult,
  actionId: string,
  label: string,
  round: number,
  values?: Record<string, string>,
): HTMLElement {
  const q = result.question!;
  const yes = h('button', { type: 'button', class: 'primary', id: 'answer-yes' }, t('yes'));
  const no = h('button', { type: 'button', id: 'answer-no' }, t('no'));
  yes.addEventListener('click', () => {
    // An action with a form is asked about what its form said: the yes sends the same values again.
    void act(label, () => server.run(actionId, round, q.consent ?? true, values), values ? { form: actionId } : {});
  });
  no.addEventListener('click', () => {
    clear(byId('messages'));
    keepClearOfStatus();
  });
  return h(
    'div',
    { class: 'box note question', role: 'alertdialog', 'aria-labelledby': 'question-title' },
    h('strong', { id: 'question-title' }, q.title),
    h('ul', { class: 'scroll' }, ...q.lines.filter((l) => l !== '').map((l) => h('li', {}, l))),
    h('div', { class: 'buttons end' }, no, yes),
  );
}

/**
 * Lines in a box that stays small: one line as it is; more folded behind their count ("3 opmerkingen ▸"), the first
 * shown beside the count when `lead` (an error's first line is what to fix first).
 */
function folded(kind: 'ok' | 'error' | 'note', lines: readonly string[], one: ViewKey, many: ViewKey, lead = false) {
  if (lines.length <= 1) return messageBox(kind, '', lines);
  const count = `${lines.length} ${t(lines.length === 1 ? one : many)}`;
  return h(
    'details',
    { class: `box ${kind} fold`, role: kind === 'error' ? 'alert' : 'status' },
    h('summary', {}, lead ? `${lines[0]!} (${count})` : count),
    h('ul', { class: 'scroll' }, ...lines.slice(lead ? 1 : 0).map((l) => h('li', {}, l))),
  );
}

/**
 * What the last click did, in the status area, kept small. A row's edit says its error on its row only (`onRow`):
 * each error is shown once, where it belongs.
 */
function showResult(
  result: RunResult | undefined,
  failure?: string,
  asked?: { id: string; label: string; round: number; values?: Record<string, string> },
  onRow = false,
): void {
  const box = clear(byId('messages'));
  if (failure !== undefined) box.appendChild(messageBox('error', t('connectionFailed'), [failure]));
  else if (result?.question && asked) {
    box.appendChild(askQuestion(result, asked.id, asked.label, asked.round, asked.values));
    byId('answer-yes').focus({ preventScroll: true });
  } else if (result) {
    if (result.ok && result.lines.length > 0)
      box.appendChild(folded('ok', result.lines, 'remarkOne', 'remarkMany', true));
    // Busy is no fault of the input: a note, and the row keeps its value with a retry.
    if (result.busy) box.appendChild(messageBox('note', '', result.errors));
    else if (result.errors.length > 0 && !onRow)
      box.appendChild(folded('error', result.errors, 'problemOne', 'problemMany', true));
    if (result.warnings.length > 0) box.appendChild(folded('note', result.warnings, 'remarkOne', 'remarkMany'));
  }
  keepClearOfStatus();
}

function select(
  className: string,
  choices: readonly Choice[],
  value: string,
  extra: Record<string, string> = {},
): HTMLSelectElement {
  const el = h('select', { class: className, ...extra }) as HTMLSelectElement;
  for (const c of choices) el.appendChild(h('option', { value: c.value, selected: c.value === value }, c.label));
  el.value = value;
  return el;
}

/** The row's feedback: saved, the error, or the value still to save with a retry. */
function rowFeedback(key: string): HTMLElement | null {
  const waiting = pending.get(key);
  if (waiting) {
    const retry = h('button', { type: 'button', class: 'retry' }, t('retry'));
    retry.addEventListener('click', () => void editRow(waiting));
    return h('div', { class: 'row-note pending', role: 'status' }, h('span', {}, t('notSaved')), retry);
  }
  if (rowNote?.key !== key) return null;
  return rowNote.kind === 'ok'
    ? h('span', { class: 'mark', title: rowNote.text }, `✓ ${t('saved')}`)
    : h('div', { class: 'row-note error', role: 'alert' }, rowNote.text);
}

/** A row's select: the server's value, or the one still waiting to be saved. */
function rowSelect(
  key: string,
  className: string,
  choices: readonly Choice[],
  value: string,
  label: string,
  send: (value: string) => () => Promise<SidebarReply>,
): HTMLSelectElement {
  const waiting = pending.get(key);
  const sel = select(className, choices, waiting?.value ?? value, { 'aria-label': label, 'data-key': key });
  sel.addEventListener('change', () => {
    pending.delete(key);
    void editRow({ key, value: sel.value, send: send(sel.value) });
  });
  return sel;
}

function playerRow(p: PlayerLine, s: SidebarState): HTMLElement {
  const key = playerKey(p.name);
  const rank = h('span', { class: 'rank' }, p.rank > 0 ? String(p.rank) : '');
  const attrs = {
    class: `player ${p.status}${pending.has(key) ? ' waiting' : ''}`,
    'data-name': p.name,
    'data-key': key,
  };
  if (p.status === 'paired') {
    return h(
      'li',
      attrs,
      rank,
      h('span', { class: 'name' }, p.name),
      h('span', { class: 'detail' }, p.detail || t('paired')),
    );
  }
  // A bye is set by the pairing: shown, not chosen.
  const isBye = p.reason === 'bye' || p.reason === 'penaltyBye';
  const choices: Choice[] = [{ value: '', label: t('present') }, ...s.reasons];
  if (isBye) choices.push(...s.allReasons.filter((r) => r.value === p.reason));
  const sel = rowSelect(
    key,
    'reason',
    choices,
    p.reason,
    p.name,
    (value) => () => server.setAbsence(s.round, p.name, value),
  );
  if (isBye) {
    sel.dataset.locked = 'true';
    sel.disabled = true;
  }
  return h('li', attrs, rank, h('span', { class: 'name' }, p.name), sel, rowFeedback(key));
}

/** A result typed or clicked and not yet saved: sent with the others after a pause (one call for several boards). */
interface ResultDraft {
  readonly white: string;
  readonly black: string;
  value: string;
  /** dirty: to send; sending: in a call; failed: refused or not saved, with why. */
  status: 'dirty' | 'sending' | 'failed';
  message: string;
}

const drafts = new Map<string, ResultDraft>();
/** The rows whose last save succeeded (a ✓ on the row until it is changed again). */
const savedRows = new Set<string>();
let flushTimer: number | undefined;
let sending = false;
/** The pause after the last key before the results go out together. */
const RESULT_PAUSE_MS = 700;

/** The result a key gives on a row (undefined: the key is not a result key). `r` steps through the forfeits. */
function resultForKey(key: string, current: string): string | undefined {
  if (key === '1') return '1-0';
  if (key === '0') return '0-1';
  if (key === '=' || key === '½' || key === '5' || key === 'h') return '½-½';
  if (key === '+') return '+-';
  if (key === '-') return '-+';
  if (key === 'r' || key === 'R') return current === '+-' ? '-+' : current === '-+' ? '--' : '+-';
  if (key === 'Delete' || key === 'Backspace') return '';
  return undefined;
}

function shownResult(key: string, g: GameLine): string {
  return drafts.get(key)?.value ?? g.result;
}

/** The row's mark: saving, saved, or why not (each error once, on its row). */
function resultNote(key: string): HTMLElement | null {
  const d = drafts.get(key);
  if (d?.status === 'failed') {
    const retry = h('button', { type: 'button', class: 'retry' }, t('retry'));
    retry.addEventListener('click', () => {
      d.status = 'dirty';
      void flushResults();
    });
    return h(
      'div',
      { class: 'row-note error', role: 'alert' },
      h('span', {}, `${t('notSavedRow')} ${d.message}`),
      retry,
    );
  }
  if (d) return h('span', { class: 'mark pending' }, t('saving'));
  return savedRows.has(key) ? h('span', { class: 'mark' }, `✓ ${t('saved')}`) : null;
}

function gameRow(g: GameLine, s: SidebarState): HTMLElement {
  const key = gameKey(g);
  const value = shownResult(key, g);
  const chips = h(
    'div',
    { class: 'chips', role: 'radiogroup', 'aria-label': `${t('board')} ${g.board}` },
    ...s.results.map((r) => {
      const chip = h(
        'button',
        {
          type: 'button',
          class: `chip${r.value === value ? ' on' : ''}`,
          'data-result': r.value,
          role: 'radio',
          'aria-checked': r.value === value ? 'true' : 'false',
          tabindex: '-1',
        },
        r.label,
      );
      chip.addEventListener('click', () => setDraft(g, r.value === value ? '' : r.value, s));
      return chip;
    }),
  );
  const li = h(
    'li',
    {
      class: `game${drafts.has(key) ? ' waiting' : ''}`,
      'data-board': String(g.board),
      'data-key': key,
      'data-result': value,
      tabindex: '0',
    },
    h('span', { class: 'board' }, String(g.board)),
    h('span', { class: 'pair' }, h('span', { class: 'white' }, g.white), ' – ', h('span', { class: 'black' }, g.black)),
    chips,
    resultNote(key),
  );
  li.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const rows = Array.from(document.querySelectorAll<HTMLElement>('#games li.game'));
      rows[rows.indexOf(li) + (e.key === 'ArrowDown' ? 1 : -1)]?.focus();
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      void flushResults();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const next = resultForKey(e.key, shownResult(key, g));
    if (next === undefined) return;
    e.preventDefault();
    setDraft(g, next, s);
  });
  return li;
}

/** A result chosen on a row: drawn on the row at once, sent with the others after a pause. */
function setDraft(g: GameLine, value: string, s: SidebarState): void {
  const key = gameKey(g);
  const d = drafts.get(key);
  if (d && d.status !== 'sending') Object.assign(d, { value, status: 'dirty', message: '' });
  else if (value !== g.result || d)
    drafts.set(key, { white: g.white, black: g.black, value, status: 'dirty', message: '' });
  savedRows.delete(key);
  redrawRow(g, s);
  window.clearTimeout(flushTimer);
  flushTimer = window.setTimeout(() => void flushResults(), RESULT_PAUSE_MS);
}

/** Redraws one game row in place, keeping the focus on it when it had it. */
function redrawRow(g: GameLine, s: SidebarState): void {
  const key = gameKey(g);
  const old = Array.from(document.querySelectorAll<HTMLElement>('#games li')).find((el) => el.dataset.key === key);
  if (!old) return;
  const had = old.contains(document.activeElement);
  const row = gameRow(g, s);
  old.replaceWith(row);
  if (had) row.focus({ preventScroll: true });
}

/** Sends every result waiting, in one call; each row then says saved, or why not. One call at a time. */
async function flushResults(): Promise<void> {
  window.clearTimeout(flushTimer);
  const s = state;
  const ready = [...drafts.entries()].filter(([, d]) => d.status === 'dirty');
  if (!s || ready.length === 0) return;
  if (sending || isBusy()) {
    flushTimer = window.setTimeout(() => void flushResults(), RESULT_PAUSE_MS);
    return;
  }
  sending = true;
  const sent = ready.map(([key, d]) => ({ key, value: d.value }));
  for (const [, d] of ready) d.status = 'sending';
  const entries = ready.map(([, d]) => ({ white: d.white, black: d.black, result: d.value }));
  let reply: ResultsReply | undefined;
  let failure: string | undefined;
  try {
    reply = await server.setResults(s.round, entries);
  } catch (e) {
    failure = errorText(e);
  }
  sending = false;
  sent.forEach(({ key, value }, i) => {
    const d = drafts.get(key);
    // Changed again meanwhile: that value goes out next.
    if (!d || d.value !== value) {
      if (d) d.status = 'dirty';
      return;
    }
    const row = reply?.rows[i];
    if (row?.ok) {
      drafts.delete(key);
      savedRows.add(key);
    } else Object.assign(d, { status: 'failed', message: row?.message || failure || '' });
  });
  const focused = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('li[data-key]')?.dataset.key;
  if (reply) {
    render(reply.state);
    showResult(reply.result, undefined, undefined, true);
  } else {
    render(s);
    showResult(undefined, failure);
  }
  // The leader's row stays focused and in view (below the status area, which may have grown); else a refused row.
  const rowOf = (k: string) =>
    Array.from(document.querySelectorAll<HTMLElement>('li[data-key]')).find((el) => el.dataset.key === k);
  const failed = [...drafts.entries()].find(([, d]) => d.status === 'failed')?.[0];
  const li = focused !== undefined ? rowOf(focused) : failed !== undefined ? rowOf(failed) : undefined;
  li?.scrollIntoView({ block: 'nearest' });
  if (focused !== undefined) li?.focus({ preventScroll: true });
  if ([...drafts.values()].some((d) => d.status === 'dirty')) void flushResults();
}

/** "why?" on demand: a disclosure under the line. */
function why(text: string): HTMLElement | null {
  return text === '' ? null : h('details', { class: 'why' }, h('summary', {}, t('why')), h('p', {}, text));
}

/** The first name clicked in the proposal: the second one swaps with it. */
let picked: string | undefined;
/** The edit whose verdict is shown, to save with one more click. */
let shownEdit: BoardEditRequest | undefined;

/** A name of the proposal as a button: two clicks swap two players. */
function pickButton(name: string, side: string, label = name): HTMLElement {
  const b = h(
    'button',
    {
      type: 'button',
      class: `pick ${side}${picked === name ? ' picked' : ''}`,
      'data-name': name,
      'aria-pressed': String(picked === name),
      title: label === name ? undefined : name,
      'aria-label': label === name ? undefined : name,
    },
    label,
  );
  b.addEventListener('click', () => {
    if (picked === undefined || picked === name) {
      picked = picked === name ? undefined : name;
      if (state) renderProposal(state.proposal);
      return;
    }
    const edit: BoardEditRequest = { kind: 'swap', a: picked, b: name };
    picked = undefined;
    if (state) renderProposal(state.proposal);
    void preview(edit);
  });
  return b;
}

/** The checker's verdict on an edit, beside the proposal, before anything is written. */
async function preview(edit: BoardEditRequest): Promise<void> {
  const s = state;
  if (!s) return;
  const panel = clear(byId('board-verdict'));
  panel.hidden = false;
  panel.appendChild(h('p', { class: 'hint' }, t('checking')));
  let reply: BoardEditReply;
  try {
    reply = await server.editBoard(s.round, edit, false);
  } catch (e) {
    clear(panel).appendChild(messageBox('error', t('connectionFailed'), [errorText(e)]));
    return;
  }
  clear(panel);
  if (!reply.result.ok || !reply.verdict) {
    shownEdit = undefined;
    panel.appendChild(folded('error', reply.result.errors, 'problemOne', 'problemMany', true));
    return;
  }
  const v = reply.verdict;
  shownEdit = edit;
  panel.appendChild(
    h(
      'ul',
      { class: 'changed' },
      ...v.changed.map((c) => h('li', {}, `${c.board}: ${c.white}${c.black !== '' ? ` – ${c.black}` : ''}`)),
    ),
  );
  const [head, ...rules] = v.lines;
  panel.appendChild(
    rules.length === 0
      ? messageBox('ok', '', [head ?? ''])
      : folded(v.blocked ? 'error' : 'note', [head ?? '', ...rules], 'remarkOne', 'remarkMany', true),
  );
  const save = h('button', { type: 'button', class: 'secondary', id: 'edit-save' }, t('saveEdit')) as HTMLButtonElement;
  const cancel = h('button', { type: 'button', id: 'edit-cancel' }, t('cancel'));
  if (v.blocked || v.changed.length === 0) {
    save.disabled = true;
    save.dataset.locked = 'true';
  }
  save.addEventListener('click', () => {
    const e = shownEdit;
    if (!e) return;
    void act(t('saveEdit'), async () => {
      const r = await server.editBoard(s.round, e, true);
      return { result: r.result, state: r.state ?? s };
    }).then(() => {
      shownEdit = undefined;
      byId('board-verdict').hidden = true;
      byId('proposal').scrollIntoView({ block: 'nearest' });
    });
  });
  cancel.addEventListener('click', () => {
    shownEdit = undefined;
    clear(panel).hidden = true;
  });
  panel.appendChild(h('div', { class: 'buttons end' }, cancel, save));
  panel.scrollIntoView({ block: 'nearest' });
  save.focus({ preventScroll: true });
}

/** The form that sets a board by hand: the board, white and black, checked as soon as all three are chosen. */
function renderSetBoard(p: ProposalView, s: SidebarState): void {
  const form = clear(byId('set-board'));
  const names = [
    ...p.boards.flatMap((b) => [b.white, b.black]),
    ...p.byes.map((b) => b.name),
    ...s.players.filter((x) => x.status === 'present' && !p.byes.some((b) => b.name === x.name)).map((x) => x.name),
  ];
  const unique = [...new Set(names)].sort((a, b) => a.localeCompare(b, s.lang));
  const choices = (label: string): Choice[] => [{ value: '', label }, ...unique.map((n) => ({ value: n, label: n }))];
  const board = select(
    'set-board-board',
    [
      { value: '', label: t('board') },
      ...p.boards.map((b) => ({ value: String(b.board), label: `${t('board')} ${b.board}` })),
    ],
    '',
    { 'aria-label': t('board') },
  );
  const white = select('set-board-white', choices(t('white')), '', { 'aria-label': t('white') });
  const black = select('set-board-black', choices(t('black')), '', { 'aria-label': t('black') });
  board.addEventListener('change', () => {
    const b = p.boards.find((x) => String(x.board) === board.value);
    white.value = b?.white ?? '';
    black.value = b?.black ?? '';
  });
  const check = () => {
    if (board.value === '' || white.value === '' || black.value === '') return;
    void preview({ kind: 'set', board: Number(board.value), white: white.value, black: black.value });
  };
  white.addEventListener('change', check);
  black.addEventListener('change', check);
  form.append(h('p', { class: 'hint' }, t('setBoardHint')), h('div', { class: 'set-board-row' }, board, white, black));
}

function renderProposal(p: ProposalView | null): void {
  byId('proposal').hidden = p === null;
  if (!p) return;
  byId('proposal-title').textContent = p.title;
  const lines = clear(byId('proposal-lines'));
  // A proposal from before a late arrival or a departure says so first.
  if (p.stale !== '') lines.appendChild(h('li', { class: 'stale' }, p.stale));
  for (const l of p.lines) lines.appendChild(h('li', {}, l));
  if (p.problems.length > 0)
    lines.appendChild(h('li', {}, folded('error', p.problems, 'problemOne', 'problemMany', true)));
  const editable = p.problems.length === 0 && p.boards.length > 0;
  byId('board-edit').hidden = !editable;
  byId('board-edit-hint').hidden = !editable;
  const boards = clear(byId('proposal-boards'));
  for (const b of p.boards) {
    boards.appendChild(
      h(
        'li',
        { class: b.changed ? 'game proposed changed' : 'game proposed', 'data-board': String(b.board) },
        h('span', { class: 'board' }, String(b.board)),
        h(
          'span',
          { class: 'pair' },
          editable ? pickButton(b.white, 'white') : h('span', { class: 'white' }, b.white),
          ' – ',
          editable ? pickButton(b.black, 'black') : h('span', { class: 'black' }, b.black),
          b.changed ? h('span', { class: 'changed-mark' }, ` · ${t('boardChanged')}`) : null,
          why(b.why),
        ),
      ),
    );
  }
  const byes = clear(byId('proposal-byes'));
  for (const b of p.byes)
    byes.appendChild(
      h(
        'li',
        { class: b.changed ? 'bye changed' : 'bye', 'data-name': b.name },
        h('span', { class: 'pair' }, b.line, editable ? pickButton(b.name, 'bye', '⇄') : null, why(b.why)),
      ),
    );
  if (editable && state) renderSetBoard(p, state);
}

/** What the leader typed into an action's form, kept across redraws until the action ran; the form left open. */
const actionDrafts = new Map<string, Record<string, string>>();
let openForm: string | undefined;

/** A box of an action's form: a name of the round's list, a result or reason to choose, a round or number typed. */
function actionField(f: FieldView, id: string, s: SidebarState, draft: Record<string, string>): HTMLElement {
  const boxId = `form-${id}-${f.name}`;
  const value = draft[f.name] ?? '';
  const attrs = { id: boxId, name: f.name, required: f.required };
  let box: HTMLElement;
  if (f.type === 'result' || f.type === 'reason') {
    const choices = f.type === 'result' ? s.results : s.reasons;
    box = select('field', [{ value: '', label: '' }, ...choices], value, { id: boxId, name: f.name });
  } else {
    box = h('input', {
      ...attrs,
      class: 'field',
      type: f.type === 'round' ? 'number' : 'text',
      autocomplete: 'off',
      spellcheck: 'false',
      ...(f.type === 'round' ? { min: '1', max: String(s.rounds), inputmode: 'numeric' } : {}),
      ...(f.type === 'number' ? { inputmode: 'decimal' } : {}),
      ...(f.type === 'player' ? { list: 'roster-names' } : {}),
    });
    (box as HTMLInputElement).value = value;
  }
  box.addEventListener('input', () => {
    actionDrafts.set(id, { ...(actionDrafts.get(id) ?? {}), [f.name]: (box as HTMLInputElement).value });
  });
  box.addEventListener('change', () => {
    actionDrafts.set(id, { ...(actionDrafts.get(id) ?? {}), [f.name]: (box as HTMLInputElement).value });
  });
  return h('label', { class: 'form-field', for: boxId }, h('span', {}, f.label), box);
}

/**
 * An action with fields: its button opens a small form (the names of the round's list offered in a player's box);
 * sending it runs the action with the values. Its error shows in the status area; what was typed stays until the
 * action ran.
 */
function actionForm(a: ActionButton, s: SidebarState): HTMLElement {
  const fields = a.fields ?? [];
  const draft = actionDrafts.get(a.id) ?? {};
  // Not a primary button: the night keeps one, its next step.
  const send = h('button', { type: 'submit', class: 'secondary', 'data-send': a.id }, a.label);
  const form = h(
    'form',
    { class: 'action-form', 'data-form': a.id },
    ...fields.map((f) => actionField(f, a.id, s, draft)),
    h('div', { class: 'buttons end' }, send),
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const values: Record<string, string> = {};
    for (const f of fields) {
      const box = form.elements.namedItem(f.name) as HTMLInputElement | HTMLSelectElement | null;
      values[f.name] = box ? box.value.trim() : '';
    }
    actionDrafts.set(a.id, values);
    void act(a.label, () => server.run(a.id, s.round, undefined, values), {
      asked: { id: a.id, label: a.label, round: s.round, values },
      form: a.id,
    });
  });
  const details = h(
    'details',
    { class: 'action-details', 'data-action-form': a.id, open: openForm === a.id },
    h('summary', { class: 'secondary', 'data-action': a.id }, a.label),
    form,
  ) as HTMLDetailsElement;
  details.addEventListener('toggle', () => {
    if (details.open) {
      openForm = a.id;
      form.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
    } else if (openForm === a.id) openForm = undefined;
  });
  return details;
}

/** The names a player's box offers: the round's list. */
function renderRoster(s: SidebarState): void {
  let list = document.getElementById('roster-names');
  if (!list) {
    list = h('datalist', { id: 'roster-names' });
    document.body.appendChild(list);
  }
  clear(list);
  for (const p of s.players) list.appendChild(h('option', { value: p.name }));
}

function actionButton(a: ActionButton, s: SidebarState): HTMLElement {
  if ((a.fields ?? []).length > 0 && a.blocked === '') return actionForm(a, s);
  const button = h(
    'button',
    { type: 'button', class: a.primary ? 'primary' : 'secondary', 'data-action': a.id, title: a.blocked || undefined },
    a.label,
  ) as HTMLButtonElement;
  if (a.blocked !== '') {
    button.dataset.locked = 'true';
    button.disabled = true;
  }
  button.addEventListener('click', () => {
    void act(a.label, () => server.run(a.id, s.round), {
      asked: { id: a.id, label: a.label, round: s.round },
    });
  });
  return button;
}

/** A step done by hand leads to its place in the sidebar (the step names it): the button's text by that place. */
const GO_TEXT: Readonly<Record<string, ViewKey>> = {
  attendance: 'goAttendance',
  'keezen-entrants': 'goAttendance',
  'games-section': 'goResults',
  'keezen-tables': 'goResults',
};

function goTo(target: string): void {
  const section = byId(target);
  section.scrollIntoView({ block: 'start' });
  const first =
    target === 'attendance'
      ? byId<HTMLInputElement>('filter')
      : (section.querySelector<HTMLElement>('li.game[data-result=""]') ??
        section.querySelector<HTMLElement>(
          'li:not([hidden]) select:not(:disabled), li:not([hidden]) input:not(:disabled), li:not([hidden]) summary',
        ));
  first?.focus({ preventScroll: true });
}

/**
 * A step's buttons; the night's one primary button goes into the status area (`next`), where it stays in view
 * whatever the leader scrolled to, and its step points there.
 */
function stepItem(step: StepLine, s: SidebarState, next: HTMLElement[]): HTMLElement {
  const buttons: HTMLElement[] = [];
  for (const a of step.actions) (a.primary ? next : buttons).push(actionButton(a, s));
  const go = GO_TEXT[step.section];
  if (go && step.status !== 'blocked') {
    const b = h(
      'button',
      { type: 'button', class: step.status === 'next' ? 'primary' : 'secondary', 'data-goto': step.section },
      t(go),
    );
    b.addEventListener('click', () => goTo(step.section));
    (step.status === 'next' ? next : buttons).push(b);
  }
  return h(
    'li',
    { class: `step ${step.status}`, 'data-step': step.id, 'aria-current': step.status === 'next' ? 'step' : undefined },
    h(
      'div',
      { class: 'step-head' },
      h('span', { class: 'step-label' }, step.label),
      step.status === 'done' ? h('span', { class: 'mark' }, `✓ ${t('stepDone')}`) : null,
    ),
    h('p', { class: 'step-note' }, step.note),
    buttons.length > 0 ? h('div', { class: 'buttons' }, ...buttons) : null,
  );
}

/** Names without accents, in lower case: what the filter compares. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function sortedPlayers(players: readonly PlayerLine[]): PlayerLine[] {
  const byName = (a: PlayerLine, b: PlayerLine) => a.name.localeCompare(b.name, document.documentElement.lang || 'nl');
  if (sortBy === 'name') return [...players].sort(byName);
  return [...players].sort((a, b) => (a.rank || Infinity) - (b.rank || Infinity) || byName(a, b));
}

/** Shows the players whose name holds the filter text. */
function applyFilter(): void {
  const wanted = fold(byId<HTMLInputElement>('filter').value.trim());
  let shown = 0;
  document.querySelectorAll<HTMLElement>('#players li').forEach((li) => {
    const hit = wanted === '' || fold(li.dataset.name ?? '').includes(wanted);
    li.hidden = !hit;
    if (hit) shown++;
  });
  byId('no-match').hidden = shown > 0 || (state?.players.length ?? 0) === 0;
}

function renderPlayers(s: SidebarState): void {
  const players = clear(byId('players'));
  for (const p of sortedPlayers(s.players)) players.appendChild(playerRow(p, s));
  const count = (status: PlayerLine['status']) => s.players.filter((p) => p.status === status).length;
  const parts: string[] = [`${count('present')} ${t('present')}`, `${count('absent')} ${t('absent')}`];
  if (count('paired') > 0) parts.push(`${count('paired')} ${t('paired')}`);
  byId('counts').textContent = s.players.length > 0 ? parts.join(' · ') : '';
  byId('no-players').hidden = s.players.length > 0;
  applyFilter();
}

function renderButtons(container: string, section: string, buttons: readonly ActionButton[], s: SidebarState): void {
  const box = clear(byId(container));
  for (const a of buttons) {
    const button = actionButton(a, s);
    box.appendChild(
      a.blocked === ''
        ? button
        : h('span', { class: 'with-reason' }, button, h('span', { class: 'reason' }, a.blocked)),
    );
  }
  byId(section).hidden = buttons.length === 0;
}

/** The typed boxes of forms not yet saved, kept across redraws of the list. */
const formDrafts = new Map<string, Record<string, string>>();

/** A score form's box as the paper form has it: a number or time typed, a tick box, or a choice of side. */
function formField(
  f: KeezenNightView['fields'][number],
  key: string,
  draft: Record<string, string>,
  sides: readonly string[],
) {
  const keep = (value: string) => formDrafts.set(key, { ...(formDrafts.get(key) ?? {}), [f.key]: value });
  if (f.kind === 'tick') {
    const [no, yes] = [f.choices[0]?.value ?? '', f.choices[1]?.value ?? ''];
    const box = h('input', {
      type: 'checkbox',
      name: f.key,
      checked: draft[f.key] === yes,
      'data-yes': yes,
      'data-no': no,
    }) as HTMLInputElement;
    box.addEventListener('change', () => keep(box.checked ? yes : no));
    return h('label', { class: 'field tick' }, box, h('span', {}, f.label));
  }
  if (f.kind === 'side') {
    const options = f.choices.map((c) => {
      const radio = h('input', {
        type: 'radio',
        name: `${key}:${f.key}`,
        value: c.value,
        'data-field': f.key,
        checked: (draft[f.key] ?? '') === c.value && (c.value !== '' || draft[f.key] !== undefined),
      }) as HTMLInputElement;
      radio.addEventListener('change', () => keep(c.value));
      // A side is named by its team or players too, as on the paper form.
      const side = c.value === 'A' ? sides[0] : c.value === 'B' ? sides[1] : undefined;
      return h('label', { class: 'choice', title: side }, radio, h('span', {}, c.label));
    });
    return h('fieldset', { class: 'field side' }, h('legend', {}, f.label), ...options);
  }
  const input = h('input', {
    type: 'text',
    name: f.key,
    value: draft[f.key] ?? '',
    autocomplete: 'off',
    spellcheck: 'false',
    inputmode: f.key.startsWith('home') ? 'numeric' : undefined,
  }) as HTMLInputElement;
  input.addEventListener('input', () => keep(input.value));
  return h('label', { class: 'field' }, h('span', {}, f.label), input);
}

/** What a score form holds now, by column key: the typed text, the tick's word, the side chosen ('' = none). */
function formValues(form: HTMLElement, k: KeezenNightView): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of k.fields) {
    if (f.kind === 'tick') {
      const box = form.querySelector<HTMLInputElement>(`input[name="${f.key}"]`);
      values[f.key] = box ? (box.checked ? (box.dataset.yes ?? '') : (box.dataset.no ?? '')) : '';
    } else if (f.kind === 'side')
      values[f.key] = form.querySelector<HTMLInputElement>(`input[data-field="${f.key}"]:checked`)?.value ?? '';
    else values[f.key] = (form.querySelector<HTMLInputElement>(`input[name="${f.key}"]`)?.value ?? '').trim();
  }
  return values;
}

/** A score form to fill in under its table, like the paper form; checked on the server as the standings check it. */
function scoreForm(table: number, k: KeezenNightView, key: string, sides: readonly string[]): HTMLElement {
  const draft = formDrafts.get(key) ?? {};
  const typed = k.fields.filter((f) => f.kind === 'typed').map((f) => formField(f, key, draft, sides));
  const ticks = k.fields.filter((f) => f.kind !== 'typed').map((f) => formField(f, key, draft, sides));
  const save = h('button', { type: 'button', class: 'primary', 'data-save': String(table) }, t('checkAndSave'));
  save.addEventListener('click', () => {
    const values = formValues(save.closest('details')!, k);
    formDrafts.set(key, values);
    void editRow({ key, value: JSON.stringify(values), send: () => server.enterForm(table, values) });
  });
  return h(
    'details',
    { class: 'score-form', open: formDrafts.has(key) || undefined },
    h('summary', {}, t('enterForm')),
    h('div', { class: 'fields' }, ...typed),
    h('div', { class: 'ticks' }, ...ticks),
    h('div', { class: 'buttons end' }, save),
  );
}

/** The Keezen evening: the tables with their forms, the byes, who is in the next draw. */
function renderKeezen(k: KeezenNightView | null): void {
  byId('keezen').hidden = k === null;
  if (!k) return;
  byId('keezen-title').textContent = k.title;
  byId('keezen-title').hidden = k.title === '';
  byId('keezen-note').textContent = k.note;
  const problems = clear(byId('keezen-problems'));
  if (k.problems.length > 0) problems.appendChild(messageBox('error', t('problems'), k.problems));
  const tables = clear(byId('keezen-tables'));
  for (const table of k.tables) {
    const key = `f:${table.table}`;
    tables.appendChild(
      h(
        'li',
        {
          class: `keezen-table ${table.formIn ? 'in' : 'missing'}`,
          'data-table': String(table.table),
          'data-key': key,
        },
        h('span', { class: 'board' }, String(table.table)),
        h('span', { class: 'pair' }, table.sides.join(' – ')),
        h(
          'span',
          { class: table.formIn ? 'mark' : 'missing-mark' },
          table.formIn ? `✓ ${t('formIn')}` : t('formMissing'),
        ),
        table.formIn || k.fields.length === 0 ? null : scoreForm(table.table, k, key, table.sides),
        table.formIn ? null : rowFeedback(key),
      ),
    );
  }
  byId('keezen-byes').textContent = k.byes;
  byId('keezen-byes').hidden = k.byes === '';
  byId('print-forms').hidden = k.tables.length === 0;
  const entrants = clear(byId('keezen-entrants'));
  for (const e of k.entrants) {
    const key = `k:${e.name}`;
    const box = h('input', {
      type: 'checkbox',
      checked: e.present,
      'aria-label': e.name,
      'data-key': key,
    }) as HTMLInputElement;
    box.addEventListener('change', () => {
      const present = box.checked;
      void editRow({ key, value: String(present), send: () => server.setPresence(e.name, present) });
    });
    const waiting = pending.get(key);
    if (waiting) box.checked = waiting.value === 'true';
    entrants.appendChild(
      h(
        'li',
        { class: `entrant${e.present ? '' : ' absent'}`, 'data-name': e.name, 'data-key': key },
        h('label', { class: 'name' }, box, ' ', e.name),
        rowFeedback(key),
      ),
    );
  }
}

function render(s: SidebarState): void {
  state = s;
  document.documentElement.lang = s.lang;
  applyTexts(s.lang);
  byId<HTMLInputElement>('filter').placeholder = t('filter');
  byId<HTMLSelectElement>('sort').value = sortBy;
  byId('type').textContent = s.typeLabel;
  byId('round-title').textContent = s.roundTitle;
  byId('round').hidden = s.round === 0;
  byId('notice').textContent = s.message;
  byId('notice').hidden = s.message === '';
  byId('new-competition').hidden = s.type !== '';
  byId<HTMLButtonElement>('prev').dataset.locked = String(s.round <= 1);
  byId<HTMLButtonElement>('next').dataset.locked = String(s.round >= s.rounds);

  const problems = clear(byId('problems'));
  if (s.problems.length > 0) problems.appendChild(folded('error', s.problems, 'problemOne', 'problemMany', true));

  const steps = clear(byId('steps'));
  const next: HTMLElement[] = [];
  for (const step of s.steps) steps.appendChild(stepItem(step, s, next));
  const bar = clear(byId('next-step'));
  for (const b of next) bar.appendChild(b);
  bar.hidden = next.length === 0;
  byId('skeleton').hidden = true;
  byId('night').hidden = s.steps.length === 0;
  renderRoster(s);
  renderProposal(s.proposal);
  renderButtons('season-buttons', 'season-section', s.season, s);
  renderButtons('action-buttons', 'actions', s.actions, s);
  renderKeezen(s.keezen);

  const roundShown = s.type !== '' && s.round > 0;
  byId('attendance').hidden = !roundShown;
  renderPlayers(s);

  const games = clear(byId('games'));
  for (const g of s.games) games.appendChild(gameRow(g, s));
  // Before the round is confirmed there are no games: the proposal or the attendance is what matters.
  byId('games-section').hidden = !roundShown || (s.games.length === 0 && s.steps.length > 0);
  byId('no-games').hidden = s.games.length > 0;
  keepClearOfStatus();
  document.body.dataset.ready = 'true';
}

interface ActOptions {
  readonly asked?: { id: string; label: string; round: number; values?: Record<string, string> };
  readonly row?: RowEdit;
  /** The action of a form: done, its form closes and forgets what was typed; else it stays open as it was. */
  readonly form?: string;
}

/** One server call at a time: disable, call, show the outcome and the fresh state. */
async function act(label: string, work: () => Promise<SidebarReply>, options: ActOptions = {}): Promise<void> {
  if (isBusy()) return;
  setBusy(true, label);
  const row = options.row;
  let nextFocus = false;
  try {
    const reply = await work();
    if (row) {
      if (reply.result.ok && !reply.result.busy) formDrafts.delete(row.key);
      if (reply.result.busy) pending.set(row.key, row);
      else pending.delete(row.key);
      rowNote = reply.result.busy
        ? undefined
        : reply.result.ok
          ? { key: row.key, kind: 'ok', text: reply.result.lines.join(' ') }
          : { key: row.key, kind: 'error', text: reply.result.errors.join(' ') };
    } else rowNote = undefined;
    if (options.form !== undefined) {
      const done = reply.result.ok && !reply.result.question && !reply.result.busy;
      if (done) actionDrafts.delete(options.form);
      openForm = done ? undefined : options.form;
    }
    render(reply.state);
    showResult(reply.result, undefined, options.asked, row !== undefined);
    // The section the action's entry shows after it (actions/catalogue.ts, `step.after`).
    const target = reply.result.ok && !reply.result.question ? reply.look : undefined;
    if (target && !byId(target).hidden) byId(target).scrollIntoView({ block: 'start' });
    // After a button's action the focus goes to the next step's button (in the status area, so always in view).
    if (!options.row && !reply.result.question) nextFocus = true;
  } catch (e) {
    if (row) pending.set(row.key, row);
    if (state) render(state);
    showResult(undefined, errorText(e));
  } finally {
    setBusy(false);
  }
  if (row) afterRowEdit(row.key);
  else if (nextFocus)
    byId('next-step').querySelector<HTMLElement>('button:not(:disabled)')?.focus({ preventScroll: true });
}

/** Back on the row: in view, its select focused again (the list was drawn afresh). */
function afterRowEdit(key: string): void {
  const li = Array.from(document.querySelectorAll<HTMLElement>('li[data-key]')).find((el) => el.dataset.key === key);
  if (!li) return;
  li.scrollIntoView({ block: 'nearest' });
  li.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
}

function editRow(edit: RowEdit): Promise<void> {
  return act('', edit.send, { row: edit });
}

async function load(round?: number): Promise<void> {
  if (isBusy()) return;
  setBusy(true);
  try {
    render(await server.state(round ?? null));
  } catch (e) {
    showResult(undefined, errorText(e));
  } finally {
    setBusy(false);
  }
}

function moveTo(round: number): void {
  clear(byId('messages'));
  rowNote = undefined;
  pending.clear();
  drafts.clear();
  savedRows.clear();
  void load(round);
}

function start(): void {
  byId('prev').addEventListener('click', () => moveTo((state?.round ?? 2) - 1));
  byId('next').addEventListener('click', () => moveTo((state?.round ?? 0) + 1));
  byId('refresh').addEventListener('click', () => {
    clear(byId('messages'));
    rowNote = undefined;
    void load(state?.round);
  });
  byId('print-forms').addEventListener('click', () => {
    void server.scoreForms().catch((e) => showResult(undefined, errorText(e)));
  });
  byId('new-competition').addEventListener('click', () => {
    void server.newCompetition().catch((e) => showResult(undefined, errorText(e)));
  });
  const filter = byId<HTMLInputElement>('filter');
  filter.addEventListener('input', applyFilter);
  filter.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === 'ArrowDown') {
      // To the first name shown: its select, or the row when it has none (paired).
      const first = document.querySelector<HTMLElement>('#players li:not([hidden]) select:not(:disabled)');
      if (first) {
        e.preventDefault();
        first.focus();
      }
    } else if (e.key === 'Escape' && filter.value !== '') {
      e.preventDefault();
      filter.value = '';
      applyFilter();
    }
  });
  byId<HTMLSelectElement>('sort').addEventListener('change', (e) => {
    sortBy = (e.target as HTMLSelectElement).value === 'name' ? 'name' : 'rank';
    if (state) renderPlayers(state);
  });
  window.addEventListener('resize', keepClearOfStatus);
  void load();
}

start();
