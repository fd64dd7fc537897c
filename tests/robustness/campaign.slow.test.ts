/**
 * The fuzz and fault campaign on real files: broken and odd workbooks (the
 * arbitraries of the in-memory fuzz) written as CSV folders, .xlsx and .ods,
 * each run through a command of the command line drawn from all of them (in
 * process, as the user types it). Whatever comes in, the command exits 0, or 1
 * with every problem located (a cell, a row, a tab or a file named); never an
 * internal error; a refused command leaves every file byte for byte as it was;
 * no journal or lock is left behind. On a sample of the workbooks a command
 * wrote, a real kill (dist/cli.js, SIGKILL at each step of the commit:
 * `node scripts/build.mjs` first when running this file alone) leaves the
 * workbook all old or all new for the next command, and a full disk at each
 * file write saves nothing. The figures are printed at the end.
 *
 * Time: 49 s on the 2-core machine nearly idle (50 s of processor time), 116 s while
 * another full test run was using it.
 * The fault sample is small because so few fuzzed workbooks are accepted by a
 * writing command (78 of 10,000): the first FAULT_SAMPLE of each kind that a command wrote
 * or the standings accepted.
 */
import * as fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Cell } from '../../src/core/cell';
import { toCsv } from '../../src/cli/files/csv';
import { Commit } from '../../src/cli/files/commit';
import { createEmpty, openWorkbook } from '../../src/cli/files/open';
import * as problems from '../../src/core/problems';
import { locatedOrNamed, workbook } from '../support/fuzzedWorkbooks';
import { runCli } from '../support/cli';
import { ROOT, snapshotFiles, tempDir } from '../support/tmp';

const CLI = join(ROOT, 'dist', 'cli.js');
/** The node:fs module itself (what the commit calls), to fill the disk in. */
const realFs = require('node:fs') as typeof fs;

const SEED = 20261205;
const KINDS = [
  { kind: 'csv', count: 9_000 },
  { kind: 'xlsx', count: 500 },
  { kind: 'ods', count: 500 },
] as const;
type Kind = (typeof KINDS)[number]['kind'];
/** Workbooks a command wrote, per kind, that are killed at every step of the commit and filled up at every write. */
const FAULT_SAMPLE = 6;

/** A command as typed, given the workbook and a folder for its other outputs. */
type Typed = (wb: string, out: string) => string[];
const COMMANDS: readonly Typed[] = [
  (wb) => ['standings', wb],
  (wb) => ['standings', wb, '--round', '3'],
  (wb, out) => ['standings', wb, '--out', join(out, 'other.xlsx')],
  (wb, out) => ['standings', wb, '--beamer', join(out, 'standings.html')],
  (wb) => ['pair', wb],
  (wb) => ['pair', wb, '--yes'],
  (wb) => ['pair', wb, '--new-draw', '--yes'],
  (wb, out) => ['pair', wb, '--html', join(out, 'pairing.html')],
  (wb) => ['confirm', wb],
  (wb) => ['confirm', wb, '--yes'],
  (wb, out) => ['beamer', wb, '--html', join(out, 'beamer.html')],
  (wb) => ['add-game', wb, '--white', 'Anna', '--black', 'Bram', '--result', '1-0', '--yes'],
  (wb) => ['absent', wb, '--player', 'Cees', '--round', '3', '--to', '5', '--reason', 'extern'],
  (wb) => ['leave', wb, '--player', 'Cees'],
  (wb) => ['add-player', wb, '--name', 'Nieuw Lid', '--rating', '1500'],
  (wb) => ['explain', wb, 'Anna'],
  (wb) => ['explain', wb, 'Anna', '--write'],
  (wb) => ['crosstable', wb],
  (wb) => ['rating', wb],
  (wb) => ['final', wb],
  (wb, out) => ['publish', wb, '--out', join(out, 'site')],
  (wb, out) => ['trf', wb, '--out', join(out, 'club.trf')],
  (wb) => ['draw', wb, '--seed', '7', '--yes'],
  (wb) => ['record', wb, '--yes'],
  (wb) => ['unrecord', wb],
  (wb) => ['unrecord', wb, '--yes'],
  (wb) => ['tables', wb],
  (wb, out) => ['tables', wb, '--forms', join(out, 'forms.html')],
];

interface Case {
  readonly tabs: Record<string, Cell[][]>;
  readonly command: number;
  readonly english: boolean;
}

const cases = fc.record({
  tabs: workbook,
  command: fc.nat(COMMANDS.length - 1),
  english: fc.boolean(),
});

