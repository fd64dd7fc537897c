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
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CallLog } from './calls';
import { FakeSpreadsheet } from './spreadsheet';

export type AuthMode = 'FULL' | 'LIMITED' | 'NONE' | 'CUSTOM_FUNCTION';

interface MenuRecord {
  title: string;
  items: { caption: string; fn: string }[];
  submenus: MenuRecord[];
}

class FakeUi {
  /** The menus as Sheets shows them now (one per title). */
  readonly menus: MenuRecord[] = [];
  /** Every menu built, in order. */
  readonly builds: MenuRecord[] = [];
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
    const builds = this.builds;
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
      // An add-on has one menu: adding it again replaces it (Sheets shows the latest build).
      addToUi() {
        log.record('Menu.addToUi');
        const old = menus.findIndex((m) => m.title === record.title);
        if (old >= 0) menus.splice(old, 1, record);
        else menus.push(record);
        builds.push(record);
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
    return {
      getSelectedButton: () => button,
      getResponseText: () => text,
    } as unknown as GoogleAppsScript.Base.PromptResponse;
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

/**
 * The document lock (LockService.getDocumentLock), with time: another
 * execution holds it for a while (`otherHolds`), and tryLock(ms) waits up to
 * ms for it, as Google documents. The clock is virtual (`waited` says how long
 * this execution waited). While this execution holds the lock, every write
 * is checked to happen under it when `requireLockForWrites` is set.
 */
class FakeLock {
  held = false;
  /** Virtual milliseconds: now, and until when another execution holds the lock. */
  now = 0;
  heldUntil = 0;
  /** Total time this execution spent waiting for the lock. */
  waited = 0;

  constructor(private readonly log: CallLog) {}

  /** Another execution takes the lock now and keeps it for `ms` (a pairing run, a standings update). */
  otherHolds(ms: number): void {
    this.heldUntil = this.now + ms;
  }

  /** Another execution holds the lock for longer than anyone waits. */
  get heldByOther(): boolean {
    return this.heldUntil > this.now;
  }

  set heldByOther(v: boolean) {
    this.heldUntil = v ? Number.POSITIVE_INFINITY : this.now;
  }

  private acquire(ms: number): boolean {
    if (this.held) return true;
    if (this.heldUntil - this.now <= ms) {
      const wait = Math.max(0, this.heldUntil - this.now);
      this.now += wait;
      this.waited += wait;
      this.held = true;
      return true;
    }
    this.now += ms;
    this.waited += ms;
    return false;
  }

  tryLock(ms: number): boolean {
    this.log.record('Lock.tryLock');
    if (typeof ms !== 'number' || ms < 0) throw new Error('Exception: Invalid argument: timeoutInMillis');
    return this.acquire(ms);
  }

  waitLock(ms: number): void {
    this.log.record('Lock.waitLock');
    if (!this.acquire(ms))
      throw new Error('Exception: Lock timeout: another process was holding the lock for too long.');
  }

  releaseLock(): void {
    this.log.record('Lock.releaseLock');
    this.held = false;
  }

  hasLock(): boolean {
    return this.held;
  }
}

class FakeProperties {
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

const DIST = join(__dirname, '..', '..', 'dist');
const pushed = new Map<string, string | undefined>();

/** One HTML file of the project as `npm run push` sends it (dist/<name>.html: .claspignore lets `*.html` through), read once. */
function pushedFile(name: string): string | undefined {
  if (!pushed.has(name)) {
    const file = join(DIST, `${name}.html`);
    pushed.set(name, /^[\w-]+$/.test(name) && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  }
  return pushed.get(name);
}

/** The HTML files of the pushed project, by name without the extension. */
export function projectHtmlFiles(): HtmlFiles {
  const files: HtmlFiles = {};
  for (const file of readdirSync(DIST).filter((f) => f.endsWith('.html'))) {
    const name = file.slice(0, -'.html'.length);
    files[name] = pushedFile(name)!;
  }
  return files;
}

/**
 * HtmlService.createTemplateFromFile's template: getRawContent() is the file's
 * text, unprocessed (the reference: "Returns the unprocessed content of this
 * template"); the add-on evaluates no template, so nothing else is emulated.
 */
class HtmlTemplate {
  constructor(private readonly raw: string) {}
  getRawContent(): string {
    return this.raw;
  }
  evaluate(): never {
    throw new Error('emulator: HtmlTemplate.evaluate is not emulated (the add-on evaluates no template)');
  }
  getCode(): never {
    throw new Error('emulator: HtmlTemplate.getCode is not emulated (the add-on evaluates no template)');
  }
}

/** The script's time zone: the manifest's, which Apps Script uses for every Date of the script (jest runs with TZ set to it). */
const SCRIPT_TIME_ZONE: string = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'appsscript.json'), 'utf8')) as { timeZone: string }
).timeZone;

