/**
 * Hard and big Keizer rounds: the whole "Indeling maken" action on rounds that
 * need the relaxation ladder and its explanation, and on a 1,000-player club
 * night. Apps Script stops an action at 6 minutes; the targets keep well
 * inside it.
 *
 * The hard round: after three rounds, `mustBlack` players have had white three
 * times in a row (their opponents, helpers who are absent now, had black), so
 * a further white breaks the colour-difference limit (3): they can only play
 * the other present players, and there are fewer of those. No pairing within
 * the rules exists; the engine explains why and relaxes the colour rules.
 */
import { spawnSync } from 'node:child_process';
import { findEntry } from '../src/actions/catalogue';
import type { Cell } from '../src/core/cell';
import { MemoryWorkbook } from '../src/workbook/memory';
import type { BenchCase } from './harness';

/** Tabs of a club after three rounds in which `mustBlack` of the `present` players had white every round. */
function colourSqueezeTabs(present: number): Record<string, Cell[][]> {
  let others = Math.floor(present * 0.45);
  if (others % 2 === 1) others--;
  const mustBlack = present - others;
  const name = (kind: string, i: number) => `${kind} ${String(i + 1).padStart(4, '0')}`;
  const players: string[] = [];
  for (let i = 0; i < mustBlack; i++) players.push(name('Wit', i));
  for (let i = 0; i < others; i++) players.push(name('Vrij', i));
  for (let i = 0; i < mustBlack; i++) players.push(name('Hulp', i));
  const results: Cell[][] = [['Ronde', 'Wit', 'Zwart', 'Uitslag']];
  const absences: Cell[][] = [['Ronde', 'Naam', 'Reden']];
  for (let round = 1; round <= 3; round++) {
    // The squeezed players: white against a different helper each round.
    for (let i = 0; i < mustBlack; i++)
      results.push([round, name('Wit', i), name('Hulp', (i + round) % mustBlack), '1-0']);
    // The others among themselves (a round robin by the circle method), colours alternating.
    const m = others - 1;
    const pairs: [number, number][] = [[others - 1, round % m]];
    for (let k = 1; k < others / 2; k++) pairs.push([(round + k) % m, (round - k + m) % m]);
    for (const [x, y] of pairs) {
      const a = name('Vrij', x);
      const b = name('Vrij', y);
      results.push(round % 2 === 0 ? [round, a, b, '½-½'] : [round, b, a, '½-½']);
    }
  }
  // Nobody twice in a round: a guard on the construction.
  const seen = new Set<string>();
  for (const row of results.slice(1)) {
    for (const p of [row[1], row[2]]) {
      const key = `${row[0]}|${p}`;
      if (seen.has(key)) throw new Error(`colourSqueezeTabs(${present}): ${p} twice in round ${row[0]}`);
      seen.add(key);
    }
  }
  for (let i = 0; i < mustBlack; i++) absences.push([4, name('Hulp', i), 'afgemeld']);
  return {
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keizer'],
      ['rounds', 37],
    ],
    Spelers: [['Naam', 'Rating'], ...players.map((p, i) => [p, 2000 - i])],
    Uitslagen: results,
    Afwezig: absences,
  };
}

function hardCase(present: number, targetMs: number): BenchCase {
  return {
    name: `Keizer "Indeling maken", ${present} present, no pairing within the rules (explained, then relaxed)`,
    runs: present >= 1000 ? 3 : 5,
    targetMs,
    setup() {
      const tabs = colourSqueezeTabs(present);
      return () => {
        const outcome = findEntry('makePairing')!.run(new MemoryWorkbook(tabs), { from: 'cli' }).outcome;
        return outcome;
      };
    },
  };
}

export const MEMORY_PRESENT = 1000;
export const MEMORY_TARGET_MB = 600;
const CHILD_FLAG = '--pairing-memory-child';

/**
 * The peak memory of one "Indeling maken" on the hard round of `present`,
 * measured in a fresh process (the resident set's high-water mark), so that
 * nothing else the benchmark did is counted.
 */
export function pairingPeakMemoryMb(present = MEMORY_PRESENT): number {
  const child = spawnSync(process.execPath, [process.argv[1]!, CHILD_FLAG, String(present)], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`memory child failed: ${child.stderr}`);
  return Number(JSON.parse(child.stdout.trim().split('\n').pop()!).peakMb);
}

/** In the child: build the tabs, take the baseline, run the action once, report the peak. */
export function runMemoryChild(argv: readonly string[]): boolean {
  const at = argv.indexOf(CHILD_FLAG);
  if (at < 0) return false;
  const tabs = colourSqueezeTabs(Number(argv[at + 1]));
  findEntry('makePairing')!.run(new MemoryWorkbook(tabs), { from: 'cli' }).outcome;
  process.stdout.write(JSON.stringify({ peakMb: process.resourceUsage().maxRSS / 1024 }) + '\n');
  return true;
}

export const hardRoundCases: BenchCase[] = [hardCase(400, 5000), hardCase(1000, 60000)];