/** Writes the workbook as a user's file of its kind; its path. */
async function writeWorkbook(folder: string, kind: Kind, tabs: Record<string, Cell[][]>): Promise<string> {
  if (kind === 'csv') {
    const dir = join(folder, 'club');
    fs.mkdirSync(dir);
    for (const [name, rows] of Object.entries(tabs)) fs.writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
    return dir;
  }
  const path = join(folder, `club.${kind}`);
  const wb = await createEmpty(path);
  for (const [name, rows] of Object.entries(tabs)) wb.write({ name, rows });
  const commit = new Commit(path);
  await wb.stage(commit);
  commit.commit();
  return path;
}

/** Journals, locks and temporaries left in the workbook's folder (or inside a CSV workbook). */
function leftovers(folder: string, wb: string): string[] {
  const inside = fs.existsSync(wb) && fs.statSync(wb).isDirectory() ? fs.readdirSync(wb) : [];
  return fs
    .readdirSync(folder)
    .concat(inside)
    .filter((f) => /commit|\.lock|\.tmp-|partial|\.new$/.test(f));
}

/** The problems a command printed (caught where every command formats them). */
const printed: problems.Problem[] = [];

/**
 * Problems named otherwise: of the competition as a whole, whose text names the setting to change
 * (Instellingen: type); a name typed on the command line that is not in the workbook.
 */
const NAMED_OTHERWISE = new Set(['drNotKeezen', 'unknownPlayerToExplain']);

/**
 * A refusal names the place of each problem: a tab (with a cell or row), a file, or the field typed
 * (the rule of the in-memory fuzz); a refusal that is not a problem of the workbook's content (a file
 * that cannot be read) names the file.
 */
function located(lines: readonly string[], folder: string): boolean {
  const errors = printed.filter((p) => p.severity === 'error');
  if (errors.length > 0)
    return errors.every(
      (p) => locatedOrNamed(p) || NAMED_OTHERWISE.has(p.message.key) || JSON.stringify(p.message).includes(folder),
    );
  return lines.length > 0 && lines.every((l) => l.includes(folder));
}

/** The first line of a refusal listing several problems ("3 problems found; nothing was written."). */
const HEADING = /^\d+ (problems? found|problemen gevonden|probleem gevonden)/;

/** The fault of a refusal with a problem not placed (the campaign goes on, to find them all). */
const UNPLACED = 'a problem without its place: ';

const STACK_FRAME = /^\s+at .*:\d+:\d+\)?$/m;

/** The tabs of a workbook as read (for "all old or all new": bytes of an .xlsx differ by its zip, not its cells). */
async function state(wb: string): Promise<string> {
  const opened = await openWorkbook(wb);
  return JSON.stringify(opened.tabNames().map((t) => [t, opened.read(t)]));
}

interface Written {
  readonly kind: Kind;
  readonly index: number;
  readonly argv: readonly string[];
  readonly tabs: Record<string, Cell[][]>;
  /** Files the command wrote or changed (each is one temporary and one rename of the commit, at least). */
  readonly files: number;
}