export function createEnv(
  options: {
    locale?: string;
    mode?: AuthMode;
    /** Files added to (or replacing files of) the pushed project. */
    htmlFiles?: HtmlFiles;
    /** The project's HTML files in place of the pushed ones (dist/*.html). */
    project?: HtmlFiles;
    timeZone?: string;
    userLocale?: string;
  } = {},
): Env {
  if (Intl.DateTimeFormat().resolvedOptions().timeZone !== SCRIPT_TIME_ZONE) {
    throw new Error(
      `the emulator needs the script's time zone ${SCRIPT_TIME_ZONE} as the process's (TZ; jest.config.js sets it)`,
    );
  }
  const log = new CallLog();
  const spreadsheet = new FakeSpreadsheet(log, options.locale ?? 'nl_NL', options.timeZone ?? 'America/New_York');
  const ui = new FakeUi(log);
  const lock = new FakeLock(log);
  const properties = new FakeProperties(log);
  const env: Env = { globals: {}, spreadsheet, ui, lock, properties, log, mode: options.mode ?? 'FULL' };
  // The add-on's rule (CONTRIBUTING): every change to the spreadsheet is made holding the document lock.
  spreadsheet.onWrite = (tab) => {
    if (!lock.held) throw new Error(`emulator: a write to ${tab} without the document lock`);
  };

  const guard = (service: string, allowedInNone = false) => {
    if (env.mode === 'CUSTOM_FUNCTION') throw new Error(`You do not have permission to call ${service}`);
    if (env.mode === 'NONE' && !allowedInNone)
      throw new Error(
        `Exception: You do not have permission to call ${service}. Required permissions: https://www.googleapis.com/auth/spreadsheets.currentonly`,
      );
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
  const own = (files: HtmlFiles | undefined, name: string) =>
    files && Object.prototype.hasOwnProperty.call(files, name) ? files[name] : undefined;
  /** A file of the project by name (without `.html`): the test's, else the pushed project's; or Apps Script's error. */
  const projectFile = (name: string): string => {
    const html = own(options.htmlFiles, name) ?? (options.project ? own(options.project, name) : pushedFile(name));
    if (html === undefined) throw new Error(`Exception: No HTML file named ${name} was found.`);
    return html;
  };
  const HtmlService = {
    createHtmlOutput: (html = '') => {
      log.record('HtmlService.createHtmlOutput');
      return new HtmlOutput(html);
    },
    createHtmlOutputFromFile: (name: string) => {
      log.record('HtmlService.createHtmlOutputFromFile');
      return new HtmlOutput(projectFile(name));
    },
    // A custom function calls no service at all (the harsher reading: the add-on never needs one there).
    createTemplateFromFile: (name: string) => {
      guard('HtmlService.createTemplateFromFile', true);
      log.record(`HtmlService.createTemplateFromFile(${name})`);
      return new HtmlTemplate(projectFile(name));
    },
    SandboxMode: { IFRAME: 'IFRAME' },
    XFrameOptionsMode: { ALLOWALL: 'ALLOWALL', DEFAULT: 'DEFAULT' },
  };
  const ScriptApp = {
    AuthMode: { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION' },
  };
  const Logger = { log: (..._a: unknown[]) => undefined };
  // Utilities needs no authorisation; formatDate takes Java SimpleDateFormat patterns (the subset used here).
  const Utilities = {
    formatDate: (date: Date, zone: string, pattern: string) => {
      log.record('Utilities.formatDate');
      if (Object.prototype.toString.call(date) !== '[object Date]' || typeof zone !== 'string')
        throw new Error('Exception: Invalid argument: date');
      return formatDate(date, zone, pattern);
    },
  };
  // Session.getActiveUserLocale needs no authorisation scope (its reference page lists none): allowed in every mode but a custom function's.
  const Session = {
    getActiveUserLocale: () => {
      guard('Session.getActiveUserLocale', true);
      log.record('Session.getActiveUserLocale');
      return options.userLocale ?? (options.locale ?? 'nl_NL').split('_')[0]!;
    },
  };
  (env as { globals: Record<string, unknown> }).globals = {
    SpreadsheetApp,
    LockService,
    PropertiesService,
    HtmlService,
    ScriptApp,
    Logger,
    Utilities,
    Session,
  };
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

/** Utilities.formatDate for the patterns yyyy MM dd HH mm ss (and single letters), in a time zone. */
function formatDate(date: Date, zone: string, pattern: string): string {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(date)) p[part.type] = part.value;
  const map: Record<string, string> = {
    yyyy: p['year']!,
    MM: p['month']!,
    dd: p['day']!,
    HH: p['hour']!,
    mm: p['minute']!,
    ss: p['second']!,
    M: String(Number(p['month'])),
    d: String(Number(p['day'])),
    H: String(Number(p['hour'])),
  };
  return pattern.replace(/yyyy|MM|dd|HH|mm|ss|M|d|H/g, (t) => map[t]!);
}
