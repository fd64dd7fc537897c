/**
 * The published pages in a real browser at phone width (375 px): the page
 * itself never scrolls sideways (wide tables scroll inside their own box), the
 * menu and the chart fit, and no request leaves the page. Runs with Debian's
 * chromium (tests/support/browser.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../src/actions/publish';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { Browser, launchBrowser } from '../support/browser';
import { HOSTILE_NAMES, hostileSeason } from '../support/hostile';
import { tempDir } from '../support/tmp';

describe('published pages on a phone (375 px, chromium)', () => {
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    const { tabs } = hostileSeason({ rounds: 20 });
    const site = buildSite(
      new MemoryWorkbook({
        ...tabs,
        Indeling: [
          ['Bord', 'Wit', 'Zwart'],
          [1, HOSTILE_NAMES[0]!, HOSTILE_NAMES[5]!],
        ],
      }),
      {
        title: 'SV De Zwarte Dame — interne competitie 2025/2026, een lange naam',
      },
    );
    dir = tempDir('site-');
    mkdirSync(dir, { recursive: true });
    for (const p of site.pages) writeFileSync(join(dir, p.file), p.html);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test.each(['index.html', 'crosstable.html', 'progress.html', 'pairing.html'])(
    '%s fits the width; wide tables scroll in their box; nothing is fetched',
    async (file) => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 375, height: 812 });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        void d.dismiss();
      });
      await page.goto(`file://${join(dir, file)}`);
      // A string, so that the test needs no DOM typings: it runs in the page.
      const m = (await page.evaluate(`(() => {
      const boxes = [...document.querySelectorAll('.scroll')].map((b) => ({ scroll: b.scrollWidth, client: b.clientWidth }));
      const svg = document.querySelector('svg');
      const nav = document.querySelector('nav').getBoundingClientRect();
      return { page: document.documentElement.scrollWidth, width: window.innerWidth, boxes, svgWidth: svg ? svg.getBoundingClientRect().width : undefined, navRight: nav.right };
    })()`)) as {
        page: number;
        width: number;
        boxes: { scroll: number; client: number }[];
        svgWidth?: number;
        navRight: number;
      };
      expect(m.width).toBe(375);
      expect(m.page).toBeLessThanOrEqual(375);
      expect(m.navRight).toBeLessThanOrEqual(375);
      for (const b of m.boxes) expect(b.client).toBeLessThanOrEqual(375);
      if (file === 'crosstable.html') expect(m.boxes[0]!.scroll).toBeGreaterThan(m.boxes[0]!.client);
      if (file === 'progress.html') expect(m.svgWidth).toBeLessThanOrEqual(375);
      expect(requests.filter((u) => !u.startsWith('file://'))).toEqual([]);
      expect(dialogs).toBe(0); // no injected script ran
      await page.close();
    },
  );
});
