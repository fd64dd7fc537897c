/** `competitieleider publish <workbook> --out <folder> [--round N] [--title T] [--lang nl|en]` */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { buildSite } from '../../actions/publish';
import { formatProblem, isInputError } from '../../core/problems';
import { msg, render } from '../../i18n';
import { integerOption, langOption, parse, stringOption, UsageError } from '../args';
import { WorkbookPathError, openWorkbook } from '../files/open';
import { CliIO, EXIT } from '../io';
import type { Command } from './command';

export const publishCommand: Command = {
  name: 'publish',
  usage: 'publish <werkboek> --out <map> [--round N] [--title <naam>] [--lang nl|en]',
  summary: {
    nl: 'Schrijft losse HTML-pagina’s voor de website: ranglijst, kruistabel, verloop (met grafiek) en de indeling als die er is.',
    en: 'Writes standalone HTML pages for the website: standings, crosstable, progress (with chart) and the pairing when there is one.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { round: { type: 'string' }, out: { type: 'string' }, title: { type: 'string' } });
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const out = stringOption(p, 'out');
    if (!out) throw new UsageError('--out <map> ontbreekt');
    const path = p.positionals[0]!;
    const round = integerOption(p, 'round');
    const msgLang = langOption(p);
    let wb;
    try {
      wb = await openWorkbook(path);
    } catch (e) {
      if (e instanceof WorkbookPathError) {
        io.err(e.message);
        return EXIT.usage;
      }
      throw e;
    }
    let site;
    try {
      site = buildSite(wb, {
        title: stringOption(p, 'title') ?? basename(resolve(path), extname(path)),
        ...(round !== undefined ? { round } : {}),
        ...(p.values.lang !== undefined ? { lang: msgLang } : {}),
      });
    } catch (e) {
      if (!isInputError(e)) throw e;
      io.err(render(msg('errorsFound', e.errors.length), msgLang));
      for (const problem of e.errors) io.err(formatProblem(problem, msgLang));
      return EXIT.input;
    }
    mkdirSync(out, { recursive: true });
    for (const pg of site.pages) {
      const file = join(out, pg.file);
      const tmp = `${file}.tmp-${process.pid}`;
      writeFileSync(tmp, pg.html, 'utf8');
      renameSync(tmp, file);
    }
    io.out(render(msg('publishSummary', site.pages.length, out), msgLang));
    for (const pg of site.pages) io.out(`  ${join(out, pg.file)}`);
    for (const w of site.warnings) io.err(formatProblem(w, msgLang));
    return EXIT.ok;
  },
};
