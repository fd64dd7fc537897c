/** Office files kept part for part: reading a club's .xlsx/.ods and writing an action's changes into it, 70 players × 37 rounds. */
import type { Change } from '../src/cli/files/fileWorkbook';
import { odsWithChanges } from '../src/cli/files/odf/spreadsheet';
import { xlsxWithChanges } from '../src/cli/files/ooxml/workbook';
import { readTabs } from '../src/cli/files/xlsx';
import type { Cell } from '../src/core/cell';
import { keizerTabs, simulateKeizerSeason } from '../src/sim/keizerSeason';
import type { BenchCase } from './harness';

type Writer = (
  original: Uint8Array | undefined,
  changes: readonly Change[],
  loaded: (tab: string) => Cell[][] | undefined,
) => Uint8Array;

/** The club's file as our writer makes it, and the changes of `confirm` + `standings`: a round appended, the standings rewritten. */
function club(write: Writer): { bytes: Uint8Array; changes: Change[] } {
  const tabs = keizerTabs(
    simulateKeizerSeason({ players: 70, rounds: 37, played: 36, seed: 'bench-files' }).competition,
  );
  const bytes = write(
    undefined,
    Object.entries(tabs).map(([tab, rows]) => ({ kind: 'write', tab, output: { name: tab, rows, headerRow: 1 } })),
    () => undefined,
  );
  const round: Cell[][] = Array.from({ length: 35 }, (_, i) => [37, `Speler ${2 * i}`, `Speler ${2 * i + 1}`, '']);
  const standings: Cell[][] = [
    ['Plaats', 'Naam', 'Punten'],
    ...Array.from({ length: 70 }, (_, i): Cell[] => [i + 1, `Speler ${i}`, 1000 - i]),
  ];
  const changes: Change[] = [
    { kind: 'append', tab: 'Uitslagen', append: { tab: 'Uitslagen', header: [], rows: round }, created: false },
    {
      kind: 'write',
      tab: 'Ranglijst',
      output: { name: 'Ranglijst', rows: standings, headerRow: 1, columnKinds: ['integer', 'text', 'decimal1'] },
    },
  ];
  return { bytes, changes };
}

function cases(kind: 'xlsx' | 'ods', write: Writer): BenchCase[] {
  return [
    {
      name: `Read every tab of a 70 × 37 .${kind}`,
      runs: 7,
      setup() {
        const { bytes } = club(write);
        return () => readTabs(bytes);
      },
    },
    {
      name: `Write a round and the standings into a 70 × 37 .${kind}, part for part`,
      runs: 7,
      setup() {
        const { bytes, changes } = club(write);
        const loaded = readTabs(bytes);
        return () => write(bytes, changes, (tab) => loaded.get(tab));
      },
    },
  ];
}

export const fileCases: BenchCase[] = [...cases('xlsx', xlsxWithChanges), ...cases('ods', odsWithChanges)];
