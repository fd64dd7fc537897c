/**
 * The club night's corrections at a real club's size: a generated club of 60 at round 21, in headless Chromium
 * at 300 × 700 on the built add-on. A late arrival after the pairing, a round recorded and taken back, a late
 * game, an absence for a range of rounds, a new member and a player who leaves, each clicked as the leader
 * clicks it; after every action the status area is at most a third of the sidebar and the next primary button
 * (when the night has one) is in view.
 */
import type { Page } from 'playwright-core';
import type { Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { Browser, htmlFiles, launchBrowser, openView, pageErrors } from '../support/browser';
import {
  attr,
  choose,
  click,
  generatedClub,
  inView,
  openForm,
  primaries,
  send,
  stillSmall,
  tab,
} from '../support/sidebar';

const SIDEBAR = { width: 300, height: 700 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every tab of the spreadsheet, cell for cell. */
const everyTab = (env: Env): Record<string, Value[][]> =>
  Object.fromEntries(env.spreadsheet.sheets.map((s) => [s.tabName, s.values()]));

/** The boards of the proposal in Indeling, as "white – black". */
function pairs(env: Env): string[] {
  const rows = tab(env, 'Indeling');
  const head = rows.findIndex((r) => r[0] === 'Bord');
  return rows
    .slice(head + 1)
    .filter((r) => typeof r[0] === 'number')
    .map((r) => `${String(r[1])} – ${String(r[2])}`);
}

/** A question asked is answered yes (in view first); the sidebar stays small. */
async function yesIfAsked(page: Page): Promise<void> {
  if (!(await page.isVisible('#messages .question'))) return;
  expect(await inView(page, '#answer-yes')).toBe(true);
  await click(page, '#answer-yes');
}

/** A form sent: the outcome in view, the status area small, the next primary button in view. */
async function sendForm(page: Page, id: string): Promise<void> {
  await send(page, id);
  await stillSmall(page);
}

describe('the corrections on a club of 60 at round 21, in a 300 × 700 sidebar', () => {
  test('a late arrival after Indeling maken: the proposal says it is stale; made again it keeps the other boards and names those that changed', async () => {
    const { env, code } = generatedClub(60, 20);
    const page = await openView(browser, code, htmlFiles().sidebar, SIDEBAR);
    expect(await page.textContent('#round-title')).toBe('Ronde 21 van 37');
    const names = await page.locator('#players li .name').allTextContents();
    expect(names).toHaveLength(60);
    const late = names[40]!;
    await choose(page, `#players li[data-name="${attr(late)}"] select`, 'excused');
    await click(page, 'button[data-action="makePairing"]');
    const before = pairs(env);
    expect(before.some((p) => p.includes(late))).toBe(false);
    expect(await primaries(page)).toEqual(['confirmRound']);

    await choose(page, `#players li[data-name="${attr(late)}"] select`, '');
    expect(await page.textContent('#proposal-lines .stale')).toBe(
      `Dit voorstel is van vóór ${late} erbij kwam. Indeling maken werkt het bij; de borden die kunnen blijven, blijven staan.`,
    );
    expect(await primaries(page)).toEqual(['makePairing']);
    expect(await inView(page, '#next-step button[data-action="makePairing"]')).toBe(true);

    await click(page, 'button[data-action="makePairing"]');
    const changed = await page.locator('#proposal-boards li.changed .pair').allTextContents();
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.some((c) => c.includes(late))).toBe(true);
    expect(await page.textContent('#messages')).toContain(
      `${late} is erbij gekomen: ${changed.length === 1 ? '1 bord gewijzigd' : `${changed.length} borden gewijzigd`} (bord `,
    );
    expect(await inView(page, '#messages .box')).toBe(true);
    // Every board that is not marked changed stood in the proposal before, as it was.
    const after = pairs(env);
    const kept = after.filter((p) => before.includes(p));
    expect(kept.length).toBe(after.length - changed.length);
    expect(await page.locator('#proposal-lines .stale').count()).toBe(0);
    expect(await primaries(page)).toEqual(['confirmRound']);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  test('Ronde vastleggen, then Ronde terugdraaien: back to the proposal, every tab as before the recording; recorded again, every tab is cell for cell as after the first recording', async () => {
    const { env, code } = generatedClub(60, 20);
    const page = await openView(browser, code, htmlFiles().sidebar, SIDEBAR);
    await click(page, 'button[data-action="makePairing"]');
    const proposed = everyTab(env);
    await click(page, 'button[data-action="confirmRound"]');
    await yesIfAsked(page);
    expect(await page.textContent('#messages')).toMatch(/Ronde 21 vastgelegd/);
    const recorded = everyTab(env);
    expect(recorded['Uitslagen']!.length).toBeGreaterThan(proposed['Uitslagen']!.length);

    await click(page, 'li.step[data-step="confirm"] button[data-action="unrecord"]');
    await yesIfAsked(page);
    expect(await page.textContent('#messages')).toMatch(/Ronde 21 teruggedraaid/);
    expect(await inView(page, '#messages .box')).toBe(true);
    expect(await page.isVisible('#proposal-title')).toBe(true);
    expect(await primaries(page)).toEqual(['confirmRound']);
    expect(everyTab(env)).toEqual(proposed);

    await click(page, 'button[data-action="confirmRound"]');
    await yesIfAsked(page);
    expect(everyTab(env)).toEqual(recorded);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  test('after the round is recorded: a late game, an absence for rounds 22 to 25, a new member and a player who leaves, each through its form', async () => {
    const { env, code } = generatedClub(60, 20);
    const page = await openView(browser, code, htmlFiles().sidebar, SIDEBAR);
    // Two players away tonight play their game later in the week.
    const names = await page.locator('#players li .name').allTextContents();
    const [white, black] = [names[20]!, names[30]!];
    for (const name of [white, black]) await choose(page, `#players li[data-name="${attr(name)}"] select`, 'excused');
    await click(page, 'button[data-action="makePairing"]');
    await click(page, 'button[data-action="confirmRound"]');
    await yesIfAsked(page);
    expect(await page.textContent('#round-title')).toBe('Ronde 21 van 37');

    // (3) The late game, added to the recorded round.
    await openForm(page, 'addGame');
    await page.fill('#form-addGame-white', white);
    await page.fill('#form-addGame-black', black);
    await page.selectOption('#form-addGame-result', '1-0');
    await sendForm(page, 'addGame');
    await yesIfAsked(page);
    expect(await page.textContent('#messages')).toContain(
      `Ronde 21: partij ${white} – ${black} 1-0 toegevoegd aan Uitslagen.`,
    );
    expect(tab(env, 'Uitslagen').at(-1)!.slice(0, 4)).toEqual([21, white, black, '1-0']);
    expect(await page.isVisible('form[data-form="addGame"]')).toBe(false);

    // (4) An absence for rounds 22 to 25, entered once.
    const away = names[10]!;
    await openForm(page, 'reportAbsence');
    await page.fill('#form-reportAbsence-player', away);
    await page.fill('#form-reportAbsence-round', '22');
    await page.fill('#form-reportAbsence-to', '25');
    await sendForm(page, 'reportAbsence');
    expect(await page.textContent('#messages')).toContain(`${away} afwezig (afgemeld) in ronden 22, 23, 24 en 25`);
    expect(
      tab(env, 'Afwezig')
        .filter((r) => r[1] === away && Number(r[0]) >= 22)
        .map((r) => r[0]),
    ).toEqual([22, 23, 24, 25]);

    // (5) A new member.
    await openForm(page, 'addPlayer');
    await page.fill('#form-addPlayer-name', 'Nieuw Lid');
    await page.fill('#form-addPlayer-rating', '1650');
    await sendForm(page, 'addPlayer');
    expect(await page.textContent('#messages')).toMatch(
      /Nieuw Lid toegevoegd aan Spelers, vanaf ronde \d+; beginwaarde \d+\./,
    );
    expect(tab(env, 'Spelers').at(-1)![0]).toBe('Nieuw Lid');

    // (6) A player who leaves.
    const leaver = names[50]!;
    await openForm(page, 'leave');
    await page.fill('#form-leave-player', leaver);
    await sendForm(page, 'leave');
    await yesIfAsked(page);
    expect(await page.textContent('#messages')).toContain(
      `${leaver} stopt: Actief = nee in Spelers. Vanaf ronde 22 wordt hij niet meer ingedeeld;`,
    );
    // He played tonight: round 21 still lists him on his board; round 22 does not, and shows the others' changes.
    expect(await page.getAttribute(`#players li[data-name="${attr(leaver)}"]`, 'class')).toMatch(/paired/);
    await click(page, '#next');
    expect(await page.textContent('#round-title')).toBe('Ronde 22 van 37');
    expect(await page.locator(`#players li[data-name="${attr(leaver)}"]`).count()).toBe(0);
    expect(await page.locator('#players li[data-name="Nieuw Lid"]').count()).toBe(1);
    expect(await page.getAttribute(`#players li[data-name="${attr(away)}"]`, 'class')).toMatch(/absent/);
    expect(await primaries(page)).toEqual(['makePairing']);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
