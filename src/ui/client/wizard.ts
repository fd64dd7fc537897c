/**
 * The new-competition wizard (a modal dialog): the kind of competition, a
 * preset, the language of the tabs and, optionally, the players' names. The
 * server never overwrites a tab: when tabs exist it answers `confirm`, and the
 * dialog asks whether to create only the missing ones.
 */
import type { CompetitionChoice, WizardInfo, WizardRequest } from '../protocol';
import { applyTexts, byId, clear, closeDialog, errorText, h, isBusy, messageBox, setBusy, t } from './common';
import { call } from './server';

function chosen(name: string): string {
  return document.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
}

function renderPresets(type: CompetitionChoice | undefined): void {
  const list = clear(byId('presets'));
  (type?.presets ?? []).forEach((p, i) => {
    const id = `preset-${p.id}`;
    list.appendChild(
      h(
        'li',
        {},
        h('input', { type: 'radio', name: 'preset', id, value: p.id, checked: i === 0 }),
        h(
          'label',
          { for: id },
          h('span', { class: 'label' }, p.label),
          h('span', { class: 'description' }, p.description),
        ),
      ),
    );
  });
}

function renderInfo(i: WizardInfo): void {
  document.documentElement.lang = i.lang;
  applyTexts(i.lang);
  const types = clear(byId('types'));
  i.types.forEach((type, n) => {
    const id = `type-${type.type}`;
    const input = h('input', { type: 'radio', name: 'type', id, value: type.type, checked: n === 0 });
    input.addEventListener('change', () => renderPresets(i.types.find((x) => x.type === chosen('type'))));
    types.appendChild(h('li', {}, input, h('label', { for: id }, type.label)));
  });
  renderPresets(i.types[0]);
  byId<HTMLSelectElement>('lang').value = i.lang;
  document.body.dataset.ready = 'true';
}

/** The chosen TRF file's text: UTF-8, or Latin-1 (older chess programs) when it is not valid UTF-8. */
async function trfText(): Promise<string | undefined> {
  const file = byId<HTMLInputElement>('trf').files?.[0];
  if (!file) return undefined;
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

async function request(createMissing: boolean): Promise<WizardRequest> {
  const names = byId<HTMLTextAreaElement>('players')
    .value.split(/\r?\n/)
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const trf = await trfText();
  return {
    type: chosen('type'),
    preset: chosen('preset'),
    lang: byId<HTMLSelectElement>('lang').value,
    players: names,
    createMissing,
    ...(trf !== undefined ? { trf } : {}),
  };
}

function show(section: 'form' | 'confirm' | 'done'): void {
  byId('form').hidden = section !== 'form';
  byId('confirm').hidden = section !== 'confirm';
  byId('done').hidden = section !== 'done';
}

async function create(createMissing: boolean): Promise<void> {
  if (isBusy()) return;
  const messages = clear(byId('messages'));
  clear(byId('form-errors'));
  setBusy(true);
  try {
    const reply = await call('wizardCreate', await request(createMissing));
    if (reply.status === 'confirm') {
      byId('confirm-text').textContent = reply.lines.join(' ');
      show('confirm');
    } else if (reply.status === 'created') {
      clear(byId('done-lines')).appendChild(messageBox('ok', t('created'), reply.lines));
      show('done');
    } else {
      show('form');
      nearButtons(messageBox('error', t('problems'), reply.errors));
    }
  } catch (e) {
    if (byId('form').hidden) messages.appendChild(messageBox('error', t('connectionFailed'), [errorText(e)]));
    else nearButtons(messageBox('error', t('connectionFailed'), [errorText(e)]));
  } finally {
    setBusy(false);
  }
}

/**
 * An error after Aanmaken, where the user is looking: just above the buttons just clicked, scrolled into view
 * with them, and focused so that a screen reader reads it.
 */
function nearButtons(box: HTMLElement): void {
  const place = clear(byId('form-errors'));
  box.tabIndex = -1;
  place.appendChild(box);
  byId('create').scrollIntoView({ block: 'nearest' });
  box.scrollIntoView({ block: 'nearest' });
  box.focus({ preventScroll: true });
}

async function start(): Promise<void> {
  byId('create').addEventListener('click', () => void create(false));
  byId('create-missing').addEventListener('click', () => void create(true));
  byId('cancel').addEventListener('click', closeDialog);
  byId('confirm-cancel').addEventListener('click', () => show('form'));
  byId('close').addEventListener('click', closeDialog);
  byId('open-sidebar').addEventListener('click', () => {
    call('menuSidebar').then(closeDialog, (e) =>
      clear(byId('messages')).appendChild(messageBox('error', t('connectionFailed'), [errorText(e)])),
    );
  });
  setBusy(true);
  try {
    renderInfo(await call('wizardInfo'));
    show('form');
  } catch (e) {
    byId('messages').appendChild(messageBox('error', '', [errorText(e)]));
  } finally {
    setBusy(false);
  }
}

void start();
