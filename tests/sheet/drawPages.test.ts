/**
 * The printed score forms and the beamer page in a real browser (Debian's
 * Chromium through playwright-core): the forms print as A4, two per sheet,
 * nothing overflows its box; the beamer page fits a 16:9 screen for the
 * largest events. (The README's pictures: `npm run screenshots`.)
 */
import type { ViewOutcome } from '../../src/actions/drawViews';
import { pageOf } from '../support/entries';
import type { WorkbookReader } from '../../src/workbook/workbook';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { Browser, launchBrowser } from '../support/browser';

/** The beamer view of the last round drawn, as the menu shows it (the tablesDisplay entry). */
const tables = (wb: WorkbookReader) => pageOf<ViewOutcome>(wb, 'tablesDisplay');
/** The score forms of a round (default: the last drawn), as the menu shows them (the scoreForms entry). */
const forms = (wb: WorkbookReader, round?: number) =>
  pageOf<ViewOutcome>(wb, 'scoreForms', round === undefined ? {} : { round });

// A4 at 96 dpi.
const A4 = { width: 794, height: 1123 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(html: string, viewport: { width: number; height: number }, media: 'print' | 'screen') {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  // Nothing leaves the machine: the page is set directly, every request refused.
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html, { waitUntil: 'load' });
  await page.emulateMedia({ media });
  return page;
}

/** Pages of a PDF (its /Type /Page objects). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

const EVENTS = {
  nk: () => simulateKeezen({ variant: 'nk4tegen4', entrants: 23, seed: 'texel-2025', rounds: 2 }),
  buurt: () => simulateKeezen({ variant: 'buurtcompetitie', entrants: 10, seed: 'zijtaart', rounds: 2 }),
  night: () =>
    simulateKeezen({
      variant: 'spelavond',
      entrants: 23,
      seed: 'spierdijk',
      rounds: 2,
      settings: [['oddPlayers', 'tables']],
    }),
  night60: () => simulateKeezen({ variant: 'spelavond', entrants: 60, seed: 'groot', rounds: 1, results: false }),
  nk100: () => simulateKeezen({ variant: 'nk4tegen4', entrants: 100, seed: 'groot', rounds: 1, results: false }),
};

describe('the score forms print on A4, two per sheet', () => {
  test.each(['nk', 'buurt', 'night'] as const)(
    '%s: one form per table, ⌈tables / 2⌉ pages, no box overflows',
    async (which) => {
      const e = EVENTS[which]();
      const o = forms(e.wb);
      const page = await open(o.html, A4, 'print');
      const overflowing = await page.evaluate(
        "[...document.querySelectorAll('.form, .side, .who')].filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1).length",
      );
      expect(overflowing).toBe(0);
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(pdfPages(pdf)).toBe(Math.ceil(o.view.tables.length / 2));
      await page.close();
    },
  );

  test('long names are cut off inside their box, never spill over', async () => {
    const e = simulateKeezen({ variant: 'spelavond', entrants: 8, seed: 'lang', rounds: 1, results: false });
    const rows = e.wb.tabs.get('Deelnemers')!;
    const long = 'Wilhelmina Johanna Cornelia van der Zwaluwenstaart-Oosterhuis';
    for (let i = 1; i < rows.length; i++) rows[i]![1] = `${long} ${i}`;
    const tab = e.wb.tabs.get('Tafelindeling')!;
    for (let i = 1; i < tab.length; i++)
      for (let c = 2; c <= 5; c++) tab[i]![c] = `${long} ${e.names.indexOf(String(tab[i]![c])) + 1}`;
    const page = await open(forms(e.wb).html, A4, 'print');
    const overflowing = await page.evaluate(
      "[...document.querySelectorAll('.form, .side')].filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).length",
    );
    expect(overflowing).toBe(0);
    await page.close();
  });
});

describe('the beamer page fits the screen', () => {
  test.each([
    ['nk', 1920, 1080],
    ['nk', 1280, 720],
    ['nk100', 1920, 1080],
    ['night', 1920, 1080],
    ['night60', 1920, 1080],
    ['night60', 1280, 720],
  ] as const)('%s at %i × %i: every line on screen, nothing wider than the screen', async (which, width, height) => {
    const e = EVENTS[which]();
    const o = tables(e.wb);
    const page = await open(o.html, { width, height }, 'screen');
    const fit = (await page.evaluate(
      "(() => { const items = [...document.querySelectorAll('li')]; return { count: items.length, bottom: Math.max(...items.map((li) => li.getBoundingClientRect().bottom)), right: Math.max(...items.map((li) => li.getBoundingClientRect().right)), scrollWidth: document.documentElement.scrollWidth }; })()",
    )) as { count: number; bottom: number; right: number; scrollWidth: number };
    expect(fit.count).toBe(e.names.length);
    expect(fit.bottom).toBeLessThanOrEqual(height);
    expect(fit.right).toBeLessThanOrEqual(width);
    expect(fit.scrollWidth).toBeLessThanOrEqual(width);
    await page.close();
  });
});
