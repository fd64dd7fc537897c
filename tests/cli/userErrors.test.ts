/** User errors are user errors: broken files, a wrong --out, a missing CSV file: exit 1, what to do, never "interne fout". */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { copyExample, snapshotFiles, tempDir } from '../support/tmp';
import { csvTab, runCli as run } from '../support/cli';

const CLI = join(__dirname, '..', '..', 'dist', 'cli.js');

function noInternal(r: { stderr: string[] }): void {
  expect(r.stderr.join('\n')).not.toMatch(/interne fout|internal error|fout in Competitieleider/);
}

describe('broken workbook files are the user’s, said with what to do', () => {
  const example = readFileSync(copyExample('zwarte-dame.xlsx'));
  test.each([
    ['an empty .xlsx', 'leeg.xlsx', Buffer.alloc(0), 'xlsx'],
    ['an empty .ods', 'leeg.ods', Buffer.alloc(0), 'ods'],
    ['a text file named .xlsx', 'tekst.xlsx', Buffer.from('Naam,Rating\nAnna,1900\n'), 'xlsx'],
    ['a truncated .xlsx', 'half.xlsx', example.subarray(0, 3000), 'xlsx'],
  ])('%s: exit 1 and "open it and save it again"', async (_what, file, bytes, kind) => {
    const path = join(tempDir(), file);
    writeFileSync(path, bytes);
    const r = await run('standings', path);
    expect(r.code).toBe(1);
    noInternal(r);
    expect(r.stderr).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: geen leesbaar \\.${kind}-bestand .*sla het opnieuw op als \\.${kind}$`,
        ),
      ),
    );
  });
});

describe('--out that cannot be written', () => {
  test('publish --out naming a file: exit 1, asks for a folder, the file left alone', async () => {
    const dir = copyExample('zwarte-dame');
    const file = join(tempDir(), 'site');
    writeFileSync(file, 'x');
    const r = await run('publish', dir, '--out', file);
    expect(r.code).toBe(1);
    noInternal(r);
    expect(r.stderr).toContain(`${file} is een bestand, geen map; geef bij --out een map (een nieuwe wordt gemaakt)`);
    expect(readFileSync(file, 'utf8')).toBe('x');
  });

  test('standings --out naming a file of no workbook kind: exit 1, nothing written', async () => {
    const dir = copyExample('zwarte-dame');
    const file = join(tempDir(), 'uitvoer');
    writeFileSync(file, 'x');
    const before = snapshotFiles(dir);
    const r = await run('standings', dir, '--out', file);
    expect(r.code).toBe(1);
    noInternal(r);
    expect(r.stderr).toContain(
      `${file}: geen .xlsx, .ods of map; geef bij --out een .xlsx- of .ods-bestand of een (nieuwe) map`,
    );
    expect(snapshotFiles(dir)).toEqual(before);
    expect(readFileSync(file, 'utf8')).toBe('x');
  });
});

describe('a CSV folder', () => {
  test('without the tab’s CSV: names the file looked for and lists the files there', async () => {
    const dir = copyExample('zwarte-dame');
    renameSync(join(dir, 'Spelers.csv'), join(dir, 'spelers.txt'));
    const r = await run('standings', dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `tabblad "Spelers" ontbreekt: ${join(dir, 'Spelers.csv')} is er niet (in de map: Afwezig.csv, Instellingen.csv, Uitslagen.csv, spelers.txt); ieder tabblad is een bestand <tabblad>.csv`,
    );
  });

  test('at the start of a season, without Uitslagen: read as empty, round 1 paired and confirmed into a new Uitslagen.csv', async () => {
    const dir = copyExample('zwarte-dame');
    rmSync(join(dir, 'Uitslagen.csv'));
    writeFileSync(join(dir, 'Afwezig.csv'), 'Ronde,Naam,Reden\n');
    const pair = await run('pair', dir);
    expect(pair.code).toBe(0);
    expect(pair.stdout[0]).toMatch(/^Indeling ronde 1: 17 borden/);
    expect((await run('confirm', dir)).code).toBe(0);
    expect(csvTab(dir, 'Uitslagen').length).toBe(18);
    expect((await run('standings', dir)).code).toBe(0);
  });

  test.each([
    ['Uitslagen 2025.csv', 'pair', 'Uitslagen'],
    ['uitslag.csv', 'standings', 'Uitslagen'],
    ['Results (old).csv', 'standings', 'Uitslagen'],
    ['Afwezigheden.csv', 'standings', 'Afwezig'],
  ])(
    'a tab under a near name (%s) is an error naming the file meant, never another season: %s exits 1, nothing written',
    async (near, command, tab) => {
      const dir = copyExample('zwarte-dame');
      renameSync(join(dir, `${tab}.csv`), join(dir, near));
      const before = snapshotFiles(dir);
      const r = await run(command, dir);
      expect(r.code).toBe(1);
      noInternal(r);
      expect(r.stderr).toContain(
        `${near.slice(0, -4)}: tabblad "${tab}" ontbreekt: ${join(dir, `${tab}.csv`)} is er niet; bedoelde u ${near}? Geef het bestand de naam ${tab}.csv (onder een andere naam leest de competitie het niet)`,
      );
      expect(snapshotFiles(dir)).toEqual(before);
    },
  );

  test('a truly new season (no Uitslagen, nothing near it) says so in the first line of standings', async () => {
    const dir = copyExample('zwarte-dame');
    rmSync(join(dir, 'Uitslagen.csv'));
    const r = await run('standings', dir);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^Nieuw seizoen: nog geen uitslagen\. Beginstand: 34 spelers; nummer 1 is /);
    expect(String(csvTab(dir, 'Ranglijst')[0]![0])).toMatch(
      /^Nieuw seizoen: nog geen uitslagen \(beginstand vóór ronde 1 van /,
    );
    const en = await run('standings', dir, '--lang', 'en');
    expect(en.stdout[0]).toMatch(/^New season: no results yet\. Start order: 34 players; number 1 is /);
  });

  test('an .xlsx whose Uitslagen sheet was renamed (Uitslagen 2025): a located error with "bedoelde u", the file unchanged', async () => {
    const path = copyExample('zwarte-dame.xlsx');
    const zip = unzipSync(readFileSync(path));
    const book = strFromU8(zip['xl/workbook.xml']!);
    expect(book).toContain('name="Uitslagen"');
    zip['xl/workbook.xml'] = strToU8(book.replace('name="Uitslagen"', 'name="Uitslagen 2025"'));
    writeFileSync(path, zipSync(zip));
    const bytes = readFileSync(path);
    const r = await run('pair', path);
    expect(r.code).toBe(1);
    noInternal(r);
    expect(r.stderr.join('\n')).toContain(
      'Uitslagen 2025: tabblad "Uitslagen" ontbreekt; bedoelde u "Uitslagen 2025"? Geef het tabblad de naam "Uitslagen"',
    );
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  test('an Uitslagen under a near name is still a typo, not an empty season', async () => {
    const dir = copyExample('zwarte-dame');
    renameSync(join(dir, 'Uitslagen.csv'), join(dir, 'Uitslagn.csv'));
    const r = await run('pair', dir);
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toMatch(/tabblad "Uitslagen" ontbreekt: .* bedoelde u Uitslagn\.csv\?/);
  });
});

describe('a workbook in a folder that may not be written (another user, as root cannot be refused)', () => {
  // Another user must be able to run the command line: not so in a checkout under a private folder (mktemp -d).
  const otherCanRun = () =>
    spawnSync('/usr/sbin/runuser', ['-u', 'nobody', '--', process.execPath, CLI, '--help'], { encoding: 'utf8' })
      .status === 0;
  const asOther =
    process.getuid?.() === 0 && existsSync('/usr/sbin/runuser') && existsSync(CLI) && otherCanRun() ? test : test.skip;

  asOther('exports from it work; saving it is refused naming the workbook itself, not its lock', () => {
    const root = tempDir();
    const club = join(root, 'club');
    const out = join(root, 'out');
    mkdirSync(club);
    mkdirSync(out);
    copyFileSync(copyExample('zwarte-dame.xlsx'), join(club, 'club.xlsx'));
    chmodSync(root, 0o755);
    chmodSync(join(club, 'club.xlsx'), 0o644);
    chmodSync(club, 0o555);
    chmodSync(out, 0o777);
    const cli = (...args: string[]) =>
      spawnSync('/usr/sbin/runuser', ['-u', 'nobody', '--', process.execPath, CLI, ...args], { encoding: 'utf8' });
    const trf = cli('trf', join(club, 'club.xlsx'), '--out', join(out, 'club.trf'));
    expect(trf.stderr).toBe('');
    expect(trf.status).toBe(0);
    expect(existsSync(join(out, 'club.trf'))).toBe(true);
    const converted = cli('standings', join(club, 'club.xlsx'), '--out', join(out, 'club.xlsx'));
    expect(converted.status).toBe(0);
    const inPlace = cli('standings', join(club, 'club.xlsx'));
    expect(inPlace.status).toBe(1);
    expect(inPlace.stderr.trim()).toBe(
      `${join(club, 'club.xlsx')}: geen toestemming om te schrijven. Er is niets opgeslagen.`,
    );
    expect(readdirSync(club)).toEqual(['club.xlsx']);
    chmodSync(club, 0o755);
  });
});
