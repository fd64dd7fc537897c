/**
 * The Apps Script globals the add-on uses, emulated: SpreadsheetApp (with its
 * Ui), LockService, PropertiesService, HtmlService, ScriptApp. `createEnv`
 * returns them as a globals object for a node:vm context, plus handles for
 * the test (the spreadsheet, the ui recorder, the call log).
 *
 * Auth modes: FULL (menus, sidebar calls), NONE (onOpen of an add-on not yet
 * enabled: only the Ui may be touched), CUSTOM_FUNCTION (no service at all:
 * our custom functions must not call any).
 */
import { CallLog } from './calls';
import { FakeSpreadsheet } from './spreadsheet';

export type AuthMode = 'FULL' | 'LIMITED' | 'NONE' | 'CUSTOM_FUNCTION';

export interface MenuRecord {
  title: string;
  items: { caption: string; fn: string }[];
  submenus: MenuRecord[];
}

export class FakeUi {
  readonly menus: MenuRecord[] = [];
  readonly alerts: { title: string; prompt: string; buttons: string }[] = [];
  readonly sidebars: { html: string; title: string }[] = [];
  readonly dialogs: { html: string; title: string }[] = [];
  /** Answers the next alerts with these buttons (default OK / YES). */
  readonly answers: string[] = [];

  readonly ButtonSet = { OK: 'OK', OK_CANCEL: 'OK_CANCEL', YES_NO: 'YES_NO', YES_NO_CANCEL: 'YES_NO_CANCEL' };
  readonly Button = { OK: 'OK', CANCEL: 'CANCEL', YES: 'YES', NO: 'NO', CLOSE: 'CLOSE' };

  constructor(private readonly log: CallLog) {}

  private menu(title: string, addon: boolean): unknown {
    const record: MenuRecord = { title, items: [], submenus: [] };
    const log = this.log;
    const menus = this.menus;
    const api = {
      addItem(caption: string, fn: string) {
        log.record('Menu.addItem');
        if (typeof fn !== 'string' || !fn) throw new Error('Exception: Invalid argument: functionName');
        record.items.push({ caption, fn });
        return api;
      },
      addSeparator() {
        log.record('Menu.addSeparator');
        record.items.push({ caption: '---', fn: '' });
        return api;
      },
      addSubMenu(sub: { __record: MenuRecord }) {
        log.record('Menu.addSubMenu');
        record.submenus.push(sub.__record);
        return api;
      },
      addToUi() {
        log.record('Menu.addToUi');
        menus.push(record);
      },
      __record: record,
      __addon: addon,
    };
    return api;
  }

  createAddonMenu(): GoogleAppsScript.Base.Menu {
    this.log.record('Ui.createAddonMenu');
    return this.menu('Competitieleider', true) as GoogleAppsScript.Base.Menu;
  }

  createMenu(title: string): GoogleAppsScript.Base.Menu {
    this.log.record('Ui.createMenu');
    return this.menu(title, false) as GoogleAppsScript.Base.Menu;
  }

  alert(a: string, b?: unknown, c?: unknown): string {
    this.log.record('Ui.alert');
    const hasTitle = typeof b === 'string';
    const title = hasTitle ? a : '';
    const prompt = hasTitle ? (b as string) : a;
    const buttons = String((hasTitle ? c : b) ?? 'OK');
    this.alerts.push({ title, prompt, buttons });
    const answer = this.answers.shift();
    if (answer) return answer;
    return buttons.startsWith('YES') ? 'YES' : 'OK';
  }

  /** Ui.prompt: answered from `promptAnswers` ([button, text]), default CANCEL with no text. */
  readonly prompts: { title: string; prompt: string }[] = [];
  readonly promptAnswers: [string, string][] = [];

