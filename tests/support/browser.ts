/**
 * Headless Chromium (Debian's package, driven by playwright-core: no browser
 * download) showing the built HTML views of dist/, with google.script.run
 * routed to dist/Code.js running in node:vm on the emulated spreadsheet.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserContext, Page, chromium } from 'playwright-core';
import type { Bundle } from '../emu/bundle';
import { SCRIPT_RUN_STUB, ServerLog, serverCall } from '../emu/scriptRun';

/** CHROMIUM_PATH, else what scripts/browser.mjs found before `npm test` ran jest, else Debian's. */
const CHROMIUM = process.env.CHROMIUM_PATH || foundByScript() || '/usr/bin/chromium';

function foundByScript(): string | undefined {
  const file = join(__dirname, '..', '..', 'node_modules', '.cache', 'chromium-path');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}
const DIST = join(__dirname, '..', '..', 'dist');

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Where the views' screenshots go: docs/img/ (the docs show them) when UPDATE_SCREENSHOTS is set, as
 * `npm run screenshots` does; otherwise a temporary folder, so that a test run still takes them (a page
 * that cannot be drawn fails) but leaves the repository as it was.
 */
export function screenshotFolder(): string {
  return process.env.UPDATE_SCREENSHOTS
    ? join(__dirname, '..', '..', 'docs', 'img')
    : mkdtempSync(join(tmpdir(), 'cl-screenshots-'));
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium package (npm test does so when root) or set CHROMIUM_PATH`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'competitieleider-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    locale: 'nl-NL',
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The HTML files HtmlService serves (dist/<name>.html), for createEnv({ htmlFiles }). */
export function htmlFiles(): { sidebar: string; wizard: string } {
  return {
    sidebar: readFileSync(join(DIST, 'sidebar.html'), 'utf8'),
    wizard: readFileSync(join(DIST, 'wizard.html'), 'utf8'),
  };
}

/**
 * Opens a view as HtmlService would show it, at a width (the sidebar is 300 px
 * wide), with google.script.run served by `code`. Nothing leaves the machine:
 * every request but the page itself is refused.
 */
export async function openView(
  browser: Browser,
  code: Bundle,
  html: string,
  size: { width: number; height: number },
  log?: ServerLog,
): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(size);
  const url = 'https://script.test/view';
  await page.route('**/*', (route) =>
    route.request().url() === url
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
      : route.abort(),
  );
  // Asynchronous like the real thing: the answer comes in a later task.
  await page.exposeBinding(
    '__gasRun',
    (_source, name: string, argsJson: string) =>
      new Promise<string>((resolve) => setImmediate(() => resolve(serverCall(code, name, argsJson, log)))),
  );
  await page.addInitScript(SCRIPT_RUN_STUB);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { __errors?: string[] }).__errors = errors;
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/** Errors thrown by the page's own script (a test expects none). */
export function pageErrors(page: Page): string[] {
  return (page as Page & { __errors?: string[] }).__errors ?? [];
}

/** Waits until the page is not busy (no server call in flight). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction("!document.body.classList.contains('busy')");
}
