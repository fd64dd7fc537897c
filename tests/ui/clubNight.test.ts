/**
 * The club-night sidebar at a real club's size, in headless Chromium at the
 * width Sheets gives a sidebar (300 px) in a 700 px high window: the shipped
 * 34-player season at round 13 and a generated club of 60. After every click
 * the outcome is inside the viewport, the question can be seen and answered,
 * the proposal shows before the round is confirmed, and the next step is the
 * one primary button. Screenshots go to docs/img/ with `npm run screenshots`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseCsv } from '../../src/cli/files/csv';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { loadBundle, Bundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { Browser, htmlFiles, launchBrowser, openView, pageErrors, settled, screenshotFolder } from '../support/browser';
import {
  attr,
  choose,
  click,
  csvValue,
  generatedClub,
  inView,
  primaries,
  statusShare,
  stillSmall,
  shippedSeason,
  tab,
} from '../support/sidebar';

// The functions passed to page.$eval / page.evaluate run in the page; the Node-side type check has no DOM library.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;
declare const window: any;
type HTMLElement = any;

const IMG = screenshotFolder();
const SIDEBAR = { width: 300, height: 700 };

const sidebarHtml = (): string => htmlFiles()['sidebar']!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until every result typed is saved or refused (none waiting on its row). */
async function resultsSent(page: Page): Promise<void> {
  await page.waitForFunction(
    "!document.querySelector('#games .mark.pending') && !document.body.classList.contains('busy')",
  );
  await stillSmall(page);
}

/** Types a result on a board's row: focus the row, press the key. */
async function typeResult(page: Page, board: number, key: string): Promise<void> {
  await page.focus(`#games li[data-board="${board}"]`);
  await page.keyboard.press(key);
}

const serverCalls = (page: Page, name: string): Promise<number> =>
  page.evaluate((n) => (window.__gasCalls as string[]).filter((c) => c === n).length, name);

