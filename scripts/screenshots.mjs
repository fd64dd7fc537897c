// Screenshots of the published pages at phone width (375 px) for the README:
// publishes the shipped example season (final, and after round 20 with the
// pairing engine's pairing of round 21 in the Indeling tab), opens the pages in Debian's
// chromium through playwright-core, and saves PNGs under docs/img/.
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
  const [head, ...rows] = readFileSync(join(halfway, `${tab}.csv`), 'utf8').trim().split('\n');
  writeFileSync(join(halfway, `${tab}.csv`), [head, ...rows.filter((l) => Number(l.split(',')[0]) <= 20)].join('\n') + '\n');
}
execFileSync('node', [cli, 'pair', halfway], { stdio: 'ignore' });
execFileSync('node', [cli, 'publish', halfway, '--out', join(work, 'site-halfway'), '--title', title], { stdio: 'inherit' });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
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
await browser.close();
