/**
 * The club-night sidebar's test helpers, shared by the browser tests of tests/ui: the shipped season and a
 * generated club on the emulated spreadsheet; what every click must leave true at 300 × 700 (the status area at
 * most a third of the sidebar, the next primary button in view); the corrections' small forms opened and sent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseCsv } from '../../src/cli/files/csv';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { loadBundle, Bundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { htmlFiles, settled } from './browser';

// The functions passed to page.$eval / page.evaluate run in the page; the Node-side type check has no DOM library.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;
declare const window: any;

/** A cell of a CSV file or a simulated tab as the spreadsheet holds it: whole numbers as numbers. */
export const csvValue = (c: unknown): Value =>
  c === null || c === undefined ? '' : /^-?\d+$/.test(String(c)) ? Number(c) : String(c);

/** The shipped 34-player season with the rounds up to `played` only (rounds and absences after it left out). */
export function shippedSeason(played: number): { env: Env; code: Bundle } {
  const env = createEnv({ locale: 'nl_NL', htmlFiles: htmlFiles() });
  for (const tab of ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig']) {
    const rows = parseCsv(
      readFileSync(join(__dirname, '..', '..', 'examples', 'zwarte-dame', `${tab}.csv`), 'utf8'),
    ).map((r) => r.map(csvValue));
    const kept =
      tab === 'Uitslagen' || tab === 'Afwezig'
        ? [rows[0]!, ...rows.slice(1).filter((r) => Number(r[0]) <= played)]
        : rows;
    env.spreadsheet.addTab(tab, kept);
  }
  return { env, code: loadBundle(env.globals) };
}

/** A generated club of `players` with `played` of `rounds` (37 unless told) rounds behind it. */
export function generatedClub(
  players: number,
  played: number,
  options: { rounds?: number; seed?: string } = {},
): { env: Env; code: Bundle } {
  const env = createEnv({ locale: 'nl_NL', htmlFiles: htmlFiles() });
  const season = simulateKeizerSeason({
    players,
    rounds: options.rounds ?? 37,
    played,
    seed: options.seed ?? `club-${players}`,
  });
  for (const [name, rows] of Object.entries(season.tabs))
    env.spreadsheet.addTab(
      name,
      rows.map((r) => r.map(csvValue)),
    );
  return { env, code: loadBundle(env.globals) };
}

export function tab(env: Env, name: string): Value[][] {
  return env.spreadsheet.tab(name)!.values();
}

/** A name inside a CSS attribute selector's quotes. */
export const attr = (s: string): string => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** The element is drawn inside the viewport, and not under the sticky status area unless it is part of it. */
export async function inView(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    const status = document.getElementById('status')!;
    const top = status.contains(el) ? 0 : status.getBoundingClientRect().bottom - 1;
    return (
      r.height > 0 && r.top >= top && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth
    );
  });
}

/** The visible primary buttons' action (or place they lead to). */
export async function primaries(page: Page): Promise<string[]> {
  return page.$$eval('button.primary', (els) =>
    els.filter((e: any) => e.offsetParent !== null).map((e: any) => e.dataset.action ?? e.dataset.goto ?? e.id),
  );
}

/** The status area's height as a share of the sidebar's. */
export async function statusShare(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementById('status')!.getBoundingClientRect().height / window.innerHeight);
}

/** After every action: the status area at most a third of the sidebar, the next primary button (if any) in view. */
export async function stillSmall(page: Page): Promise<void> {
  expect(await statusShare(page)).toBeLessThanOrEqual(1 / 3 + 0.005);
  if ((await page.locator('#next-step button.primary').count()) > 0)
    expect(await inView(page, '#next-step button.primary')).toBe(true);
}

export async function click(page: Page, selector: string): Promise<void> {
  await page.click(selector);
  await settled(page);
  await stillSmall(page);
}

export async function choose(page: Page, selector: string, value: string): Promise<void> {
  await page.selectOption(selector, value);
  await settled(page);
  await stillSmall(page);
}

/** Nothing of the element sticks out of the sidebar's width. */
async function fitsWidth(page: Page, selector: string): Promise<boolean> {
  return page.$$eval(`${selector}, ${selector} *`, (els) =>
    els.every((e: any) => e.getBoundingClientRect().right <= window.innerWidth),
  );
}

/** Opens an action's form (its summary scrolled into view and clicked): shown, and within the sidebar's width. */
export async function openForm(page: Page, id: string): Promise<void> {
  await page.click(`details[data-action-form="${id}"] > summary`);
  expect(await page.isVisible(`form[data-form="${id}"]`)).toBe(true);
  expect(await fitsWidth(page, `form[data-form="${id}"]`)).toBe(true);
}

/** Sends a form and waits for the reply: the outcome in view, the status area at most a third of the sidebar. */
export async function send(page: Page, id: string): Promise<void> {
  await page.click(`button[data-send="${id}"]`);
  await settled(page);
  expect(await statusShare(page)).toBeLessThanOrEqual(1 / 3 + 0.005);
  expect(await inView(page, '#messages .box')).toBe(true);
}
