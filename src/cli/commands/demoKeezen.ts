/** `competitieleider demo keezen`: the standings of the three shipped Keezen examples (one per preset). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { standingsEntry } from '../../actions/catalogue';
import type { Cell } from '../../core/cell';
import { Lang, msg, render } from '../../i18n';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import { formatTable } from '../table';

const KEEZEN_DEMOS = ['keezen-nk4tegen4', 'keezen-buurtcompetitie', 'keezen-spelavond'] as const;

/** Runs the standings of each example into out/<name>.xlsx and prints the top of each. */
export async function runKeezenDemo(root: string, lang: Lang, io: CliIO): Promise<number> {
  mkdirSync(join(root, 'out'), { recursive: true });
  for (const name of KEEZEN_DEMOS) {
    const input = join(root, 'examples', `${name}.xlsx`);
    const out = join(root, 'out', `${name}.xlsx`);
    const { code, outcome } = await runOnWorkbook(input, (wb) => standingsEntry.run(wb, { from: 'cli' }).outcome, io, {
      lang,
      out,
      quiet: true,
    });
    if (code !== 0 || !outcome) return code;
    const rows = outcome.changes.writes[0]!.rows as Cell[][];
    const header = rows.findIndex((r) => r.length > 3);
    io.out('');
    io.out(`${name}: ${String(rows[0]![0])}`);
    for (let i = 1; i < header; i++) io.out(String(rows[i]![0]));
    io.out(formatTable(rows.slice(header, header + 9), outcome.lang));
    io.out(render(msg('cliWrote', out), lang));
  }
  return 0;
}
