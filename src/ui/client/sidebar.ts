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
  setResult: (round: number, white: string, black: string, result: string): Promise<SidebarReply> =>
    call('sidebarSetResult', round, white, black, result),
  /** `accepted`: the question's consent (what was shown), or true for a bare yes. */
  run: (actionId: string, round: number, accepted?: string | boolean): Promise<SidebarReply> =>
    call('sidebarRun', actionId, round, typeof accepted === 'string' ? accepted : accepted === true),
  setPresence: (name: string, present: boolean): Promise<SidebarReply> => call('sidebarSetPresence', name, present),
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
function askQuestion(result: RunResult, actionId: string, label: string, round: number): HTMLElement {
  const q = result.question!;
  const yes = h('button', { type: 'button', class: 'primary', id: 'answer-yes' }, t('yes'));
  const no = h('button', { type: 'button', id: 'answer-no' }, t('no'));
  yes.addEventListener('click', () => {
    void act(label, () => server.run(actionId, round, q.consent ?? true));
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

function showResult(
  result: RunResult | undefined,
  failure?: string,
  asked?: { id: string; label: string; round: number },
): void {
  const box = clear(byId('messages'));
  if (failure !== undefined) box.appendChild(messageBox('error', t('connectionFailed'), [failure]));
  else if (result?.question && asked) {
    box.appendChild(askQuestion(result, asked.id, asked.label, asked.round));
    byId('answer-yes').focus({ preventScroll: true });
  } else if (result) {
    if (result.ok && result.lines.length > 0) box.appendChild(messageBox('ok', '', result.lines));
    // Busy is no fault of the input: a note, and the row keeps its value with a retry.
    if (result.busy) box.appendChild(messageBox('note', '', result.errors));
    else if (result.errors.length > 0) box.appendChild(messageBox('error', t('problems'), result.errors));
    if (result.warnings.length > 0) box.appendChild(messageBox('note', t('notes'), result.warnings));
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

function gameRow(g: GameLine, s: SidebarState): HTMLElement {
  const key = gameKey(g);
  const choices: Choice[] = [{ value: '', label: t('noResult') }, ...s.results];
  const sel = rowSelect(
    key,
    'result',
    choices,
    g.result,
    `${t('board')} ${g.board}`,
    (value) => () => server.setResult(s.round, g.white, g.black, value),
  );
  return h(
    'li',
    { class: `game${pending.has(key) ? ' waiting' : ''}`, 'data-board': String(g.board), 'data-key': key },
    h('span', { class: 'board' }, String(g.board)),
    h('span', { class: 'pair' }, h('span', { class: 'white' }, g.white), ' – ', h('span', { class: 'black' }, g.black)),
    sel,
    rowFeedback(key),
  );
}

/** "why?" on demand: a disclosure under the line. */
function why(text: string): HTMLElement | null {
  return text === '' ? null : h('details', { class: 'why' }, h('summary', {}, t('why')), h('p', {}, text));
}

function renderProposal(p: ProposalView | null): void {
  byId('proposal').hidden = p === null;
  if (!p) return;
  byId('proposal-title').textContent = p.title;
  const lines = clear(byId('proposal-lines'));
  for (const l of p.lines) lines.appendChild(h('li', {}, l));
  if (p.problems.length > 0) lines.appendChild(h('li', {}, messageBox('error', t('problems'), p.problems)));
  const boards = clear(byId('proposal-boards'));
  for (const b of p.boards) {
    boards.appendChild(
      h(
        'li',
        { class: 'game proposed', 'data-board': String(b.board) },
        h('span', { class: 'board' }, String(b.board)),
        h(
          'span',
          { class: 'pair' },
          h('span', { class: 'white' }, b.white),
          ' – ',
          h('span', { class: 'black' }, b.black),
          why(b.why),
        ),
      ),
    );
  }
  const byes = clear(byId('proposal-byes'));
  for (const b of p.byes) byes.appendChild(h('li', { class: 'bye' }, h('span', { class: 'pair' }, b.line, why(b.why))));
}

function actionButton(a: ActionButton, s: SidebarState): HTMLElement {
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
      : section.querySelector<HTMLElement>(
          'li:not([hidden]) select:not(:disabled), li:not([hidden]) input:not(:disabled), li:not([hidden]) summary',
        );
  first?.focus({ preventScroll: true });
}

function stepItem(step: StepLine, s: SidebarState): HTMLElement {
  const buttons = step.actions.map((a) => actionButton(a, s));
  const go = GO_TEXT[step.section];
  if (go && step.status !== 'blocked') {
    const b = h(
      'button',
      { type: 'button', class: step.status === 'next' ? 'primary' : 'secondary', 'data-goto': step.section },
      t(go),
    );
    b.addEventListener('click', () => goTo(step.section));
    buttons.push(b);
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

/** A score form to fill in under its table: a box per column, checked on the server as the standings check it. */
function scoreForm(table: number, k: KeezenNightView, key: string): HTMLElement {
  const draft = formDrafts.get(key) ?? {};
  const inputs = k.fields.map((f) => {
    const input = h('input', {
      type: 'text',
      name: f.key,
      value: draft[f.key] ?? '',
      autocomplete: 'off',
      spellcheck: 'false',
    }) as HTMLInputElement;
    input.addEventListener('input', () =>
      formDrafts.set(key, { ...(formDrafts.get(key) ?? {}), [f.key]: input.value }),
    );
    return h('label', { class: 'field' }, h('span', {}, f.label), input);
  });
  const save = h('button', { type: 'button', class: 'primary', 'data-save': String(table) }, t('checkAndSave'));
  save.addEventListener('click', () => {
    const values: Record<string, string> = {};
    for (const f of k.fields)
      values[f.key] = (
        save.closest('details')?.querySelector<HTMLInputElement>(`input[name="${f.key}"]`)?.value ?? ''
      ).trim();
    formDrafts.set(key, values);
    void editRow({ key, value: JSON.stringify(values), send: () => server.enterForm(table, values) });
  });
  return h(
    'details',
    { class: 'score-form', open: formDrafts.has(key) || undefined },
    h('summary', {}, t('enterForm')),
    h('div', { class: 'fields' }, ...inputs),
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
        table.formIn || k.fields.length === 0 ? null : scoreForm(table.table, k, key),
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
  if (s.problems.length > 0) problems.appendChild(messageBox('error', t('problems'), s.problems));

  const steps = clear(byId('steps'));
  for (const step of s.steps) steps.appendChild(stepItem(step, s));
  byId('night').hidden = s.steps.length === 0;
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
  readonly asked?: { id: string; label: string; round: number };
  readonly row?: RowEdit;
}

/** One server call at a time: disable, call, show the outcome and the fresh state. */
async function act(label: string, work: () => Promise<SidebarReply>, options: ActOptions = {}): Promise<void> {
  if (isBusy()) return;
  setBusy(true, label);
  const row = options.row;
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
    render(reply.state);
    showResult(reply.result, undefined, options.asked);
    // The section the action's entry shows after it (actions/catalogue.ts, `step.after`).
    const target = reply.result.ok && !reply.result.question ? reply.look : undefined;
    if (target && !byId(target).hidden) byId(target).scrollIntoView({ block: 'start' });
  } catch (e) {
    if (row) pending.set(row.key, row);
    if (state) render(state);
    showResult(undefined, errorText(e));
  } finally {
    setBusy(false);
  }
  if (row) afterRowEdit(row.key);
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
