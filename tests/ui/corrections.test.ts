/**
 * The club night's corrections as small forms in the sidebar, in headless Chromium at 300 × 700 on the built
 * add-on: the shipped 34-player season after round 12 and a generated club of 70. Each form opens in its step,
 * fits the sidebar's width, offers the round's names in a player's box, and sends its values in one call; the
 * outcome is in view, the status area stays small, the form closes when done and keeps what was typed when refused.
 */
import { join } from 'node:path';
import type { Env } from '../emu/services';
import { Browser, htmlFiles, launchBrowser, openView, pageErrors, settled, screenshotFolder } from '../support/browser';
import { generatedClub, inView, openForm, send, shippedSeason, tab } from '../support/sidebar';

// The functions passed to page.$eval run in the page; the Node-side type check has no DOM library.
/* eslint-disable @typescript-eslint/no-explicit-any */

const IMG = screenshotFolder();
const SIDEBAR = { width: 300, height: 700 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const absentIn = (env: Env, round: number) =>
  tab(env, 'Afwezig')
    .filter((r) => r[0] === round && r[2] !== 'oneven')
    .map((r) => String(r[1]));

describe('the corrections as forms in a 300 × 700 sidebar', () => {
  test('the shipped season: a late game in round 12 (a name refused first), then an absence for rounds 13 to 16', async () => {
    const { env, code } = shippedSeason(12);
    const page = await openView(browser, code, htmlFiles()['sidebar']!, SIDEBAR);
    expect(await page.textContent('#round-title')).toBe('Ronde 13 van 28');
    // Round 13 is not recorded: the late game waits (its step is blocked), its button says why.
    expect(await page.isDisabled('#steps li[data-step="results"] button[data-action="addGame"]')).toBe(true);
    await page.click('#prev');
    await settled(page);
    expect(await page.textContent('#round-title')).toBe('Ronde 12 van 28');

    const [a, b] = absentIn(env, 12);
    await openForm(page, 'addGame');
    // The names of the round offered in a player's box.
    const offered = await page.$$eval('#roster-names option', (els) => els.map((e: any) => e.value));
    expect(offered).toHaveLength(34);
    expect(offered).toContain(a);
    await page.fill('#form-addGame-white', 'Henk de Graf');
    await page.fill('#form-addGame-black', b!);
    await send(page, 'addGame');
    expect(await page.textContent('#messages')).toContain('bedoelde u "Henk de Graaf"?');
    // Refused: the form stays open with what was typed.
    expect(await page.inputValue('#form-addGame-black')).toBe(b);
    await page.fill('#form-addGame-white', a!);
    await page.selectOption('#form-addGame-result', '1-0');
    await page.screenshot({ path: join(IMG, 'sidebar-late-game.png') });
    await send(page, 'addGame');
    if (await page.isVisible('#messages .question')) {
      expect(await inView(page, '#answer-yes')).toBe(true);
      await page.click('#answer-yes');
      await settled(page);
    }
    expect(await page.textContent('#messages')).toContain(`Ronde 12: partij ${a} – ${b} 1-0 toegevoegd aan Uitslagen.`);
    expect(tab(env, 'Uitslagen').at(-1)!.slice(0, 4)).toEqual([12, a, b, '1-0']);
    expect(await page.isVisible('form[data-form="addGame"]')).toBe(false);
    expect(await page.locator(`#games li`).last().textContent()).toContain(a!);

    // Round 13: an absence for four rounds, entered once; each round's list shows it.
    await page.click('#next');
    await settled(page);
    const name = String(tab(env, 'Spelers')[5]![0]);
    await openForm(page, 'reportAbsence');
    await page.fill('#form-reportAbsence-player', name);
    await page.fill('#form-reportAbsence-to', '16');
    await send(page, 'reportAbsence');
    expect(await page.textContent('#messages')).toContain(`${name} afwezig (afgemeld) in ronden 13, 14, 15 en 16`);
    expect(await page.getAttribute(`#players li[data-name="${name}"]`, 'class')).toMatch(/absent/);
    await page.click('#next');
    await settled(page);
    await page.click('#next');
    await settled(page);
    expect(await page.textContent('#round-title')).toBe('Ronde 15 van 28');
    expect(await page.getAttribute(`#players li[data-name="${name}"]`, 'class')).toMatch(/absent/);
    expect(pageErrors(page)).toEqual([]);
  });

  test('70 players: a player who stops and a new member, from the absences step', async () => {
    const { env, code } = generatedClub(70, 10, { rounds: 30, seed: 'forms-70' });
    const page = await openView(browser, code, htmlFiles()['sidebar']!, SIDEBAR);
    expect(await page.textContent('#round-title')).toBe('Ronde 11 van 30');
    const leaver = String(tab(env, 'Spelers')[12]![0]);
    await openForm(page, 'leave');
    await page.fill('#form-leave-player', leaver);
    await send(page, 'leave');
    expect(await page.textContent('#messages')).toContain(`${leaver} stopt: Actief = nee in Spelers.`);
    expect(await page.locator(`#players li[data-name="${leaver}"]`).count()).toBe(0);

    await openForm(page, 'addPlayer');
    await page.fill('#form-addPlayer-name', 'Nieuw Lid');
    await page.fill('#form-addPlayer-rating', '1650');
    await send(page, 'addPlayer');
    expect(await page.textContent('#messages')).toMatch(
      /Nieuw Lid toegevoegd aan Spelers, vanaf ronde 11; beginwaarde \d+\./,
    );
    expect(await page.locator('#players li[data-name="Nieuw Lid"]').count()).toBe(1);
    expect(tab(env, 'Spelers').at(-1)![0]).toBe('Nieuw Lid');
    expect(pageErrors(page)).toEqual([]);
  });
});
