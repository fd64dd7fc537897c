/** `competitieleider publish <workbook> --out <folder> [--round N] [--title T] [--lang nl|en]` */
import { basename, extname, join, resolve } from 'node:path';
import { buildSite } from '../../actions/publish';
import { msg, render } from '../../i18n';
import { NO_CHANGES } from '../../workbook/workbook';
import { ROUND_OPTION, workbookCommand } from '../run';

/**
 * The pages are built like an action (problems reported at their cells, the
 * workbook left alone) and written into the folder of --out (created when
 * missing), all together or none;
 * the site is in the language of --lang, else of the tabs.
 */
export const publishCommand = workbookCommand({
  name: 'publish',
  summary: 'cliSumPublish',
  options: [{ name: 'out', value: 'folder', required: true }, ROUND_OPTION, { name: 'title', value: 'title' }],
  action(wb, c) {
    const site = buildSite(wb, {
      title: c.string('title') ?? basename(resolve(c.path), extname(c.path)),
      ...(c.round !== undefined ? { round: c.round } : {}),
      ...(c.langGiven ? { lang: c.lang } : {}),
    });
    return { changes: NO_CHANGES, summary: [], warnings: site.warnings, lang: site.lang, site };
  },
  files: ({ site }, c) => site.pages.map((pg) => ({ path: join(c.string('out')!, pg.file), content: pg.html, folder: true })),
  after({ site }, c) {
    const out = c.string('out')!;
    c.io.out(render(msg('publishSummary', site.pages.length, out), c.lang));
    for (const pg of site.pages) c.io.out(`  ${join(out, pg.file)}`);
  },
});
