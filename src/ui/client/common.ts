/**
 * Browser helpers shared by the sidebar and the wizard. Runs inside the
 * HtmlService iframe. Text from the spreadsheet (names, messages) only ever
 * reaches the page through `textContent` and attribute values set by the DOM,
 * never through innerHTML, so a name like `<script>` shows as itself.
 */
import type { Lang } from '../../i18n';
import { type ViewKey, type ViewTexts, en, nl } from '../../i18n/views';

interface ScriptRun {
  withSuccessHandler(fn: (value: unknown, user?: unknown) => void): ScriptRun;
  withFailureHandler(fn: (error: Error, user?: unknown) => void): ScriptRun;
  withUserObject(user: unknown): ScriptRun;
  [fn: string]: unknown;
}

declare const google: { script: { run: ScriptRun; host: { close(): void } } };

/** Calls a server function by name through google.script.run, as a promise (the typed calls: server.ts). */
export function call<T>(fn: string, ...args: unknown[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value) => resolve(value as T))
      .withFailureHandler((error) => reject(error));
    const target = runner[fn];
    if (typeof target !== 'function') {
      reject(new Error(`no server function ${fn}`));
      return;
    }
    (target as (...a: unknown[]) => void).apply(runner, args);
  });
}

export function closeDialog(): void {
  google.script.host.close();
}

type Child = Node | string | null | undefined | false;

/** Builds an element; strings become text nodes (never parsed as HTML). */
export function h(
  tag: string,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElement {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (key === 'class') el.className = String(value);
    else el.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return el;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}

export function clear(el: HTMLElement): HTMLElement {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

/**
 * The view texts in the language of the last server reply (none before the
 * first): both languages are in the page (the build inlines src/i18n/views.ts),
 * so that dist/Code.js, which every execution loads, need not carry them.
 */
let texts: ViewTexts | undefined;
const VIEW_TEXTS: Readonly<Record<Lang, ViewTexts>> = { nl, en };

/** A view text, in the user's language ('' before the first reply). */
export function t(key: ViewKey): string {
  return texts?.[key] ?? '';
}

/**
 * Keeps the texts for `t` and fills every [data-t] element with its text, and
 * every [data-t-title] element with a tooltip that is also its aria-label.
 */
export function applyTexts(lang: Lang): void {
  texts = VIEW_TEXTS[lang];
  document.querySelectorAll<HTMLElement>('[data-t]').forEach((el) => {
    el.textContent = t(el.dataset.t as ViewKey);
  });
  document.querySelectorAll<HTMLElement>('[data-t-title]').forEach((el) => {
    const title = t(el.dataset.tTitle as ViewKey);
    el.title = title;
    el.setAttribute('aria-label', title);
  });
}

let busy = false;

/** True while a server call runs (one click is one action). */
export function isBusy(): boolean {
  return busy;
}

/**
 * While a server call runs: the page marked busy, every control disabled (a
 * control with data-locked="true" stays disabled afterwards too) and the
 * progress bar shown, with "Bezig… <label>".
 */
export function setBusy(on: boolean, label?: string): void {
  busy = on;
  document.body.classList.toggle('busy', on);
  document
    .querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'button, input, select, textarea',
    )
    .forEach((el) => {
      el.disabled = on || el.dataset.locked === 'true';
    });
  byId('progress').hidden = !on;
  byId('progress-label').textContent = on ? (label ? `${t('working')} ${label}` : t('working')) : '';
}

/** A list of lines under a heading, in a box of a kind (ok, error, note). */
export function messageBox(kind: 'ok' | 'error' | 'note', heading: string, lines: readonly string[]): HTMLElement {
  return h(
    'div',
    { class: `box ${kind}`, role: kind === 'error' ? 'alert' : 'status' },
    heading ? h('strong', {}, heading) : null,
    lines.length === 1 && !heading ? lines[0]! : h('ul', {}, ...lines.map((l) => h('li', {}, l))),
  );
}

/** The message of a failed google.script.run call. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}
