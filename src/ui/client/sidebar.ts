/**
 * The round sidebar: round navigation, attendance (absence reasons), the
 * action buttons of the competition type, and the games of the round with
 * their results. Every change goes to the server through google.script.run;
 * the reply carries what happened and the sidebar afresh. While a call runs,
 * the controls are disabled and a progress bar shows, so one click is one
 * action.
 */
import type { Choice, GameLine, PlayerLine, RunResult, SidebarReply, SidebarState } from '../protocol';
import { applyTexts, byId, call, clear, errorText, h, isBusy, messageBox, setBusy, t } from './common';

let state: SidebarState | undefined;

/** The question of an action that asks first: yes runs it again, accepted; no leaves everything as it was. */
function askQuestion(result: RunResult, actionId: string, label: string, round: number): HTMLElement {
  const q = result.question!;
  const yes = h('button', { type: 'button', class: 'primary', id: 'answer-yes' }, t('yes'));
  const no = h('button', { type: 'button', id: 'answer-no' }, t('no'));
  yes.addEventListener('click', () => {
    void act(label, () => call<SidebarReply>('sidebarRun', actionId, round, q.consent ?? true));
  });
  no.addEventListener('click', () => clear(byId('messages')));
  return h('div', { class: 'box note question', role: 'alertdialog' }, h('strong', {}, q.title), h('ul', {}, ...q.lines.filter((l) => l !== '').map((l) => h('li', {}, l))), h('div', { class: 'buttons end' }, no, yes));
}

function showResult(result: RunResult | undefined, failure?: string, asked?: { id: string; label: string; round: number }): void {
  const box = clear(byId('messages'));
  if (failure !== undefined) {
    box.appendChild(messageBox('error', t('connectionFailed'), [failure]));
    return;
  }
  if (!result) return;
  if (result.question && asked) {
    box.appendChild(askQuestion(result, asked.id, asked.label, asked.round));
    return;
  }
  if (result.ok && result.lines.length > 0) box.appendChild(messageBox('ok', '', result.lines));
  if (result.errors.length > 0) box.appendChild(messageBox('error', t('problems'), result.errors));
  if (result.warnings.length > 0) box.appendChild(messageBox('note', t('notes'), result.warnings));
}

function select(className: string, choices: readonly Choice[], value: string, extra: Record<string, string> = {}): HTMLSelectElement {
  const el = h('select', { class: className, ...extra }) as HTMLSelectElement;
  for (const c of choices) el.appendChild(h('option', { value: c.value, selected: c.value === value }, c.label));
  el.value = value;
  return el;
}

function playerRow(p: PlayerLine, s: SidebarState): HTMLElement {
  if (p.status === 'paired') {
    return h('li', { class: 'player paired', 'data-name': p.name }, h('span', { class: 'name' }, p.name), h('span', { class: 'detail' }, p.detail || t('paired')));
  }
  // A bye is set by the pairing: shown, not chosen.
  const isBye = p.reason === 'bye' || p.reason === 'penaltyBye';
  const choices: Choice[] = [{ value: '', label: t('present') }, ...s.reasons];
  if (isBye) choices.push(...s.allReasons.filter((r) => r.value === p.reason));
  const sel = select('reason', choices, p.reason, { 'aria-label': p.name, ...(isBye ? { 'data-locked': 'true' } : {}) });
  if (isBye) sel.disabled = true;
  sel.addEventListener('change', () => {
    void act('', () => call<SidebarReply>('sidebarSetAbsence', s.round, p.name, sel.value));
  });
  return h('li', { class: `player ${p.status}`, 'data-name': p.name }, h('span', { class: 'name' }, p.name), sel);
}

function gameRow(g: GameLine, s: SidebarState): HTMLElement {
  const choices: Choice[] = [{ value: '', label: t('noResult') }, ...s.results];
  const sel = select('result', choices, g.result, { 'aria-label': `${t('board')} ${g.board}` });
  sel.addEventListener('change', () => {
    void act('', () => call<SidebarReply>('sidebarSetResult', s.round, g.white, g.black, sel.value));
  });
  return h(
    'li',
    { class: 'game', 'data-board': String(g.board) },
    h('span', { class: 'board' }, String(g.board)),
    h('span', { class: 'pair' }, h('span', { class: 'white' }, g.white), ' – ', h('span', { class: 'black' }, g.black)),
    sel,
  );
}

function render(s: SidebarState): void {
  state = s;
  document.documentElement.lang = s.lang;
  applyTexts(s.texts);
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

  const actions = clear(byId('action-buttons'));
  for (const a of s.actions) {
    const button = h('button', { type: 'button', class: 'action', 'data-action': a.id }, a.label) as HTMLButtonElement;
    button.addEventListener('click', () => {
      void act(a.label, () => call<SidebarReply>('sidebarRun', a.id, s.round), { id: a.id, label: a.label, round: s.round });
    });
    actions.appendChild(button);
  }
  byId('actions').hidden = s.actions.length === 0;

  const players = clear(byId('players'));
  for (const p of s.players) players.appendChild(playerRow(p, s));
  byId('attendance').hidden = s.type === '' || s.round === 0;
  byId('no-players').hidden = s.players.length > 0;

  const games = clear(byId('games'));
  for (const g of s.games) games.appendChild(gameRow(g, s));
  byId('games-section').hidden = s.type === '' || s.round === 0;
  byId('no-games').hidden = s.games.length > 0;
  document.body.dataset.ready = 'true';
}

/** One server call at a time: disable, call, show the outcome and the fresh state. */
async function act(label: string, work: () => Promise<SidebarReply>, asked?: { id: string; label: string; round: number }): Promise<void> {
  if (isBusy()) return;
  setBusy(true, label);
  try {
    const reply = await work();
    render(reply.state);
    showResult(reply.result, undefined, asked);
  } catch (e) {
    showResult(undefined, errorText(e));
  } finally {
    setBusy(false);
  }
}

async function load(round?: number): Promise<void> {
  if (isBusy()) return;
  setBusy(true);
  try {
    render(await call<SidebarState>('sidebarState', round ?? null));
  } catch (e) {
    showResult(undefined, errorText(e));
  } finally {
    setBusy(false);
  }
}

function start(): void {
  byId('prev').addEventListener('click', () => {
    clear(byId('messages'));
    void load((state?.round ?? 2) - 1);
  });
  byId('next').addEventListener('click', () => {
    clear(byId('messages'));
    void load((state?.round ?? 0) + 1);
  });
  byId('refresh').addEventListener('click', () => {
    clear(byId('messages'));
    void load(state?.round);
  });
  byId('new-competition').addEventListener('click', () => {
    void call('menuNewCompetition').catch((e) => showResult(undefined, errorText(e)));
  });
  void load();
}

start();
