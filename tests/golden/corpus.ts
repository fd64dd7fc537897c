/**
 * The golden corpus: each scenario is a folder tests/golden/<scenario>/ with
 * its input workbook (input/, a CSV folder) and, per step, what the command
 * line made of it (the tabs it wrote or appended to, the files it wrote, what
 * it printed). Steps run through the real command line (`main`, in process)
 * on a fresh copy of the input, so any refactor of the commands, actions,
 * readers or core is held to the same outputs.
 *
 * Besides the steps on the whole history, every round is replayed: the
 * history cut after round r gives `rounds/rNN/`, the standings after r and the
 * pairing (Keezen: the draw) of the round after it.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell } from '../../src/core/cell';
import { parseCsv, toCsv } from '../../src/cli/files/csv';
import { ABSENCE_WORDS } from '../../src/sheet/contract';
import { runCli } from '../support/cli';
import { filesBelow } from '../support/golden';
import { writeSqlite } from '../support/sqlite';
import { tempDir } from '../support/tmp';

export const GOLDEN = __dirname;

/** Stand-ins in a command's arguments: the workbook, and the folder for the files it writes. */
const WB = '<workbook>';
const OUT = '<out>';
/** Stand-in for the folder of the step's own input files (`files`, `sqlite`). */
const FILES = '<files>';

export interface Step {
  /** Its folder below the scenario. */
  readonly name: string;
  /** Run on the history cut after this round (Keezen: after this many rounds); default the whole history. */
  readonly upTo?: number;
  readonly commands: readonly (readonly string[])[];
  /** Keep what the commands print (stdout.txt); default true. */
  readonly transcript?: boolean;
  /** Text files the commands read (a rating list), made in FILES. */
  readonly files?: Readonly<Record<string, string>>;
  /** SQLite databases the commands read (a KeizerForClubs tournament), made in FILES from SQL. */
  readonly sqlite?: Readonly<Record<string, string>>;
}

export interface Scenario {
  readonly name: string;
  readonly type: 'keizer' | 'keezen';
  /** The shipped example (examples/<name>) that input/ is a copy of. */
  readonly example?: string;
  readonly steps: readonly Step[];
}

const keizerSeason = (explain: string, flowAfter: number): Step[] => [
  { name: 'standings', commands: [['standings', WB]] },
  { name: 'crosstable', commands: [['crosstable', WB]] },
  { name: 'rating', commands: [['rating', WB]] },
  { name: 'final', commands: [['final', WB]] },
  { name: 'explain', commands: [['explain', WB, explain, '--write']] },
  { name: 'publish', commands: [['publish', WB, '--out', OUT, '--title', 'Golden']] },
  {
    // The season as a TRF file, and that file taken over into a new workbook.
    name: 'trf',
    commands: [
      ['trf', WB, '--out', `${OUT}/season.trf`, '--title', 'Golden'],
      ['import-trf', `${OUT}/season.trf`, `${OUT}/imported`],
    ],
  },
  { name: 'pair', commands: [['pair', WB]] },
  {
    // A club night: pair, the beamer, publish with the pairing, confirm.
    name: `club-night-r${pad(flowAfter + 1)}`,
    upTo: flowAfter,
    commands: [
      ['pair', WB, '--html', `${OUT}/pairing.html`],
      ['beamer', WB, '--html', `${OUT}/beamer.html`],
      ['publish', WB, '--out', `${OUT}/site`, '--title', 'Golden'],
      ['confirm', WB],
    ],
  },
];

const keezenEvent: Step[] = [
  { name: 'standings', commands: [['standings', WB]] },
  { name: 'draw', commands: [['draw', WB, '--forms', `${OUT}/forms.html`, '--beamer', `${OUT}/beamer.html`]] },
  { name: 'tables', commands: [['tables', WB, '--forms', `${OUT}/forms.html`, '--beamer', `${OUT}/beamer.html`]] },
  // Draw, then "Ronde vastleggen": the result rows appended to Uitslagen; a second confirm changes nothing.
  { name: 'record', commands: [['draw', WB], ['record', WB], ['record', WB]] },
  // "Ronde terugdraaien" between two records: the second record appends exactly the rows the first one did (an event
  // with every round played: asked first, its score forms named).
  { name: 'take-back', commands: [['draw', WB], ['record', WB], ['unrecord', WB], ['record', WB]] },
  // The website (standings, each evening or round, prizes) and the standings for the beamer.
  { name: 'publish', commands: [['publish', WB, '--out', OUT, '--title', 'Golden']] },
  { name: 'standings-beamer', commands: [['standings', WB, '--beamer', `${OUT}/standings.html`]] },
];