describe('the fuzz and fault campaign on real files', () => {
  const figures = {
    workbooks: { csv: 0, xlsx: 0, ods: 0 } as Record<Kind, number>,
    commands: 0,
    perCommand: {} as Record<string, number>,
    successes: 0,
    refusals: 0,
    kills: 0,
    killsRecovered: { old: 0, new: 0 },
    fullDisks: 0,
    seconds: { campaign: 0, kills: 0, fullDisks: 0 },
    perKind: { csv: 0, xlsx: 0, ods: 0 } as Record<Kind, number>,
  };
  const written: Written[] = [];
  const root = tempDir('cl-campaign-');

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
    const f = figures;
    console.log(
      [
        `Campaign (seed ${SEED}): ${f.workbooks.csv} CSV folders, ${f.workbooks.xlsx} .xlsx, ${f.workbooks.ods} .ods`,
        `  ${f.commands} commands: ${f.successes} done (exit 0), ${f.refusals} refused with every problem located (exit 1), 0 internal errors`,
        `  per command: ${Object.entries(f.perCommand)
          .map(([c, n]) => `${c} ${n}`)
          .join(', ')}`,
        `  fault sample (workbooks a command wrote): ${(['csv', 'xlsx', 'ods'] as const)
          .map((k) => `${written.filter((w) => w.kind === k).length} ${k}`)
          .join(', ')}`,
        `  ${f.kills} kills at a step of a commit (${f.killsRecovered.old} found all old, ${f.killsRecovered.new} all new)`,
        `  ${f.fullDisks} full disks at a file write, nothing saved each time`,
        `  time: campaign ${f.seconds.campaign.toFixed(1)} s (CSV ${f.perKind.csv.toFixed(1)} s, .xlsx ${f.perKind.xlsx.toFixed(1)} s, .ods ${f.perKind.ods.toFixed(1)} s), kills ${f.seconds.kills.toFixed(1)} s, full disks ${f.seconds.fullDisks.toFixed(1)} s`,
      ].join('\n'),
    );
  });

  test('10,000 broken workbooks (9,000 CSV folders, 500 .xlsx, 500 .ods) through every command: exit 0, or 1 with every problem located; a refusal changes no byte; nothing left behind', async () => {
    const started = Date.now();
    const format = problems.formatProblem;
    jest.spyOn(problems, 'formatProblem').mockImplementation((p, lang) => {
      printed.push(p);
      return format(p, lang);
    });
    const all = fc.sample(cases, { numRuns: KINDS.reduce((n, k) => n + k.count, 0), seed: SEED });
    const faults: string[] = [];
    let index = 0;
    for (const { kind, count } of KINDS) {
      const kindStarted = Date.now();
      for (let i = 0; i < count; i++, index++) {
        const { tabs, command, english } = all[index]! as Case;
        const folder = join(root, `w${index}`);
        fs.mkdirSync(folder);
        const wb = await writeWorkbook(folder, kind, tabs);
        figures.workbooks[kind]++;
        const argv = [...COMMANDS[command]!(wb, folder), ...(english ? ['--lang', 'en'] : [])];
        const before = snapshotFiles(folder);
        printed.length = 0;
        const r = await runCli(...argv);
        figures.commands++;
        figures.perCommand[argv[0]!] = (figures.perCommand[argv[0]!] ?? 0) + 1;
        const said = r.stderr.join('\n');
        const where = `workbook ${index} (${kind}, seed ${SEED}): ${argv.join(' ')} → exit ${r.code}\n${said}`;
        if (r.code === 0) {
          figures.successes++;
          const after = snapshotFiles(folder);
          const files = Object.keys(after).filter((f) => after[f] !== before[f]).length;
          if (written.filter((w) => w.kind === kind).length < FAULT_SAMPLE) {
            if (files > 0) written.push({ kind, index, argv, tabs, files });
            else {
              // A workbook a command only read: into the sample when the standings (which write a tab) accept it.
              const standings = ['standings', wb];
              if ((await runCli(...standings)).code === 0) {
                const saved = snapshotFiles(folder);
                const changed = Object.keys(saved).filter((f) => saved[f] !== after[f]).length;
                if (changed > 0) written.push({ kind, index, argv: standings, tabs, files: changed });
              }
            }
          }
        } else if (r.code === 1) {
          figures.refusals++;
          const lines = r.stderr.filter((l, n) => !(n === 0 && HEADING.test(l)));
          if (!located(lines, folder))
            faults.push(`${UNPLACED} ${where}\n${JSON.stringify(printed.filter((p) => !locatedOrNamed(p)))}`);
          const after = snapshotFiles(folder);
          if (JSON.stringify(after) !== JSON.stringify(before)) faults.push(`a refusal changed a file: ${where}`);
        } else faults.push(`exit ${r.code}: ${where}`);
        if (STACK_FRAME.test(said) || STACK_FRAME.test(r.stdout.join('\n'))) faults.push(`a stack: ${where}`);
        const left = leftovers(folder, wb);
        if (left.length > 0) faults.push(`left behind ${left.join(', ')}: ${where}`);
        if (faults.some((f) => !f.startsWith(UNPLACED))) break;
        fs.rmSync(folder, { recursive: true, force: true });
      }
      figures.perKind[kind] = (Date.now() - kindStarted) / 1000;
      if (faults.some((f) => !f.startsWith(UNPLACED))) break;
    }
    figures.seconds.campaign = (Date.now() - started) / 1000;
    jest.restoreAllMocks();
    expect(faults).toEqual([]);
    expect(figures.commands).toBe(10_000);
    // Both outcomes are exercised (most fuzzed workbooks are refused), and commands wrote a full sample of CSV folders.
    expect(figures.successes).toBeGreaterThan(25);
    expect(figures.refusals).toBeGreaterThan(9_000);
    expect(written.filter((w) => w.kind === 'csv')).toHaveLength(FAULT_SAMPLE);
    expect(written.filter((w) => w.kind !== 'csv').length).toBeGreaterThanOrEqual(2);
  }, 600_000);

  /** The campaign's workbook again, in a fresh folder, as it was before its command. */
  async function again(w: Written, label: string): Promise<{ folder: string; wb: string; argv: string[] }> {
    const folder = join(root, `${label}-${w.index}`);
    fs.mkdirSync(folder);
    const wb = await writeWorkbook(folder, w.kind, w.tabs);
    const oldFolder = join(root, `w${w.index}`);
    const argv = w.argv.map((a) => a.split(oldFolder).join(folder));
    return { folder, wb, argv };
  }

  test('a real kill at every step of the commit of a sample of those workbooks: the next command finds all old or all new, and the command run again leaves nothing behind', async () => {
    const started = Date.now();
    for (const w of written) {
      // The state before and after the command, run in full once.
      const probe = await again(w, 'whole');
      const old = await state(probe.wb);
      expect((await runCli(...probe.argv)).code).toBe(0);
      const done = await state(probe.wb);
      const steps = ['computed:1'];
      for (let n = 1; n <= w.files; n++) steps.push(`staged:${n}`);
      for (let n = 1; n <= w.files; n++) steps.push(`renamed:${n}`);
      for (const step of steps) {
        const { folder, wb, argv } = await again(w, `kill-${step.replace(':', '')}`);
        const killed = spawnSync(process.execPath, [CLI, ...argv], {
          env: { ...process.env, COMPETITIELEIDER_KILL_AT: step },
        });
        expect([step, killed.signal]).toEqual([step, 'SIGKILL']);
        figures.kills++;
        // A command that only reads (explain without --write): it finishes (or rolls back) the killed commit first.
        const next = await runCli('explain', wb, 'Anna', '--lang', 'en');
        expect([step, next.code]).toEqual([step, next.code === 1 ? 1 : 0]);
        expect(next.stderr.join('\n')).not.toMatch(STACK_FRAME);
        const now = await state(wb);
        expect([step, now === old || now === done]).toEqual([step, true]);
        figures.killsRecovered[now === done && now !== old ? 'new' : 'old']++;
        // The user runs the command again: it finishes (or refuses, as on the new state), and leaves nothing
        // behind, not even the lock of an --out workbook the killed command was writing.
        const rerun = await runCli(...argv);
        expect([step, rerun.code]).toEqual([step, rerun.code === 1 ? 1 : 0]);
        expect(rerun.stderr.join('\n')).not.toMatch(STACK_FRAME);
        expect(leftovers(folder, wb)).toEqual([]);
        fs.rmSync(folder, { recursive: true, force: true });
      }
      fs.rmSync(probe.folder, { recursive: true, force: true });
    }
    figures.seconds.kills = (Date.now() - started) / 1000;
  }, 300_000);

  test('a full disk at every file write of the same sample: exit 1, "the disk is full", every file as it was, and the next command runs clean', async () => {
    const started = Date.now();
    const real = realFs.writeFileSync;
    try {
      for (const w of written) {
        for (let n = 1; ; n++) {
          const { folder, wb, argv } = await again(w, `full-${n}`);
          const before = snapshotFiles(folder);
          let writes = 0;
          jest.spyOn(realFs, 'writeFileSync').mockImplementation(((
            file: fs.PathOrFileDescriptor,
            data: string | NodeJS.ArrayBufferView,
            options?: fs.WriteFileOptions,
          ) => {
            // Descriptor writes are the commit's (journal and temporaries, in order).
            if (typeof file === 'number' && ++writes === n)
              throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
            return real(file, data, options);
          }) as typeof fs.writeFileSync);
          const r = await runCli(...(argv.includes('--lang') ? argv : [...argv, '--lang', 'en']));
          jest.restoreAllMocks();
          if (writes < n) {
            // Past the last write: the command did all it does.
            expect(r.code).toBe(0);
            fs.rmSync(folder, { recursive: true, force: true });
            break;
          }
          figures.fullDisks++;
          expect([argv, n, r.code]).toEqual([argv, n, 1]);
          expect(r.stderr.join('\n')).toMatch(/the disk is full\. Nothing was saved/);
          expect(snapshotFiles(folder)).toEqual(before);
          expect(leftovers(folder, wb)).toEqual([]);
          expect((await runCli(...argv)).code).toBe(0);
          fs.rmSync(folder, { recursive: true, force: true });
        }
      }
    } finally {
      jest.restoreAllMocks();
    }
    figures.seconds.fullDisks = (Date.now() - started) / 1000;
  }, 300_000);
});