  prompt(a: string, b?: unknown, c?: unknown): GoogleAppsScript.Base.PromptResponse {
    this.log.record('Ui.prompt');
    const hasTitle = typeof b === 'string';
    this.prompts.push({ title: hasTitle ? a : '', prompt: hasTitle ? (b as string) : a });
    void c;
    const [button, text] = this.promptAnswers.shift() ?? ['CANCEL', ''];
    return { getSelectedButton: () => button, getResponseText: () => text } as unknown as GoogleAppsScript.Base.PromptResponse;
  }

  showSidebar(html: { __html: string; __title: string }): void {
    this.log.record('Ui.showSidebar');
    this.sidebars.push({ html: html.__html, title: html.__title });
  }

  showModalDialog(html: { __html: string }, title: string): void {
    this.log.record('Ui.showModalDialog');
    this.dialogs.push({ html: html.__html, title });
  }

  showModelessDialog(html: { __html: string }, title: string): void {
    this.log.record('Ui.showModelessDialog');
    this.dialogs.push({ html: html.__html, title });
  }
}

export class FakeLock {
  held = false;
  /** Simulates another user holding the document lock. */
  heldByOther = false;

  constructor(private readonly log: CallLog) {}

  tryLock(_ms: number): boolean {
    this.log.record('Lock.tryLock');
    if (this.heldByOther) return false;
    this.held = true;
    return true;
  }

  waitLock(_ms: number): void {
    this.log.record('Lock.waitLock');
    if (this.heldByOther) throw new Error('Exception: Lock timeout: another process was holding the lock for too long.');
    this.held = true;
  }

  releaseLock(): void {
    this.log.record('Lock.releaseLock');
    this.held = false;
  }

  hasLock(): boolean {
    return this.held;
  }
}

export class FakeProperties {
  readonly data = new Map<string, string>();

  constructor(private readonly log: CallLog) {}

  getProperty(key: string): string | null {
    this.log.record('Properties.getProperty');
    return this.data.get(key) ?? null;
  }

  setProperty(key: string, value: string): FakeProperties {
    this.log.record('Properties.setProperty');
    if (value.length > 9 * 1024) throw new Error('Exception: Argument too large: value');
    this.data.set(key, value);
    return this;
  }

  deleteProperty(key: string): FakeProperties {
    this.log.record('Properties.deleteProperty');
    this.data.delete(key);
    return this;
  }

  getProperties(): Record<string, string> {
    this.log.record('Properties.getProperties');
    return Object.fromEntries(this.data);
  }
}

export interface Env {
  readonly globals: Record<string, unknown>;
  readonly spreadsheet: FakeSpreadsheet;
  readonly ui: FakeUi;
  readonly lock: FakeLock;
  readonly properties: FakeProperties;
  readonly log: CallLog;
  mode: AuthMode;
}

class HtmlOutput {
  __title = '';
  constructor(public __html: string) {}
  setTitle(t: string) {
    this.__title = t;
    return this;
  }
  setWidth(_w: number) {
    return this;
  }
  setHeight(_h: number) {
    return this;
  }
  setSandboxMode(_m: unknown) {
    return this;
  }
  setXFrameOptionsMode(_m: unknown) {
    return this;
  }
  getContent() {
    return this.__html;
  }
  append(s: string) {
    this.__html += s;
    return this;
  }
}

/** Files the bundle may load with HtmlService.createHtmlOutputFromFile / createTemplateFromFile. */
export type HtmlFiles = Record<string, string>;