/**
 * Five players over two rounds in the tables KeizerForClubs creates: results 1 (1-0), 2 (½-½), 3 (0-1),
 * and absences as games against -1 with codes 4 (bye), 5 (external), 6 (excused), 7 (unexcused).
 */
const KFC_TOURNAMENT = `
CREATE TABLE Player (id INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT, name VARCHAR(30) NOT NULL, rating INTEGER(4) NOT NULL,
  rank INTEGER(3) NOT NULL, state INTEGER(2), Keizer_StartPts FLOAT, Keizer_SumPts FLOAT,
  RatingWDelta INTEGER NOT NULL DEFAULT 0, Keizer_PrevPts FLOAT);
CREATE TABLE Pairing (Rnd INTEGER NOT NULL, board INTEGER NOT NULL, PID_W INTEGER NOT NULL, PID_B INTEGER NOT NULL,
  Result INTEGER(2), Pts_W FLOAT, Pts_B FLOAT);
CREATE TABLE ConfigTab (CfgKey VARCHAR(20) NOT NULL PRIMARY KEY, CfgText VARCHAR(5), CfgValue FLOAT);
INSERT INTO Player (name, rating, rank, state, Keizer_StartPts, Keizer_SumPts) VALUES
  ('Anna de Wit', 1900, 1, 1, 0, 0), ('Bram Zwart', 1800, 2, 1, 0, 0), ('Cor Bakker', 1700, 3, 1, 0, 0),
  ('Dirk Smit', 1600, 4, 1, 0, 0), ('Eva Jansen', 1500, 5, 1, 0, 0);
INSERT INTO Pairing VALUES (1, 1, 1, 2, 1, 0, 0), (1, 2, 3, 4, 2, 0, 0), (1, 100, 5, -1, 4, 0, 0),
  (2, 1, 4, 1, 3, 0, 0), (2, 2, 2, 5, 1, 0, 0), (2, 100, 3, -1, 6, 0, 0);
`;

/**
 * The corrections of a club night after round 14 of the shipped season is recorded: a late arrival's game (two
 * players marked absent, their rows cleared), a holiday absence for rounds 15 to 18, a player who stops, a new
 * member from round 15; then a name typed wrongly, refused with its suggestion.
 */
