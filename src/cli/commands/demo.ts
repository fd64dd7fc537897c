/** `competitieleider demo`: what `npm start` runs, the standings of the shipped example season. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { standingsEntry } from '../../actions/catalogue';
import type { Cell } from '../../core/cell';
import { msg, render } from '../../i18n';
import { UsageError, parse } from '../args';
import { runOnWorkbook } from '../run';
import type { CliEnv, Command } from './command';
import { formatTable } from '../table';
import { runKeezenDemo } from './demoKeezen';

/** The repository root, from the bundle (dist/cli/main.js) or from src/cli/commands during tests. */
function repoRoot(): string {
  return __dirname.endsWith(join('dist', 'cli')) ? join(__dirname, '..', '..') : join(__dirname, '..', '..', '..');
}

export const demoCommand: Command = {
  name: 'demo',
  args: ['[keezen]'],
  options: [],
  summary: 'cliSumDemo',
  async run(argv: string[], { io, lang }: CliEnv): Promise<number> {
    const p = parse(argv, this.options);
    const root = repoRoot();
    if (p.positionals.length > 1 || (p.positionals[0] !== undefined && p.positionals[0] !== 'keezen'))
      throw new UsageError(msg('cliBadArguments', p.positionals.join(' ')));
    if (p.positionals[0] === 'keezen') return runKeezenDemo(root, lang, io);
    const input = join(root, 'examples', 'zwarte-dame.xlsx');
    mkdirSync(join(root, 'out'), { recursive: true });
    const out = join(root, 'out', 'zwarte-dame.xlsx');
    const { code, outcome } = await runOnWorkbook(input, (wb) => standingsEntry.run(wb, { from: 'cli' }).outcome, io, {
      lang,
      out,
    });
    if (code !== 0 || !outcome) return code;
    const tab = outcome.changes.writes[0]!;
    const rows = tab.rows as Cell[][];
    io.out('');
    io.out(String(rows[0]![0]));
    io.out(
      formatTable(
        rows.slice(1, 12).map((r) => r.slice(0, 9)),
        outcome.lang,
      ),
    );
    io.out('');
    io.out(render(msg('cliWrote', out), lang));
    return code;
  },
};