describe('the 34-player season at round 13, in a 300 × 700 sidebar', () => {
  test('absences → proposal → check and confirm → results → standings: each outcome in view, the next step the one primary button', async () => {
    const { env, code } = shippedSeason(12);
    const page = await openView(browser, code, sidebarHtml(), SIDEBAR);
    expect(await page.textContent('#round-title')).toBe('Ronde 13 van 28');

    // The night's steps in order; pairing is next; what cannot be taken yet says why.
    expect(await page.$$eval('#steps li', (els) => els.map((e) => (e as HTMLElement).dataset.step))).toEqual([
      'absences',
      'pairing',
      'confirm',
      'results',
      'standings',
    ]);
    expect(await primaries(page)).toEqual(['makePairing']);
    expect(await inView(page, 'button[data-action="makePairing"]')).toBe(true);
    expect(await page.isDisabled('button[data-action="confirmRound"]')).toBe(true);
    expect(await page.textContent('#steps li[data-step="confirm"] .step-note')).toBe('maak eerst de indeling');
    expect(await page.isDisabled('button[data-action="seasonEnd"]')).toBe(true);
    expect(await page.textContent('#season-buttons')).toContain('pas in de laatste ronde (28)');
    await page.screenshot({ path: join(IMG, 'sidebar-steps.png') });

    // Attendance by the ranking after round 12, or by name; a filter; Enter goes to the first name's choice.
    const ranks = (await page.locator('#players li .rank').allTextContents()).map(Number);
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    expect(ranks).toHaveLength(34);
    await page.selectOption('#sort', 'name');
    const names = await page.locator('#players li .name').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    await page.selectOption('#sort', 'rank');
    await page.fill('#filter', 'VAN');
    const shown = await page.locator('#players li:not([hidden]) .name').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((n) => n.toLowerCase().includes('van'))).toBe(true);
    await page.press('#filter', 'Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.dataset.name)).toBe(shown[0]);
    await page.fill('#filter', '');

    // An absence low in the list: the summary at the top and the mark on the row, both in view.
    const last = (await page.locator('#players li .name').allTextContents()).at(-1)!;
    await choose(page, `#players li[data-name="${attr(last)}"] select`, 'excused');
    expect(await page.textContent('#messages')).toContain(`Ronde 13: ${last} afwezig (afgemeld).`);
    expect(await inView(page, '#messages .box')).toBe(true);
    expect(await inView(page, `#players li[data-name="${attr(last)}"] .mark`)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.dataset.name)).toBe(last);
    expect(tab(env, 'Afwezig').at(-1)).toEqual([13, last, 'afgemeld']);

    // Indeling maken: the proposal shows, marked as one, in view; confirming is now the primary step.
    await click(page, 'button[data-action="makePairing"]');
    expect(await page.textContent('#messages')).toMatch(/Indeling ronde 13: \d+ borden/);
    expect(await inView(page, '#messages .box')).toBe(true);
    expect(await page.textContent('#proposal-title')).toBe('Voorstel voor ronde 13 (nog niet vastgelegd)');
    expect(await inView(page, '#proposal-title')).toBe(true);
    const indeling = tab(env, 'Indeling');
    const head = indeling.findIndex((r) => r[0] === 'Bord');
    const boards = indeling.slice(head + 1).filter((r) => typeof r[0] === 'number');
    expect(await page.locator('#proposal-boards li').count()).toBe(boards.length);
    expect(await page.locator('#proposal-boards li .white').allTextContents()).toEqual(boards.map((r) => r[1]));
    expect(await primaries(page)).toEqual(['confirmRound']);
    // The why of a board that is not the neighbour pair, on demand.
    const withWhy = boards.findIndex((r) => r[3] !== '');
    if (withWhy >= 0) {
      const details = `#proposal-boards li[data-board="${boards[withWhy]![0]}"] details`;
      expect(await page.isVisible(`${details} p`)).toBe(false);
      await page.click(`${details} summary`);
      expect(await page.textContent(`${details} p`)).toBe(boards[withWhy]![3]);
    }
    await page.screenshot({ path: join(IMG, 'sidebar-proposal.png') });

    // The leader edits the Indeling tab by hand (swaps two black players); making the pairing again asks first.
    const sheet = env.spreadsheet.tab('Indeling')!;
    const [b1, b2] = [sheet.cell(head + 2, 3).value, sheet.cell(head + 3, 3).value];
    sheet.cell(head + 2, 3).value = b2!;
    sheet.cell(head + 3, 3).value = b1!;
    const edited = tab(env, 'Indeling');
    await click(page, 'button[data-action="makePairing"]');
    expect(await page.textContent('#messages .question strong')).toBe('Competitieleider: indeling opnieuw maken');
    expect(await page.textContent('#messages .question')).toContain('wijkt op 2 borden af');
    expect(await inView(page, '#answer-yes')).toBe(true);
    expect(await inView(page, '#answer-no')).toBe(true);
    await click(page, '#answer-no');
    expect(tab(env, 'Indeling')).toEqual(edited);

    // Confirming the edited pairing: it breaks a rule? Then the question, in view and answerable; else recorded at once.
    await click(page, 'button[data-action="confirmRound"]');
    if (await page.isVisible('#messages .question')) {
      expect(await inView(page, '#answer-yes')).toBe(true);
      await click(page, '#answer-yes');
    }
    expect(await page.textContent('#messages')).toMatch(/Ronde 13 vastgelegd: \d+ partijen/);
    expect(await inView(page, '#messages .box')).toBe(true);
    expect(await page.isVisible('#proposal')).toBe(false);
    expect(await page.locator('#games li').count()).toBe(boards.length);
    expect(await inView(page, '#games-section h2')).toBe(true);
    expect(await primaries(page)).toEqual(['games-section']);
    expect(await page.isDisabled('button[data-action="confirmRound"]')).toBe(true);
    expect(await page.isDisabled('button[data-action="makePairing"]')).toBe(true);

    // Results by keyboard: the last board, far down (= is ½-½); the summary and the row's mark in view, focus kept.
    const n = boards.length;
    await typeResult(page, n, '=');
    await resultsSent(page);
    expect(await page.textContent('#messages')).toMatch(new RegExp(`Ronde 13, bord ${n}: .* ½-½\\.`));
    expect(await inView(page, '#messages .box')).toBe(true);
    expect(await inView(page, `#games li[data-board="${n}"] .mark`)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.dataset.board)).toBe(String(n));
    await page.screenshot({ path: join(IMG, 'sidebar.png') });
    // The rest typed in one go, arrow keys between the rows: nothing saved per arrow, a few calls for all boards.
    const callsBefore = await serverCalls(page, 'sidebarSetResults');
    await page.focus('#games li[data-board="1"]');
    for (let b = 1; b < n; b++) {
      await page.keyboard.press(b % 3 === 0 ? '0' : '1');
      await page.keyboard.press('ArrowDown');
    }
    await resultsSent(page);
    expect((await serverCalls(page, 'sidebarSetResults')) - callsBefore).toBeLessThan(n / 2);
    const written = tab(env, 'Uitslagen').filter((r) => r[0] === 13);
    expect(written.map((r) => r[3])).toEqual(
      written.map((_, i) => (i + 1 === n ? '½-½' : (i + 1) % 3 === 0 ? '0-1' : '1-0')),
    );
    expect(await page.textContent('#steps li[data-step="results"] .step-note')).toBe(`${n} van ${n} uitslagen binnen`);

    // Standings: now the primary step; afterwards it is done.
    expect(await primaries(page)).toEqual(['updateStandings']);
    await click(page, 'button[data-action="updateStandings"]');
    expect(await page.textContent('#messages')).toMatch(/Ranglijst na ronde 13: 34 spelers/);
    expect(await inView(page, '#messages .box')).toBe(true);
    expect(await page.textContent('#steps li[data-step="standings"] .step-note')).toBe(
      'de ranglijst staat na ronde 13',
    );
    expect(await primaries(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('a club of 60 in a 300 × 700 sidebar', () => {
  test('pairing and confirming a round of 60: the outcome and the proposal in view, the question answerable', async () => {
    const { env, code } = generatedClub(60, 20);
    const page = await openView(browser, code, sidebarHtml(), SIDEBAR);
    expect(await page.textContent('#round-title')).toBe('Ronde 21 van 37');
    expect(await page.locator('#players li').count()).toBe(60);
    expect(await primaries(page)).toEqual(['makePairing']);
    await click(page, 'button[data-action="makePairing"]');
    expect(await inView(page, '#messages .box')).toBe(true);
    expect(await inView(page, '#proposal-title')).toBe(true);
    expect(await page.locator('#proposal-boards li').count()).toBeGreaterThan(15);
    expect(await primaries(page)).toEqual(['confirmRound']);

    // A hand edit that breaks a rule: a board emptied. Confirming asks, in view.
    const sheet = env.spreadsheet.tab('Indeling')!;
    const head = sheet.values().findIndex((r) => r[0] === 'Bord');
    for (const col of [1, 2, 3]) sheet.cell(head + 2, col).value = '';
    await click(page, 'button[data-action="confirmRound"]');
    expect(await page.textContent('#messages .question')).toContain('Ronde 21 toch vastleggen?');
    expect(await inView(page, '#answer-yes')).toBe(true);
    const before = tab(env, 'Uitslagen').length;
    await click(page, '#answer-yes');
    expect(await page.textContent('#messages')).toMatch(/Ronde 21 vastgelegd/);
    expect(tab(env, 'Uitslagen').length).toBeGreaterThan(before);
    expect(await inView(page, '#messages .box')).toBe(true);
    expect(await primaries(page)).toEqual(['games-section']);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

/** Two names of the proposal clicked: the verdict shows beside it; saving writes them into Indeling. */
async function swapInSidebar(page: Page, env: Env, a: string, b: string): Promise<void> {
  await page.click(`#proposal-boards button.pick[data-name="${attr(a)}"]`);
  await page.click(`#proposal-boards button.pick[data-name="${attr(b)}"]`);
  await page.waitForSelector('#edit-save');
  expect(await inView(page, '#edit-save')).toBe(true);
  expect(await page.textContent('#board-verdict')).toMatch(/controle|regel/i);
  const before = tab(env, 'Indeling');
  await stillSmall(page);
  expect(tab(env, 'Indeling')).toEqual(before);
  await click(page, '#edit-save');
}

describe('a board of the proposal edited in the sidebar', () => {
  test.each([
    ['the 34-player season at round 13', () => shippedSeason(12), 'Ronde 13'],
    ['a club of 60', () => generatedClub(60, 20), 'Ronde 21'],
  ])(
    '%s: two players swapped with the verdict beside, written into Indeling, then recorded as edited',
    async (_, make, round) => {
      const { env, code } = make();
      const page = await openView(browser, code, sidebarHtml(), SIDEBAR);
      await click(page, 'button[data-action="makePairing"]');
      const indeling = tab(env, 'Indeling');
      const head = indeling.findIndex((r) => r[0] === 'Bord');
      const boards = indeling.slice(head + 1).filter((r) => typeof r[0] === 'number');
      const [a, b] = [String(boards[0]![2]), String(boards[1]![2])];
      await swapInSidebar(page, env, a, b);
      expect(await page.textContent('#messages')).toContain('met de hand gewijzigd');
      const after = tab(env, 'Indeling').slice(head + 1);
      expect(after[0]!.slice(0, 4)).toEqual([boards[0]![0], boards[0]![1], b, 'met de hand gewijzigd']);
      expect(after[1]!.slice(0, 3)).toEqual([boards[1]![0], boards[1]![1], a]);
      expect(await page.textContent('#proposal-boards li[data-board="1"] .pick.black')).toBe(b);
      await page.screenshot({ path: join(IMG, `sidebar-board-edit-${boards.length}.png`) });

      // A board set by hand: board 2 gets the first board's players; they leave board 1 to whoever sat on 2.
      await page.click('#board-edit summary');
      await page.selectOption('#set-board select.set-board-board', '2');
      await page.selectOption('#set-board select.set-board-white', String(boards[0]![1]));
      await page.selectOption('#set-board select.set-board-black', b);
      await page.waitForSelector('#edit-save');
      expect(await page.textContent('#board-verdict ul.changed')).toContain(`2: ${String(boards[0]![1])} – ${b}`);
      await click(page, '#edit-save');

      // Ronde vastleggen records the pairing as edited (asking first when the edit broke a rule).
      await click(page, 'button[data-action="confirmRound"]');
      if (await page.isVisible('#messages .question')) await click(page, '#answer-yes');
      expect(await page.textContent('#messages')).toContain(`${round} vastgelegd`);
      const recorded = tab(env, 'Uitslagen').filter((r) => `Ronde ${r[0]}` === round);
      expect(recorded[1]!.slice(1, 3)).toEqual([boards[0]![1], b]);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    },
  );
});

describe('the status area stays small', () => {
  // A sidebar 300 wide in a 700 high window; on a 1366 × 768 laptop Sheets leaves it about 300 × 560; at 200 % zoom
  // the same 300 × 700 sidebar is 150 × 350 CSS pixels.
  test.each([
    ['300 × 700', { width: 300, height: 700 }],
    ['1366 × 768', { width: 300, height: 560 }],
    ['200 % zoom', { width: 150, height: 350 }],
  ])('at %s: at most a third of the height after every action of the night', async (_, size) => {
    const { env, code } = shippedSeason(12);
    const page = await openView(browser, code, sidebarHtml(), size);
    const shares: number[] = [await statusShare(page)];
    const after = async () => shares.push(await statusShare(page));
    const last = (await page.locator('#players li .name').allTextContents()).at(-1)!;
    await choose(page, `#players li[data-name="${attr(last)}"] select`, 'excused');
    await after();
    await click(page, 'button[data-action="makePairing"]');
    await after();
    // An edit that breaks rules: the question is asked, the status area still a third at most.
    const sheet = env.spreadsheet.tab('Indeling')!;
    const head = sheet.values().findIndex((r) => r[0] === 'Bord');
    for (const col of [1, 2, 3]) sheet.cell(head + 2, col).value = '';
    await click(page, 'button[data-action="confirmRound"]');
    await after();
    if (await page.isVisible('#messages .question')) {
      expect(await inView(page, '#answer-yes')).toBe(true);
      await click(page, '#answer-yes');
      await after();
    }
    const n = await page.locator('#games li').count();
    await page.focus('#games li[data-board="1"]');
    for (let b = 1; b <= n; b++) {
      await page.keyboard.press('1');
      await page.keyboard.press('ArrowDown');
    }
    await resultsSent(page);
    await after();
    await click(page, '#next-step button.primary');
    await after();
    expect(Math.max(...shares)).toBeLessThanOrEqual(1 / 3 + 0.005);
    await page.screenshot({ path: join(IMG, `sidebar-status-${size.width}x${size.height}.png`) });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  test('the first load shows the skeleton of the night at once, before the first answer', async () => {
    const { code } = shippedSeason(12);
    const page = await browser.context.newPage();
    await page.setViewportSize(SIDEBAR);
    await page.route('**/*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: sidebarHtml() }),
    );
    // No google.script.run answers: the page shows what it has before any reply.
    await page.addInitScript(
      'window.google = { script: { run: new Proxy({}, { get: (t, p) => p === "withSuccessHandler" || p === "withFailureHandler" || p === "withUserObject" ? () => window.google.script.run : () => undefined }) } };',
    );
    await page.goto('https://script.test/view');
    expect(await page.isVisible('#skeleton')).toBe(true);
    expect(await page.locator('#skeleton .bone.step').count()).toBe(5);
    void code;
    await page.close();
  });
});

describe('a shared night: a result that meets a running action', () => {
  test('a result typed while the spreadsheet is busy stays on its row, not saved, with a retry; the retry saves it', async () => {
    const { env, code } = shippedSeason(12);
    // Round 12 in progress: its last game has no result yet.
    const results = env.spreadsheet.tab('Uitslagen')!;
    const lastRow = results.values().length;
    results.cell(lastRow, 4).value = '';
    const page = await openView(browser, code, sidebarHtml(), SIDEBAR);
    expect(await page.textContent('#round-title')).toBe('Ronde 12 van 28');
    const board = await page.locator('#games li').count();
    const row = `#games li[data-board="${board}"]`;
    env.lock.heldByOther = true;
    await typeResult(page, board, '0');
    await page.waitForSelector(`${row} .row-note`);
    expect(await page.getAttribute(row, 'data-result')).toBe('0-1');
    expect(await page.textContent(`${row} .row-note`)).toContain(
      'Een andere gebruiker is net een actie aan het uitvoeren',
    );
    expect(await inView(page, `${row} .retry`)).toBe(true);
    expect(results.cell(lastRow, 4).value).toBe('');
    env.lock.heldByOther = false;
    await page.click(`${row} .retry`);
    await resultsSent(page);
    expect(results.cell(lastRow, 4).value).toBe('0-1');
    expect(await page.isVisible(`${row} .row-note`)).toBe(false);
    expect(await page.textContent(`${row} .mark`)).toContain('opgeslagen');
    expect(await page.getAttribute(row, 'data-result')).toBe('0-1');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  test('two quick key presses on a slow call: the last one is what is saved', async () => {
    const { env, code } = shippedSeason(12);
    const results = env.spreadsheet.tab('Uitslagen')!;
    const lastRow = results.values().length;
    results.cell(lastRow, 4).value = '';
    const page = await openView(browser, code, sidebarHtml(), SIDEBAR);
    const board = await page.locator('#games li').count();
    await typeResult(page, board, '1');
    await page.keyboard.press('0');
    await page.keyboard.press('r');
    await resultsSent(page);
    expect(results.cell(lastRow, 4).value).toBe('+-');
    await page.keyboard.press('r');
    await resultsSent(page);
    expect(results.cell(lastRow, 4).value).toBe('-+');
    await page.close();
  });
});

/** Opens a page of HTML as a dialog shows it, at a size. */
async function openHtml(html: string, size: { width: number; height: number }): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(size);
  await page.route('**/*', (route) =>
    route.request().url() === 'https://script.test/dialog'
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
      : route.abort(),
  );
  await page.goto('https://script.test/dialog');
  return page;
}

describe('the Keizer beamer dialog', () => {
  test.each([
    [1280, 720],
    [1920, 1080],
  ])(
    'every board of a 30-board round is visible at %i × %i, in two columns, no name cut off',
    async (width, height) => {
      const env = createEnv({ locale: 'nl_NL', htmlFiles: htmlFiles() });
      // Everyone present in round 21 of a club of 60 (and one name that is long): 30 boards.
      const season = simulateKeizerSeason({ players: 60, rounds: 37, played: 20, seed: 'beamer-60' });
      for (const [name, rows] of Object.entries(season.tabs))
        env.spreadsheet.addTab(
          name,
          name === 'Afwezig' ? rows.slice(0, 1).map((r) => r.map(csvValue)) : rows.map((r) => r.map(csvValue)),
        );
      const code = loadBundle(env.globals);
      code.menuMakePairing!();
      code.menuPairingDisplay!();
      const dialog = env.ui.dialogs.at(-1)!;
      expect(dialog.title).toBe('Ronde 21');
      const page = await openHtml(dialog.html, { width, height });
      const rows = await page.$$eval('tbody tr', (trs) =>
        trs.map((tr) => {
          const r = tr.getBoundingClientRect();
          const cut =
            [...tr.querySelectorAll('td')]
              .filter((td: HTMLElement) => td.scrollWidth > td.clientWidth + 1)
              .map((td: HTMLElement) => td.textContent + ':' + td.scrollWidth + '/' + td.clientWidth)
              .join(',') || false;
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, cut };
        }),
      );
      expect(rows).toHaveLength(30);
      for (const r of rows) {
        expect(r.bottom).toBeLessThanOrEqual(height);
        expect(r.right).toBeLessThanOrEqual(width);
        expect(r.cut).toBe(false);
      }
      expect(await page.locator('table').count()).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
      if (width === 1920) await page.screenshot({ path: join(IMG, 'beamer-keizer.png') });
      await page.close();
    },
  );
});

describe('the website and help from inside Sheets', () => {
  test('Website maken… offers the pages of publish as downloads, says a round is incomplete, and writes nothing', async () => {
    const { env, code } = shippedSeason(12);
    const results = env.spreadsheet.tab('Uitslagen')!;
    results.cell(results.values().length, 4).value = '';
    env.log.clear();
    code.menuPublish!();
    expect(env.log.count('Range.setValues')).toBe(0);
    const dialog = env.ui.dialogs.at(-1)!;
    expect(dialog.title).toBe('Competitieleider: website voor de club');
    const page = await openHtml(dialog.html, { width: 560, height: 480 });
    const links = await page.$$eval('a.download', (as) =>
      as.map((a: HTMLElement) => ({ file: a.getAttribute('download'), href: a.getAttribute('href') ?? '' })),
    );
    expect(links.map((l) => l.file)).toEqual(['index.html', 'crosstable.html', 'progress.html']);
    const standings = decodeURIComponent(links[0]!.href.replace(/^data:text\/html;charset=utf-8,/, ''));
    expect(standings).toContain('<h1>Ranglijst na ronde 12 van 28</h1>');
    expect(standings).toContain('Ronde 12 is nog niet compleet: 1 uitslag ontbreekt en telt nog niet mee.');
    expect(await page.textContent('body')).toContain("De 3 pagina's voor de website van de club");
    await page.close();
  });

  test('Help and about: the version, the documentation, undo with version history', () => {
    const { env, code } = shippedSeason(1);
    code.menuHelp!();
    const html = env.ui.dialogs.at(-1)!.html;
    expect(html).toContain(
      `Competitieleider versie ${(JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version}`,
    );
    expect(html).toContain('docs/add-on.md');
    expect(html).toContain('Bestand → Versiegeschiedenis');
  });
});

describe("the Keezen organiser's sidebar on a games night", () => {
  /** The shipped games night with round 2 drawn and only its first form typed in. */
  function gamesNight(): { env: Env; code: Bundle } {
    const env = createEnv({ locale: 'nl_NL', htmlFiles: htmlFiles() });
    for (const t of ['Instellingen', 'Deelnemers', 'Uitslagen', 'Tafelindeling']) {
      const rows = parseCsv(
        readFileSync(join(__dirname, '..', '..', 'examples', 'keezen-spelavond', `${t}.csv`), 'utf8'),
      ).map((r) => r.map(csvValue));
      const upTo =
        t === 'Uitslagen'
          ? (r: Value[]) => Number(r[0]) < 2 || (Number(r[0]) === 2 && Number(r[1]) === 1)
          : (r: Value[]) => Number(r[0]) <= 2;
      env.spreadsheet.addTab(
        t,
        t === 'Uitslagen' || t === 'Tafelindeling' ? [rows[0]!, ...rows.slice(1).filter(upTo)] : rows,
      );
    }
    return { env, code: loadBundle(env.globals) };
  }

  test("the round's tables with which forms are in, arrivals and departures into Aanwezig, the print button", async () => {
    const { env, code } = gamesNight();
    const page = await openView(browser, code, sidebarHtml(), SIDEBAR);
    expect(await page.textContent('#keezen-title')).toBe('Tafelindeling ronde 2');
    expect(await page.locator('#keezen-tables li').count()).toBe(4);
    expect(await page.textContent('#keezen-note')).toBe('1 van 4 scoreformulieren binnen');
    expect(await page.textContent('#keezen-tables li[data-table="1"] .mark')).toBe('✓ formulier binnen');
    expect(await page.textContent('#keezen-tables li[data-table="2"] .missing-mark')).toBe('formulier ontbreekt');
    // A player goes home: unticked, Aanwezig = nee in his row only; back again: the cell is cleared.
    const deelnemers = env.spreadsheet.tab('Deelnemers')!;
    const before = deelnemers.values();
    const who = String(before[3]![1]);
    await page.uncheck(`#keezen-entrants li[data-name="${attr(who)}"] input`);
    await settled(page);
    expect(await page.textContent('#messages')).toContain(`${who} is weg: doet niet mee in de volgende ronde.`);
    expect(await inView(page, '#messages .box')).toBe(true);
    expect(deelnemers.values()[3]).toEqual([before[3]![0], who, 'nee']);
    expect(deelnemers.values().filter((_, i) => i !== 3)).toEqual(before.filter((_, i) => i !== 3));
    expect(await page.isChecked(`#keezen-entrants li[data-name="${attr(who)}"] input`)).toBe(false);
    await page.check(`#keezen-entrants li[data-name="${attr(who)}"] input`);
    await settled(page);
    expect(deelnemers.values()[3]).toEqual([before[3]![0], who, '']);
    // The print button opens the score forms of the round.
    await page.click('#print-forms');
    await page.waitForFunction('window.__gasCalls.includes("menuScoreForms")');
    // The call is answered in a later task: wait for it (no time is asserted).
    for (let i = 0; i < 100 && env.ui.dialogs.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(env.ui.dialogs).toHaveLength(1);
    expect(env.ui.dialogs[0]!.title).toContain('ronde 2');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(IMG, 'sidebar-keezen.png') });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  test('a score form entered in the sidebar is checked as the standings check it: refused at its cell, then saved into Uitslagen', async () => {
    const { env, code } = gamesNight();
    const page = await openView(browser, code, sidebarHtml(), SIDEBAR);
    const form = '#keezen-tables li[data-table="2"] details.score-form';
    await page.click(`${form} summary`);
    // The form fits the 300 px sidebar: its save button is not cut off.
    expect(await page.$eval(`${form} button[data-save]`, (b) => b.getBoundingClientRect().right)).toBeLessThanOrEqual(
      SIDEBAR.width,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIDEBAR.width);
    // Counts typed; Winnaar a choice of side, as on the paper form. A games night has no time limit: no
    // Uitgespeeld box (as on the printed form).
    expect(await page.$(`${form} input[name="finished"]`)).toBeNull();
    const fill = async (values: Record<string, string>) => {
      for (const [k, v] of Object.entries(values)) {
        if (k === 'finished') await page.setChecked(`${form} input[name="finished"]`, v === 'ja');
        else if (k === 'winner') await page.check(`${form} input[data-field="winner"][value="${v}"]`);
        else await page.fill(`${form} input[name="${k}"]`, v);
      }
      await page.click(`${form} button[data-save]`);
      await settled(page);
    };
    const rows = env.spreadsheet.tab('Uitslagen')!.values().length;
    // Five pawns home for one player, who has four: refused, at the cell the row would take.
    await fill({ homeA1: '5', homeA2: '4', homeB1: '2', homeB2: '1', winner: 'A' });
    const error = await page.textContent('#keezen-tables li[data-table="2"] .row-note.error');
    expect(error).toMatch(new RegExp(`^Uitslagen!G${rows + 1}: `));
    // Each error once: on its row, not again in the status area.
    expect(await page.textContent('#messages')).not.toContain(error!);
    expect(env.spreadsheet.tab('Uitslagen')!.values()).toHaveLength(rows);
    // The boxes keep what was typed; corrected, the form is appended below the last row.
    expect(await page.inputValue(`${form} input[name="homeA2"]`)).toBe('4');
    await fill({ homeA1: '4' });
    expect(await page.textContent('#messages')).toContain('Scoreformulier van ronde 2, tafel 2 staat in Uitslagen.');
    const after = env.spreadsheet.tab('Uitslagen')!.values();
    expect(after).toHaveLength(rows + 1);
    const seats = env.spreadsheet
      .tab('Tafelindeling')!
      .values()
      .find((r) => r[0] === 2 && r[1] === 2)!;
    expect(after.at(-1)!.slice(0, 12)).toEqual([2, 2, seats[2], seats[3], seats[4], seats[5], 4, 4, 2, 1, '', 'A']);
    expect(await page.textContent('#keezen-note')).toBe('2 van 4 scoreformulieren binnen');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe('a late arrival after Indeling maken, in a 300 × 700 sidebar', () => {
  test('the 34-player season at round 13: the proposal says it is stale, Indeling maken is next again, and made again it keeps every board it can and marks those that changed', async () => {
    const { env, code } = shippedSeason(12);
    const page = await openView(browser, code, sidebarHtml(), SIDEBAR);
    // Who comes late is absent while the pairing is made; with him away the round is odd, so someone has the bye.
    const names = await page.locator('#players li .name').allTextContents();
    const late = names[5]!;
    await choose(page, `#players li[data-name="${attr(late)}"] select`, 'excused');
    const present = await page.locator('#players li.present').count();
    if (present % 2 === 0) await choose(page, `#players li[data-name="${attr(names[7]!)}"] select`, 'excused');
    await click(page, 'button[data-action="makePairing"]');
    const before = tab(env, 'Indeling');
    const head = before.findIndex((r) => r[0] === 'Bord');
    // The bye line (here a straf-oneven owed: Zwarte Dame regulations, d.1).
    const bye = String(before.slice(head + 1).find((r) => typeof r[0] === 'string' && r[1] !== '')![1]);
    expect(await primaries(page)).toEqual(['confirmRound']);

    // He arrives: marked present, the proposal says it is from before, and making the pairing is the next step.
    await choose(page, `#players li[data-name="${attr(late)}"] select`, '');
    expect(await page.textContent('#proposal-lines .stale')).toBe(
      `Dit voorstel is van vóór ${late} erbij kwam. Indeling maken werkt het bij; de borden die kunnen blijven, blijven staan.`,
    );
    expect(await inView(page, '#next-step button[data-action="makePairing"]')).toBe(true);
    expect(await page.textContent('#steps li[data-step="pairing"] .step-note')).toBe(
      `indeling bijwerken: ${late} erbij`,
    );
    expect(await primaries(page)).toEqual(['makePairing']);
    await page.screenshot({ path: join(IMG, 'sidebar-late-arrival.png') });

    // Made again: every board it can stays (here the late player and the straf-oneven may not meet: two boards
    // change, the fewest the rules allow); the summary counts and names them, the proposal marks them.
    await click(page, 'button[data-action="makePairing"]');
    const changed = await page.locator('#proposal-boards li.changed .pair').allTextContents();
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThanOrEqual(2);
    expect(await page.textContent('#messages')).toContain(
      `${late} is erbij gekomen: ${changed.length === 1 ? '1 bord gewijzigd' : `${changed.length} borden gewijzigd`} (bord `,
    );
    expect(changed.some((c) => c.includes(late))).toBe(true);
    expect(changed.some((c) => c.includes(bye))).toBe(true);
    expect(changed.every((c) => c.includes('gewijzigd'))).toBe(true);
    const after = tab(env, 'Indeling').slice(head + 1);
    expect(after.filter((r) => typeof r[0] === 'number').length).toBe(
      before.slice(head + 1).filter((r) => typeof r[0] === 'number').length + 1,
    );
    expect(await page.locator('#proposal-lines .stale').count()).toBe(0);
    expect(await primaries(page)).toEqual(['confirmRound']);
    await page.screenshot({ path: join(IMG, 'sidebar-late-arrival-remade.png') });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
