// Screenshots for the README and docs/. The published pages at phone width (375 px):
// publishes the shipped example season (final, and after round 20 with the
// pairing engine's pairing of round 21 in the Indeling tab), opens the pages in Debian's
// chromium through playwright-core, and saves PNGs under docs/img/; then the Keezen score forms (A4) and
// beamer pages (section 3); then the sidebar, the wizard and the Keizer beamer from the browser tests
// (tests/ui), which write docs/img/ only when UPDATE_SCREENSHOTS is set (section 4).
// Run with `npm run screenshots` (needs /usr/bin/chromium or CHROMIUM_PATH).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.js');
const img = join(root, 'docs', 'img');
mkdirSync(img, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'cl-shots-'));
const title = 'SV De Zwarte Dame — interne competitie';

// 1. The whole season: standings with the season-end report, crosstable, progress.
const season = join(work, 'zwarte-dame');
cpSync(join(root, 'examples', 'zwarte-dame'), season, { recursive: true });
execFileSync('node', [cli, 'crosstable', season], { stdio: 'inherit' });
execFileSync('node', [cli, 'publish', season, '--out', join(work, 'site'), '--title', title], { stdio: 'inherit' });

// 2. Halfway: the results of rounds 1..20, and the pairing engine's pairing of round 21.
const halfway = join(work, 'halfway');
cpSync(join(root, 'examples', 'zwarte-dame'), halfway, { recursive: true });
for (const tab of ['Uitslagen', 'Afwezig']) {
  const [head, ...rows] = readFileSync(join(halfway, `${tab}.csv`), 'utf8')
    .trim()
    .split('\n');
  writeFileSync(
    join(halfway, `${tab}.csv`),
    [head, ...rows.filter((l) => Number(l.split(',')[0]) <= 20)].join('\n') + '\n',
  );
}
execFileSync('node', [cli, 'pair', halfway], { stdio: 'ignore' });
execFileSync('node', [cli, 'publish', halfway, '--out', join(work, 'site-halfway'), '--title', title], {
  stdio: 'inherit',
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const shots = [
  [join(work, 'site', 'index.html'), 'site-standings.png'],
  [join(work, 'site', 'crosstable.html'), 'site-crosstable.png'],
  [join(work, 'site', 'progress.html'), 'site-progress.png'],
  [join(work, 'site-halfway', 'pairing.html'), 'site-pairing.png'],
];
for (const [file, name] of shots) {
  await page.goto(`file://${file}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 375) throw new Error(`${name}: the page is ${width}px wide at a 375px viewport`);
  await page.screenshot({ path: join(img, name) });
  process.stdout.write(`docs/img/${name}\n`);
}
// The chart the command line saves next to a workbook (Verloop.svg).
const svgPage = await browser.newPage({ viewport: { width: 720, height: 560 } });
await svgPage.goto(`file://${join(season, 'Verloop.svg')}`);
await svgPage.screenshot({ path: join(img, 'verloop-chart.png') });
process.stdout.write('docs/img/verloop-chart.png\n');

// 3. Keezen draws: the shipped examples with the results of their first round only, the second round drawn with
//    `competitieleider draw --forms --beamer`; an A4 sheet of score forms and the beamer page at 1920 × 1080.
//    The games night plays with 15 players and tables of 3 (oddPlayers = tables), so a table of three shows.
const keezen = [
  ['keezen-nk4tegen4', 'nk', (row) => row.split(',')[0] === '1'],
  ['keezen-buurtcompetitie', 'buurt', (row) => row.startsWith('1,1,')],
  ['keezen-spelavond', 'night', (row) => row.split(',')[0] === '1'],
];
for (const [example, name, keep] of keezen) {
  const dir = join(work, example);
  cpSync(join(root, 'examples', example), dir, { recursive: true });
  // Keep the first round only, in the score forms and in the table allocation.
  for (const tab of ['Uitslagen', 'Tafelindeling']) {
    const [head, ...rows] = readFileSync(join(dir, `${tab}.csv`), 'utf8')
      .trim()
      .split('\n');
    writeFileSync(join(dir, `${tab}.csv`), [head, ...rows.filter(keep)].join('\n') + '\n');
  }
  if (name === 'night') {
    // The last player goes home: 15 players, so a table of three.
    const [h, ...players] = readFileSync(join(dir, 'Deelnemers.csv'), 'utf8').trim().split('\n');
    writeFileSync(
      join(dir, 'Deelnemers.csv'),
      [h, ...players.map((p, i) => (i === players.length - 1 ? p.replace(/,ja$/, ',nee') : p))].join('\n') + '\n',
    );
    writeFileSync(
      join(dir, 'Instellingen.csv'),
      readFileSync(join(dir, 'Instellingen.csv'), 'utf8').replace(/^oddPlayers,[^,\n]*/m, 'oddPlayers,tables'),
    );
  }
  const forms = join(work, `${name}-forms.html`);
  const beamer = join(work, `${name}-beamer.html`);
  execFileSync('node', [cli, 'draw', dir, '--forms', forms, '--beamer', beamer], { stdio: 'ignore' });
  const a4 = await browser.newPage({ viewport: { width: 794, height: 1123 } });
  await a4.goto(`file://${forms}`);
  await a4.emulateMedia({ media: 'print' });
  // The games night: the last sheet, which holds the table of three.
  const sheets = await a4.$$('.sheet');
  await sheets[name === 'night' ? sheets.length - 1 : 0].screenshot({ path: join(img, `score-forms-${name}.png`) });
  process.stdout.write(`docs/img/score-forms-${name}.png\n`);
  if (name !== 'buurt') {
    const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await screen.goto(`file://${beamer}`);
    await screen.screenshot({ path: join(img, `beamer-${name}.png`) });
    process.stdout.write(`docs/img/beamer-${name}.png\n`);
  }
}
await browser.close();

// 4. The views, drawn by the browser tests in a real Chromium at the sidebar's 300 px.
execFileSync(process.execPath, [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), 'tests/ui'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, UPDATE_SCREENSHOTS: '1' },
});