export function createEnv(options: { locale?: string; mode?: AuthMode; htmlFiles?: HtmlFiles } = {}): Env {
  const log = new CallLog();
  const spreadsheet = new FakeSpreadsheet(log, options.locale ?? 'nl_NL');
  const ui = new FakeUi(log);
  const lock = new FakeLock(log);
  const properties = new FakeProperties(log);
  const env: Env = { globals: {}, spreadsheet, ui, lock, properties, log, mode: options.mode ?? 'FULL' };

  const guard = (service: string, allowedInNone = false) => {
    if (env.mode === 'CUSTOM_FUNCTION') throw new Error(`You do not have permission to call ${service}`);
    if ((env.mode === 'NONE') && !allowedInNone) throw new Error(`Exception: You do not have permission to call ${service}. Required permissions: https://www.googleapis.com/auth/spreadsheets.currentonly`);
  };

  const SpreadsheetApp = {
    getActiveSpreadsheet: () => {
      guard('SpreadsheetApp.getActiveSpreadsheet');
      log.record('SpreadsheetApp.getActiveSpreadsheet');
      return spreadsheet;
    },
    getActive: () => {
      guard('SpreadsheetApp.getActive');
      log.record('SpreadsheetApp.getActive');
      return spreadsheet;
    },
    getUi: () => {
      guard('SpreadsheetApp.getUi', true);
      log.record('SpreadsheetApp.getUi');
      return ui;
    },
    flush: () => {
      log.record('SpreadsheetApp.flush');
    },
    newDataValidation: () => dataValidationBuilder(log),
    newChart: () => chartBuilder(log),
    Charts: { ChartType: { LINE: 'LINE' } },
  };
  const LockService = {
    getDocumentLock: () => {
      guard('LockService.getDocumentLock');
      log.record('LockService.getDocumentLock');
      return lock;
    },
  };
  const PropertiesService = {
    getDocumentProperties: () => {
      guard('PropertiesService.getDocumentProperties');
      log.record('PropertiesService.getDocumentProperties');
      return properties;
    },
  };
  const HtmlService = {
    createHtmlOutput: (html = '') => {
      log.record('HtmlService.createHtmlOutput');
      return new HtmlOutput(html);
    },
    createHtmlOutputFromFile: (name: string) => {
      log.record('HtmlService.createHtmlOutputFromFile');
      const html = options.htmlFiles?.[name];
      if (html === undefined) throw new Error(`Exception: No HTML file named ${name} was found.`);
      return new HtmlOutput(html);
    },
    SandboxMode: { IFRAME: 'IFRAME' },
    XFrameOptionsMode: { ALLOWALL: 'ALLOWALL', DEFAULT: 'DEFAULT' },
  };
  const ScriptApp = {
    AuthMode: { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION' },
  };
  const Logger = { log: (..._a: unknown[]) => undefined };
  (env as { globals: Record<string, unknown> }).globals = { SpreadsheetApp, LockService, PropertiesService, HtmlService, ScriptApp, Logger };
  return env;
}

function dataValidationBuilder(log: CallLog) {
  const rule: Record<string, unknown> = {};
  const b = {
    requireValueInList: (values: string[], show?: boolean) => ((rule.list = values), (rule.show = show), b),
    requireValueInRange: (range: unknown, show?: boolean) => ((rule.range = range), (rule.show = show), b),
    requireNumberBetween: (a: number, z: number) => ((rule.between = [a, z]), b),
    setAllowInvalid: (allow: boolean) => ((rule.allowInvalid = allow), b),
    setHelpText: (t: string) => ((rule.help = t), b),
    build: () => {
      log.record('DataValidationBuilder.build');
      return { ...rule };
    },
  };
  return b;
}

function chartBuilder(log: CallLog) {
  const chart: Record<string, unknown> = { ranges: [], options: {} };
  const b = {
    setChartType: (t: string) => ((chart.type = t), b),
    addRange: (r: unknown) => ((chart.ranges as unknown[]).push(r), b),
    setPosition: (row: number, col: number, ox: number, oy: number) => ((chart.position = [row, col, ox, oy]), b),
    setOption: (k: string, v: unknown) => (((chart.options as Record<string, unknown>)[k] = v), b),
    setNumHeaders: (n: number) => ((chart.headers = n), b),
    build: () => {
      log.record('EmbeddedChartBuilder.build');
      return chart;
    },
  };
  return b;
}
