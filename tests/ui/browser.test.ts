/**
 * The wizard and the round sidebar in a real browser (headless Chromium), with
 * google.script.run routed to dist/Code.js on the emulated spreadsheet: a new
 * competition is created, then a whole club night is clicked through
 * (absences → pairing → results → standings) and the tabs are checked.
 * Screenshots go to docs/img/ with `npm run screenshots` (tests/support/browser.ts: screenshotFolder).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loadBundle, Bundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { Browser, htmlFiles, launchBrowser, openView, pageErrors, settled, screenshotFolder } from '../support/browser';

const IMG = screenshotFolder();
const SIDEBAR = { width: 300, height: 700 };
const DIALOG = { width: 560, height: 640 };

const HOSTILE = ['=IMPORTXML("http://x","//a")', '+31 6 1234 5678', '<img src=x onerror="window.__pwned=1">'];
const PLAYERS = [
  'Anna de Wit',
  'Bram Zwart',
  'Carla Jansen',
  'Daan Visser',
  'Eva Bakker',
  'Fleur de Jong',
  'Gijs Smit',
  ...HOSTILE,
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(IMG, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

function setup(locale = 'nl_NL'): { env: Env; code: Bundle } {
  const env = createEnv({ locale, htmlFiles: htmlFiles() });
  return { env, code: loadBundle(env.globals) };
}

function tab(env: Env, name: string): Value[][] {
  const t = env.spreadsheet.tab(name);
  if (!t) throw new Error(`no tab ${name}`);
  return t.values();
}

async function createCompetition(page: Page, names: readonly string[]): Promise<void> {
  await page.fill('#players', names.join('\n'));
  await page.click('#create');
  await settled(page);
}

/** Waits until every result clicked is saved or refused (none waiting on its row). */
async function resultsSent(page: Page): Promise<void> {
  await page.waitForFunction(
    "!document.querySelector('#games .mark.pending') && !document.body.classList.contains('busy')",
  );
}

async function choose(page: Page, selector: string, value: string): Promise<void> {
  await page.selectOption(selector, value);
  await settled(page);
}

