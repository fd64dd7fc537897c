/** `competitieleider demo`: what `npm start` runs, the standings of the shipped example season. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { updateStandings } from '../../actions/standings';
import type { Cell } from '../../core/cell';
import { langOption, parse } from '../args';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import type { Command } from './command';
import { formatTable } from '../table';
import { runKeezenDemo } from './demoKeezen';

/** The repository root, from dist/cli.js or from src/cli/commands during tests. */
export function repoRoot(): string {
  return __dirname.endsWith('dist') ? join(__dirname, '..') : join(__dirname, '..', '..', '..');
}

export const demoCommand: Command = {
  name: 'demo',
  usage: 'demo [keezen] [--lang nl|en]',
  summary: {
    nl: 'Ranglijst van het voorbeeldseizoen (examples/zwarte-dame.xlsx) naar out/zwarte-dame.xlsx, en de top 10; `demo keezen`: de drie Keezen-voorbeelden.',
    en: 'Standings of the example season (examples/zwarte-dame.xlsx) into out/zwarte-dame.xlsx, and the top 10; `demo keezen`: the three Keezen examples.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, {});
    const root = repoRoot();
    if (p.positionals[0] === 'keezen') return runKeezenDemo(root, langOption(p), io);
    const input = join(root, 'examples', 'zwarte-dame.xlsx');
    mkdirSync(join(root, 'out'), { recursive: true });
    const out = join(root, 'out', 'zwarte-dame.xlsx');
    const { code, outcome } = await runOnWorkbook(input, (wb) => updateStandings(wb), io, { lang: langOption(p), out });
    if (code !== 0 || !outcome) return code;
    const tab = outcome.changes.writes[0]!;
    const rows = tab.rows as Cell[][];
    io.out('');
    io.out(String(rows[0]![0]));
    io.out(formatTable(rows.slice(1, 12).map((r) => r.slice(0, 9))));
    io.out('');
    io.out(`→ ${out}`);
    return code;
  },
};
