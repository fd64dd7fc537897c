/** `competitieleider explain <workbook> <name> [--round N] [--write] [--out <workbook>]` */
import { explainPlayer } from '../../core/keizer/explain';
import { keizerContext } from '../../actions/keizer';
import { resolvePlayer } from '../../actions/season';
import { explanationModel, explanationTab } from '../../sheet/keizerSeason';
import { integerOption, langOption, parse, stringOption, UsageError } from '../args';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import { formatTable } from '../table';
import type { Command } from './command';

export const explainCommand: Command = {
  name: 'explain',
  usage: 'explain <werkboek> <naam> [--round N] [--write] [--out <werkboek>] [--lang nl|en]',
  summary: {
    nl: 'Laat zien hoe de punten van een speler zijn opgebouwd, ronde voor ronde; --write schrijft ook de tab Uitleg.',
    en: 'Shows how a player’s points are made up, round by round; --write also writes the tab Explanation.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { round: { type: 'string' }, out: { type: 'string' }, write: { type: 'boolean' } });
    if (p.positionals.length !== 2) throw new UsageError('geef een werkboek en de naam van een speler');
    const [path, name] = p.positionals as [string, string];
    const round = integerOption(p, 'round');
    const out = stringOption(p, 'out');
    const write = p.values.write === true || out !== undefined;
    let printed: string[] = [];
    const { code } = await runOnWorkbook(
      path,
      (wb) => {
        const ctx = keizerContext(wb, round === undefined ? {} : { round });
        const player = resolvePlayer(ctx.comp, name, ctx.problems);
        const e = explainPlayer(ctx.comp, ctx.standings, player);
        const lang = p.values.lang === undefined ? ctx.loaded.lang : langOption(p);
        const text = explanationModel(ctx.comp, ctx.standings, e, lang, 'text');
        printed = [text.title, ...text.notes, '', formatTable([text.header, ...text.rows])];
        const cells = explanationModel(ctx.comp, ctx.standings, e, ctx.loaded.lang, 'cells');
        return {
          changes: { writes: write ? [explanationTab(cells, ctx.loaded.lang)] : [], appends: [] },
          summary: [],
          warnings: ctx.problems.warnings,
          lang: ctx.loaded.lang,
        };
      },
      io,
      { lang: langOption(p), ...(out ? { out } : {}) },
    );
    if (code === 0) for (const line of printed) io.out(line);
    return code;
  },
};