const corrections: Step = {
  name: 'corrections-r14',
  upTo: 14,
  commands: [
    ['add-game', WB, '--white', 'E. Veenstra', '--black', 'M. Postma', '--result', '½-½', '--yes'],
    ['absent', WB, '--player', 'Henk de Graaf', '--round', '15', '--to', '18'],
    ['leave', WB, '--player', 'W. Kramer'],
    ['add-player', WB, '--name', 'Nieuw Lid', '--rating', '1750'],
    ['add-game', WB, '--white', 'Henk de Graf', '--black', 'M. Postma'],
  ],
};

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'zwarte-dame',
    type: 'keizer',
    example: 'zwarte-dame',
    steps: [
      ...keizerSeason('Henk de Graaf', 14),
      corrections,
      // "Ronde terugdraaien" between two confirms: Uitslagen and Afwezig get exactly the rows of the first confirm.
      { name: 'take-back-r15', upTo: 14, commands: [['pair', WB], ['confirm', WB], ['unrecord', WB], ['confirm', WB]] },
      // The season as shipped: round 28 has its results in, so taking it back asks first (and --yes takes it back).
      { name: 'take-back-last', commands: [['unrecord', WB], ['unrecord', WB, '--yes']] },
    ],
  },
  { name: 'keezen-nk4tegen4', type: 'keezen', example: 'keezen-nk4tegen4', steps: keezenEvent },
  { name: 'keezen-buurtcompetitie', type: 'keezen', example: 'keezen-buurtcompetitie', steps: keezenEvent },
  { name: 'keezen-spelavond', type: 'keezen', example: 'keezen-spelavond', steps: keezenEvent },
  // The simulated club of the pairing flow test (20 players, 6 of 28 rounds played, seed "flow").
  { name: 'pairing-flow', type: 'keizer', steps: keizerSeason('D. Bakker', 5) },
  // 13 players: two late entrants (Vanaf ronde 5), a leaver (Actief nee), a penalty bye owed (Straf-oneven ja).
  {
    name: 'keizer-late-entrants',
    type: 'keizer',
    steps: [...keizerSeason('T. Koster', 7), { name: 'explain-late-entrant', commands: [['explain', WB, 'Sander Smit']] }],
  },
  // 4 players, everyone met everyone and minOtherOpponents 3: round 4 exists only after relaxing; confirm asks first.
  {
    name: 'keizer-infeasible',
    type: 'keizer',
    steps: [
      { name: 'standings', commands: [['standings', WB]] },
      { name: 'pair-relaxed-confirm', commands: [['pair', WB], ['confirm', WB], ['confirm', WB, '--yes']] },
      { name: 'english', commands: [['pair', WB, '--lang', 'en']] },
      {
        // Two changes, one the same, one player not in the list, one name not in the club: asked first, then applied.
        name: 'import-ratings',
        files: { 'ratings.csv': 'Naam,Rating\nAnna de Wit,1950\nBram Zwart,1800\nCor Bakker,1650\nEva Onbekend,1500\n' },
        commands: [
          ['import-ratings', `${FILES}/ratings.csv`, WB],
          ['import-ratings', `${FILES}/ratings.csv`, WB, '--yes'],
        ],
      },
      {
        // A new competition from a players file (`new`, as the wizard makes it), and its first pairing.
        name: 'new',
        files: { 'spelers.txt': 'Anna de Wit\nBram Zwart\nCor Bakker\nDirk Smit\nEva Jansen\n' },
        commands: [
          ['new', `${OUT}/club`, '--players', `${FILES}/spelers.txt`],
          ['pair', `${OUT}/club`, '--seed', '1'],
        ],
      },
      {
        // A KeizerForClubs tournament (its own tables) taken over into a new workbook, and its standings.
        name: 'import-kfc',
        sqlite: { 'toernooi.s3db': KFC_TOURNAMENT },
        commands: [
          ['import-kfc', `${FILES}/toernooi.s3db`, `${OUT}/club`],
          ['standings', `${OUT}/club`],
        ],
      },
    ],
  },
  // 5 teams of 2: one team has a bye every round.
  {
    name: 'keezen-bye',
    type: 'keezen',
    steps: [
      ...keezenEvent,
      {
        // A new games night for four players (`new`, as the wizard makes it), and its first draw.
        name: 'new',
        commands: [
          ['new', `${OUT}/avond`, '--type', 'keezen', '--preset', 'spelavond', '--players', 'Anna, Bram, Cor, Dirk'],
          ['draw', `${OUT}/avond`, '--seed', '1'],
        ],
      },
    ],
  },
];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The input of a scenario. */
export function inputDir(s: Scenario): string {
  return join(GOLDEN, s.name, 'input');
}

type Table = Cell[][];

function readTab(files: Record<string, string>, tab: string): Table | undefined {
  const text = files[`${tab}.csv`];
  return text === undefined ? undefined : parseCsv(text);
}

/** Rows (after the header) kept by `keep`, which gets the row and the header. */
function filterTab(rows: Table, keep: (row: Cell[], col: (name: string) => Cell) => boolean): Table {
  const header = rows[0] ?? [];
  const body = rows.slice(1).filter((row) => keep(row, (name) => row[header.indexOf(name)] ?? ''));
  return [header, ...body];
}

/** The Keizer history as known after round r: its games and absences; for round r+1 the absences reported, not the bye. */
function keizerUpTo(files: Record<string, string>, r: number): Record<string, Table> {
  const out: Record<string, Table> = {};
  const results = readTab(files, 'Uitslagen');
  const absences = readTab(files, 'Afwezig');
  const byeWords: string[] = [ABSENCE_WORDS.bye.nl, ABSENCE_WORDS.penaltyBye.nl];
  if (results) out.Uitslagen = filterTab(results, (_, col) => Number(col('Ronde')) <= r);
  if (absences) {
    out.Afwezig = filterTab(absences, (_, col) => {
      const round = Number(col('Ronde'));
      return round <= r || (round === r + 1 && !byeWords.includes(String(col('Reden'))));
    });
  }
  return out;
}