describe('the new-competition wizard in Chromium', () => {
  test('creates a Keizer competition with the chosen preset, and asks before touching a half-filled sheet', async () => {
    const { env, code } = setup();
    const page = await openView(browser, code, htmlFiles().wizard, DIALOG);
    expect(await page.textContent('legend')).toBe('Soort competitie');
    expect(await page.locator('#presets li').count()).toBeGreaterThanOrEqual(3);
    await page.check('#preset-ladder200');
    await page.fill('#players', PLAYERS.join('\n'));
    await page.screenshot({ path: join(IMG, 'wizard.png') });
    await page.click('#create');
    await settled(page);
    expect(await page.isVisible('#done')).toBe(true);
    expect(await page.textContent('#done-lines')).toContain(
      'Keizercompetitie (schaken) aangemaakt: Instellingen, Spelers, Uitslagen, Afwezig, Ranglijst, Live ranglijst.',
    );
    const settings = tab(env, 'Instellingen');
    expect(settings.find((r) => r[0] === 'topValue')![1]).toBe(200);
    expect(settings.find((r) => r[0] === 'bottomValue')![1]).toBe(100);
    expect(
      tab(env, 'Spelers')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(PLAYERS);
    await page.click('#open-sidebar');
    await page.waitForFunction('window.__closed === true');
    expect(env.ui.sidebars).toHaveLength(1);
    expect(pageErrors(page)).toEqual([]);

    // A second run on the same sheet: the dialog asks, and only the missing tabs are made.
    env.spreadsheet.deleteSheet(env.spreadsheet.tab('Live ranglijst') as never);
    const before = tab(env, 'Spelers');
    const again = await openView(browser, code, htmlFiles().wizard, DIALOG);
    await createCompetition(again, ['Zoë Nieuw']);
    expect(await again.isVisible('#confirm')).toBe(true);
    expect(await again.textContent('#confirm-text')).toContain(
      'Deze tabbladen bestaan al: Instellingen, Spelers, Uitslagen, Afwezig, Ranglijst.',
    );
    expect(env.spreadsheet.tab('Live ranglijst')).toBeUndefined();
    await again.click('#create-missing');
    await settled(again);
    expect(await again.isVisible('#done')).toBe(true);
    expect(env.spreadsheet.tab('Live ranglijst')).toBeDefined();
    expect(tab(env, 'Spelers')).toEqual(before);
    await again.close();
    await page.close();
  });

  test('Keezen: choosing the kind shows its variants, and the event is created', async () => {
    const { env, code } = setup();
    const page = await openView(browser, code, htmlFiles().wizard, DIALOG);
    await page.check('#type-keezen');
    expect(await page.locator('#presets input').evaluateAll((els) => els.map((e) => e.getAttribute('value')))).toEqual([
      'nk4tegen4',
      'buurtcompetitie',
      'spelavond',
      'custom',
    ]);
    await page.check('#preset-spelavond');
    await createCompetition(page, ['Lieke', 'Gijs', 'Tom', 'Sara']);
    expect(await page.textContent('#done-lines')).toContain(
      'Keezen aangemaakt: Instellingen, Deelnemers, Uitslagen, Stand, Tafelindeling, Live stand.',
    );
    expect(tab(env, 'Instellingen')[2]!.slice(0, 2)).toEqual(['variant', 'spelavond']);
    expect(tab(env, 'Uitslagen')[0]!.slice(0, 4)).toEqual(['Ronde', 'Tafel', 'Speler A1', 'Speler A2']);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  test('an error after Aanmaken is shown beside the buttons, in view and focused, where the user is looking', async () => {
    const { env, code } = setup();
    const page = await openView(browser, code, htmlFiles().wizard, { width: 560, height: 420 });
    await page.setInputFiles('#trf', {
      name: 'club.trf',
      mimeType: 'text/plain',
      buffer: Buffer.from('dit is geen TRF\n'),
    });
    await page.click('#create');
    await settled(page);
    const box = '#form-errors .box.error';
    expect(await page.isVisible(box)).toBe(true);
    const r = await page.$eval(box, (el) => el.getBoundingClientRect());
    expect(r.top).toBeGreaterThanOrEqual(0);
    expect(r.bottom).toBeLessThanOrEqual(420);
    expect(await page.evaluate('document.activeElement?.closest("#form-errors") !== null')).toBe(true);
    expect(env.spreadsheet.tab('Spelers')).toBeUndefined();
    await page.screenshot({ path: join(IMG, 'wizard-error.png') });
    await page.close();
  });

  test('speaks English in an English spreadsheet', async () => {
    const { code } = setup('en_GB');
    const page = await openView(browser, code, htmlFiles().wizard, DIALOG);
    expect(await page.textContent('legend')).toBe('Kind of competition');
    expect(await page.textContent('#create')).toBe('Create');
    expect(await page.inputValue('#lang')).toBe('en');
    await page.close();
  });
});

describe('a club night from the sidebar in Chromium', () => {
  test('absences → pairing → confirm → results → standings, with hostile names shown literally', async () => {
    const { env, code } = setup();
    const wizard = await openView(browser, code, htmlFiles().wizard, DIALOG);
    await createCompetition(wizard, PLAYERS);
    await wizard.close();

    const page = await openView(browser, code, htmlFiles().sidebar, SIDEBAR);
    expect(await page.textContent('#round-title')).toBe('Ronde 1 van 28');
    const names = await page.locator('#players li .name').allTextContents();
    expect([...names].sort()).toEqual([...PLAYERS].sort());
    expect(await page.evaluate('window.__pwned')).toBeUndefined();

    // Absences: two players are not there.
    await choose(page, '#players li[data-name="Gijs Smit"] select', 'excused');
    expect(await page.textContent('#messages')).toContain('Ronde 1: Gijs Smit afwezig (afgemeld).');
    await choose(page, `#players li[data-name="${HOSTILE[2]!.replace(/"/g, '\\"')}"] select`, 'external');
    expect(tab(env, 'Afwezig')).toEqual([
      ['Ronde', 'Naam', 'Reden'],
      [1, 'Gijs Smit', 'afgemeld'],
      [1, HOSTILE[2], 'extern'],
    ]);
    // Changing one's mind changes that row only; marking present clears it.
    await choose(page, '#players li[data-name="Gijs Smit"] select', 'clubDuty');
    expect(tab(env, 'Afwezig')[1]).toEqual([1, 'Gijs Smit', 'clubtaak']);
    await choose(page, '#players li[data-name="Gijs Smit"] select', '');
    expect(tab(env, 'Afwezig')[1]).toEqual(['', '', '']);
    await choose(page, '#players li[data-name="Gijs Smit"] select', 'excused');
    expect(tab(env, 'Afwezig')[3]).toEqual([1, 'Gijs Smit', 'afgemeld']);

    // Pairing: "Indeling maken" writes the Indeling tab (the leader may edit it), "Ronde vastleggen" records it.
    await page.click('button[data-action="makePairing"]');
    await settled(page);
    expect(await page.textContent('#messages')).toMatch(/Indeling ronde 1: 4 borden/);
    const indeling = tab(env, 'Indeling');
    expect(indeling[0]![0]).toBe('Indeling ronde 1 van 28');
    await page.click('button[data-action="confirmRound"]');
    await settled(page);
    expect(await page.textContent('#messages')).toMatch(/Ronde 1 vastgelegd: 4 partijen/);
    const uitslagen = tab(env, 'Uitslagen');
    expect(uitslagen).toHaveLength(5);
    expect(uitslagen.slice(1).every((r) => r[0] === 1 && r[3] === '')).toBe(true);
    expect(await page.locator('#games li').count()).toBe(4);
    const firstWhite = String(uitslagen[1]![1]);
    expect(await page.textContent(`#players li[data-name="${firstWhite.replace(/"/g, '\\"')}"] .detail`)).toBe(
      'Bord 1',
    );
    // Confirming twice cannot be clicked (the server would change nothing either).
    expect(await page.isDisabled('button[data-action="confirmRound"]')).toBe(true);
    expect(await page.getAttribute('button[data-action="confirmRound"]', 'title')).toBe('ronde 1 staat in Uitslagen');

    // Results, board by board, by click: sent together after the last click.
    const chosen = ['1-0', '½-½', '0-1', '+-'];
    for (const [i, r] of chosen.entries())
      await page.click(`#games li[data-board="${i + 1}"] button[data-result="${r}"]`);
    await resultsSent(page);
    expect(await page.textContent('#messages')).toMatch(/Ronde 1(: \d uitslagen opgeslagen|, bord 4: .* \+-)\./);
    expect(
      tab(env, 'Uitslagen')
        .slice(1)
        .map((r) => r[3]),
    ).toEqual(chosen);

    // Standings.
    await page.click('button[data-action="updateStandings"]');
    await settled(page);
    expect(await page.textContent('#messages')).toMatch(/Ranglijst na ronde 1: 10 spelers; nummer 1 is /);
    const standings = tab(env, 'Ranglijst');
    expect(standings[0]![0]).toBe('Ranglijst na ronde 1 van 28');
    expect(
      standings
        .slice(2)
        .map((r) => r[1])
        .sort(),
    ).toEqual([...PLAYERS].sort());
    for (const row of env.spreadsheet.sheets.flatMap((s) => s.cells))
      for (const cell of row) if (cell.formula) expect(cell.formula).toMatch(/^=KEIZERPOINTS\(/);

    // Hostile names stayed literal everywhere they went.
    const paired = [
      ...(await page.locator('#games li .white').allTextContents()),
      ...(await page.locator('#games li .black').allTextContents()),
    ];
    expect(paired).toEqual(expect.arrayContaining([HOSTILE[0], HOSTILE[1]]));

    // Round 2: a pairing the leader edits so that it breaks a rule; confirming asks first, in the sidebar.
    await page.click('#next');
    await settled(page);
    expect(await page.textContent('#round-title')).toBe('Ronde 2 van 28');
    await page.click('button[data-action="makePairing"]');
    await settled(page);
    const sheet = env.spreadsheet.tab('Indeling')!;
    const header = sheet.values().findIndex((r) => r[0] === 'Bord');
    for (const col of [1, 2, 3]) sheet.cell(header + 2, col).value = '';
    await page.click('button[data-action="confirmRound"]');
    await settled(page);
    expect(await page.textContent('#messages .question strong')).toBe('Competitieleider: ronde vastleggen');
    expect(await page.textContent('#messages .question')).toContain('Ronde 2 toch vastleggen?');
    expect(tab(env, 'Uitslagen')).toHaveLength(5);
    await page.click('#answer-yes');
    await settled(page);
    expect(await page.textContent('#messages')).toMatch(/Ronde 2 vastgelegd/);
    expect(tab(env, 'Uitslagen').length).toBeGreaterThan(5);
    expect(await page.locator('#games li').count()).toBe(tab(env, 'Uitslagen').length - 5);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    await page.click('#prev');
    await settled(page);
    expect(await page.textContent('#round-title')).toBe('Ronde 1 van 28');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  test('a second leader at the same moment is told the add-on is busy, nothing is written, and the choice waits on its row', async () => {
    const { env, code } = setup();
    env.spreadsheet.addTab('Spelers', [['Naam'], ['Anna'], ['Bram']]);
    env.spreadsheet.addTab('Uitslagen', [['Ronde', 'Wit', 'Zwart', 'Uitslag']]);
    const page = await openView(browser, code, htmlFiles().sidebar, SIDEBAR);
    env.lock.heldByOther = true;
    await choose(page, '#players li[data-name="Anna"] select', 'excused');
    expect(await page.textContent('#messages')).toContain('Een andere gebruiker is net een actie aan het uitvoeren');
    expect(env.spreadsheet.tab('Afwezig')).toBeUndefined();
    expect(await page.inputValue('#players li[data-name="Anna"] select')).toBe('excused');
    expect(await page.textContent('#players li[data-name="Anna"] .row-note')).toContain('Nog niet opgeslagen');
    env.lock.heldByOther = false;
    await page.click('#players li[data-name="Anna"] .retry');
    await settled(page);
    expect(tab(env, 'Afwezig')).toEqual([
      ['Ronde', 'Naam', 'Reden'],
      [1, 'Anna', 'afgemeld'],
    ]);
    await page.close();
  });

  test('errors are shown with their cell', async () => {
    const { env, code } = setup('en_US');
    env.spreadsheet.addTab('Players', [['Name'], ['Ann'], ['Bob']]);
    env.spreadsheet.addTab('Results', [
      ['Round', 'White', 'Black', 'Result'],
      [1, 'Ann', 'Bobb', '1-0'],
    ]);
    const page = await openView(browser, code, htmlFiles().sidebar, SIDEBAR);
    expect(await page.textContent('#problems')).toContain('Results!C2: unknown player "Bobb"; did you mean "Bob"?');
    await page.click('button[data-action="updateStandings"]');
    await settled(page);
    expect(await page.textContent('#messages')).toContain('Results!C2: unknown player "Bobb"');
    expect(env.spreadsheet.tab('Standings')).toBeUndefined();
    await page.close();
  });
});

describe('a round in progress', () => {
  test('the sidebar opens on the round with games still without a result, and a result is set from it', async () => {
    const { env, code } = setup();
    const names = [
      'Anna de Wit',
      'Bram Zwart',
      'Carla Jansen',
      'Daan Visser',
      'Eva Bakker',
      'Fleur de Jong',
      'Gijs Smit',
      'Hanna Mulder',
      'Ivo de Boer',
      'Jet van Dijk',
      'Kees Bos',
    ];
    expect(
      (
        code.wizardCreate({
          type: 'keizer',
          preset: 'zwartedame',
          lang: 'nl',
          players: names,
          createMissing: false,
        }) as { status: string }
      ).status,
    ).toBe('created');
    const results = env.spreadsheet.tab('Uitslagen')!;
    const games: Value[][] = [
      [1, 'Anna de Wit', 'Bram Zwart', '1-0'],
      [1, 'Carla Jansen', 'Daan Visser', '½-½'],
      [1, 'Eva Bakker', 'Fleur de Jong', '0-1'],
      [1, 'Gijs Smit', 'Hanna Mulder', '1-0'],
      [1, 'Ivo de Boer', 'Jet van Dijk', '0-1'],
      [2, 'Fleur de Jong', 'Anna de Wit', ''],
      [2, 'Jet van Dijk', 'Gijs Smit', '½-½'],
      [2, 'Daan Visser', 'Carla Jansen', ''],
      [2, 'Bram Zwart', 'Hanna Mulder', '1-0'],
      [2, 'Kees Bos', 'Eva Bakker', ''],
    ];
    games.forEach((g, i) => g.forEach((v, j) => results.type(i + 2, j + 1, String(v))));
    const absences = env.spreadsheet.tab('Afwezig')!;
    [
      [1, 'Kees Bos', 'afgemeld'],
      [2, 'Ivo de Boer', 'extern'],
    ].forEach((r, i) => r.forEach((v, j) => absences.type(i + 2, j + 1, String(v))));
    const page = await openView(browser, code, htmlFiles().sidebar, SIDEBAR);
    expect(await page.textContent('#round-title')).toBe('Ronde 2 van 28');
    await page.click('#games li[data-board="1"] button[data-result="0-1"]');
    await resultsSent(page);
    expect(env.spreadsheet.tab('Uitslagen')!.cell(7, 4).value).toBe('0-1');
    expect(await page.textContent('#games li[data-board="1"] .mark')).toBe('✓ opgeslagen');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
