/**
 * "Ronde terugdraaien" in the built sidebar, in headless Chromium at 300 × 700, on the shipped 34-player season
 * at round 13: the button sits with the confirm step, locked with its reason until a round is recorded, never the
 * primary button; after the round is recorded it can be taken back (the proposal shows again and recording is the
 * next step), and recording it again gives Uitslagen and Afwezig exactly as recorded; a result filled in is named
 * in the question, and nothing changes before the yes.
 */
import type { Env } from '../emu/services';
import { Browser, htmlFiles, launchBrowser, openView, pageErrors } from '../support/browser';
import { click, primaries, shippedSeason } from '../support/sidebar';

const SIDEBAR = { width: 300, height: 700 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tabs = (env: Env) =>
  Object.fromEntries(['Uitslagen', 'Afwezig'].map((t) => [t, env.spreadsheet.tab(t)!.values()]));

const UNRECORD = 'li.step[data-step="confirm"] button[data-action="unrecord"]';

describe('Ronde terugdraaien in the sidebar, the 34-player season at round 13', () => {
  test('locked until a round is recorded; then it takes the round back to its proposal, and recording gives the same tabs', async () => {
    const fresh = shippedSeason(0);
    const first = await openView(browser, fresh.code, htmlFiles().sidebar, SIDEBAR);
    expect(await first.getAttribute(UNRECORD, 'disabled')).not.toBeNull();
    expect(await first.getAttribute(UNRECORD, 'title')).toBe('er is nog geen ronde vastgelegd');
    await first.close();

    const { env, code } = shippedSeason(12);
    const page = await openView(browser, code, htmlFiles().sidebar, SIDEBAR);
    // Round 12 is recorded: taking back is possible from the start of round 13's night.
    await click(page, 'button[data-action="makePairing"]');
    const before = tabs(env);
    await click(page, 'button[data-action="confirmRound"]');
    const after = tabs(env);
    expect(after.Uitslagen!.length).toBeGreaterThan(before.Uitslagen!.length);
    expect(await page.getAttribute(UNRECORD, 'disabled')).toBeNull();
    expect(await primaries(page)).not.toContain('unrecord');

    await click(page, UNRECORD);
    expect(await page.textContent('#messages')).toMatch(/Ronde 13 teruggedraaid/);
    expect(tabs(env)).toEqual(before);
    expect(await page.isVisible('#proposal-title')).toBe(true);
    expect(await primaries(page)).toEqual(['confirmRound']);

    await click(page, 'button[data-action="confirmRound"]');
    expect(tabs(env)).toEqual(after);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  test('a result filled in: the question names the board; nothing changes before the yes, which takes the round back', async () => {
    const { env, code } = shippedSeason(12);
    const page = await openView(browser, code, htmlFiles().sidebar, SIDEBAR);
    await click(page, 'button[data-action="makePairing"]');
    const before = tabs(env);
    await click(page, 'button[data-action="confirmRound"]');
    const sheet = env.spreadsheet.tab('Uitslagen')!;
    const row = sheet.values().findIndex((r) => r[0] === 13) + 1;
    sheet.type(row, 4, '1-0');
    const filled = tabs(env);
    await click(page, UNRECORD);
    const question = await page.textContent('#messages .question');
    expect(question).toContain('bord 1: ');
    expect(question).toContain('Ronde 13 toch terugdraaien?');
    expect(tabs(env)).toEqual(filled);
    await click(page, '#answer-yes');
    expect(tabs(env)).toEqual(before);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