/** The rounds of a Keezen event in order, as "evening.round" keys (evening 0 without an Avond column). */
function keezenRounds(files: Record<string, string>): string[] {
  const keys = new Map<string, [number, number]>();
  for (const tab of ['Tafelindeling', 'Uitslagen']) {
    const rows = readTab(files, tab);
    if (!rows) continue;
    filterTab(rows, (_, col) => {
      const k: [number, number] = [Number(col('Avond') || 0), Number(col('Ronde'))];
      keys.set(k.join('.'), k);
      return true;
    });
  }
  return [...keys.entries()].sort(([, a], [, b]) => a[0] - b[0] || a[1] - b[1]).map(([k]) => k);
}

/** The Keezen event after its first `n` rounds. */
function keezenUpTo(files: Record<string, string>, n: number): Record<string, Table> {
  const kept = new Set(keezenRounds(files).slice(0, n));
  const out: Record<string, Table> = {};
  for (const tab of ['Tafelindeling', 'Uitslagen']) {
    const rows = readTab(files, tab);
    if (rows) out[tab] = filterTab(rows, (_, col) => kept.has(`${Number(col('Avond') || 0)}.${Number(col('Ronde'))}`));
  }
  return out;
}

/** The rounds of a Keizer season that have games or absences. */
function keizerRounds(files: Record<string, string>): number {
  let last = 0;
  for (const tab of ['Uitslagen', 'Afwezig']) {
    const rows = readTab(files, tab);
    if (rows) filterTab(rows, (_, col) => ((last = Math.max(last, Number(col('Ronde')))), true));
  }
  return last;
}

/** The replay of every round: after round r (0 = before the first), the standings and the next round's pairing or draw. */
export function replaySteps(s: Scenario): Step[] {
  const files = filesBelow(inputDir(s));
  const played = s.type === 'keizer' ? keizerRounds(files) : keezenRounds(files).length;
  const steps: Step[] = [];
  for (let r = 0; r <= played; r++) {
    const commands: string[][] = [];
    if (r > 0) commands.push(s.type === 'keizer' ? ['standings', WB, '--round', String(r)] : ['standings', WB]);
    commands.push(s.type === 'keizer' ? ['pair', WB] : ['draw', WB]);
    steps.push({ name: `rounds/r${pad(r)}`, upTo: r, commands, transcript: false });
  }
  return steps;
}

/**
 * Runs a step on a fresh copy of the scenario's input and returns what it
 * made: every tab written (`<tab>.csv`; an append as `<tab>.appended.csv`, the
 * rows added), every file written (charts, pages), and the transcript.
 */
export async function runStep(s: Scenario, step: Step): Promise<Record<string, string>> {
  const root = tempDir('cl-golden-');
  const wb = join(root, 'club');
  const out = join(root, 'out');
  const files = join(root, 'files');
  cpSync(inputDir(s), wb, { recursive: true });
  mkdirSync(files);
  for (const [name, text] of Object.entries(step.files ?? {})) writeFileSync(join(files, name), text);
  for (const [name, sql] of Object.entries(step.sqlite ?? {})) await writeSqlite(join(files, name), sql);
  if (step.upTo !== undefined) {
    const cut = s.type === 'keizer' ? keizerUpTo(filesBelow(wb), step.upTo) : keezenUpTo(filesBelow(wb), step.upTo);
    for (const [tab, rows] of Object.entries(cut)) writeFileSync(join(wb, `${tab}.csv`), toCsv(rows));
  }
  mkdirSync(out);
  const before = filesBelow(wb);
  const transcript: string[] = [];
  const local = (line: string) => line.split(out).join(OUT).split(wb).join(WB).split(files).join(FILES);
  for (const command of step.commands) {
    const argv = command.map((a) => a.split(WB).join(wb).split(OUT).join(out).split(FILES).join(files));
    const run = await runCli(...argv);
    transcript.push(`$ competitieleider ${command.join(' ')}`, ...run.stdout.map(local), ...run.stderr.map((l) => `! ${local(l)}`), `exit ${run.code}`);
  }
  const made: Record<string, string> = {};
  for (const [name, text] of Object.entries(filesBelow(wb))) {
    const was = before[name];
    if (was === text) continue;
    if (was !== undefined && text.startsWith(was) && name.endsWith('.csv')) {
      const header = was.slice(0, was.indexOf('\n') + 1);
      made[name.replace(/\.csv$/, '.appended.csv')] = header + text.slice(was.length);
    } else {
      made[name] = text;
    }
  }
  for (const [name, text] of Object.entries(filesBelow(out))) made[name] = local(text);
  if (step.transcript !== false) made['stdout.txt'] = `${transcript.join('\n')}\n`;
  return made;
}
