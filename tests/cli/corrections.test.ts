/**
 * The club night's corrections on the command line (`add-game`, `absent`, `leave`, `add-player`): the entries'
 * fields are the commands' options, a required one missing is wrong use (exit 2), a refusal names its place and
 * writes nothing (exit 1), a late game that breaks a rule of the pairing needs --yes; the shipped 34-player
 * season and a generated club of 70, as CSV folders and as an .xlsx workbook.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toCsv } from '../../src/cli/files/csv';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { comp } from '../support/keizer';
import { csvTab, runCli as run } from '../support/cli';
import { EXAMPLES, snapshotFiles, tempDir } from '../support/tmp';

/** The shipped season as a CSV folder, cut after round `played`. */
function shipped(played: number): string {
  const dir = join(tempDir(), 'zwarte-dame');
  cpSync(join(EXAMPLES, 'zwarte-dame'), dir, { recursive: true });
  for (const tab of ['Uitslagen', 'Afwezig']) {
    const rows = csvTab(dir, tab);
    writeFileSync(join(dir, `${tab}.csv`), toCsv([rows[0]!, ...rows.slice(1).filter((r) => Number(r[0]) <= played)]));
  }
  return dir;
}

function folderOf(tabs: Record<string, unknown[][]>): string {
  const dir = join(tempDir(), 'club');
  mkdirSync(dir);
  for (const [name, rows] of Object.entries(tabs)) writeFileSync(join(dir, `${name}.csv`), toCsv(rows as never));
  return dir;
}

describe('the corrections as commands', () => {
  test('the usage lines show each entry’s fields as options, the required ones without brackets', async () => {
    const r = await run('add-game', '--help');
    expect(r.code).toBe(0);
    const usage = r.stdout.join('\n');
    expect(usage).toContain(
      'add-game <werkboek> --white <naam> --black <naam> [--result <uitslag>] [--round N] [--yes]',
    );
    const en = await run('absent', '--help', '--lang', 'en');
    expect(en.stdout.join('\n')).toContain(
      'absent <workbook> --player <name> [--round N] [--to N] [--reason <reason>] [--lang nl|en]',
    );
    const missing = await run('add-player', shipped(12));
    expect(missing.code).toBe(2);
    expect(missing.stderr[0]).toBe('--name <tekst> ontbreekt');
  });

  test('add-game on the shipped season: the game appended, the two absence rows cleared', async () => {
    const dir = shipped(12);
    const away = csvTab(dir, 'Afwezig').filter((r) => r[0] === '12' && r[2] !== 'oneven');
    const [a, b] = [String(away[0]![1]), String(away[1]![1])];
    const r = await run('add-game', dir, '--white', a, '--black', b, '--result', '0-1', '--yes');
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toBe(`Ronde 12: partij ${a} – ${b} 0-1 toegevoegd aan Uitslagen.`);
    expect(csvTab(dir, 'Uitslagen').at(-1)).toEqual(['12', a, b, '0-1']);
    expect(
      csvTab(dir, 'Afwezig')
        .filter((r) => r[0] === '12')
        .map((r) => r[1]),
    ).not.toContain(a);
  });

  test('a rule broken is refused without --yes (exit 1, nothing written), with it the game is added', async () => {
    const dir = folderOf(
      keizerTabs(
        comp(
          ['A', 'B', 'C', 'D', 'E', 'F'],
          [
            [1, 'A', 'B', '1-0'],
            [1, 'C', 'D', '1-0'],
            [1, 'E', 'F', '1-0'],
            [2, 'C', 'E', ''],
            [2, 'D', 'F', ''],
          ],
          [
            [2, 'A', 'excused'],
            [2, 'B', 'excused'],
          ],
          { rounds: 10 },
        ),
      ),
    );
    const before = snapshotFiles(dir);
    const no = await run('add-game', dir, '--white', 'B', '--black', 'A');
    expect(no.code).toBe(1);
    expect(no.stderr.at(-1)).toMatch(/De partij B – A toch aan ronde 2 toevoegen\? .*--yes/);
    expect(snapshotFiles(dir)).toEqual(before);
    const yes = await run('add-game', dir, '--white', 'B', '--black', 'A', '--yes');
    expect(yes.code).toBe(0);
    expect(csvTab(dir, 'Uitslagen').at(-1)!.slice(0, 3)).toEqual(['2', 'B', 'A']);
  });

  test('absent for a range, leave and add-player on 70 players; refusals located, nothing written', async () => {
    const season = simulateKeizerSeason({ players: 70, rounds: 30, played: 10, seed: 'cli-70' });
    const dir = folderOf(keizerTabs(season.competition));
    const names = season.competition.players.map((p) => p.name);
    const absent = await run('absent', dir, '--player', names[4]!, '--round', '11', '--to', '14', '--reason', 'extern');
    expect(absent.code).toBe(0);
    expect(
      csvTab(dir, 'Afwezig')
        .filter((r) => r[1] === names[4])
        .map((r) => [r[0], r[2]])
        .slice(-4),
    ).toEqual([
      ['11', 'extern'],
      ['12', 'extern'],
      ['13', 'extern'],
      ['14', 'extern'],
    ]);
    const leave = await run('leave', dir, '--player', names[6]!);
    expect(leave.code).toBe(0);
    const spelers = csvTab(dir, 'Spelers');
    expect(spelers.find((r) => r[0] === names[6])![spelers[0]!.indexOf('Actief')]).toBe('nee');
    const add = await run('add-player', dir, '--name', 'Nieuw Lid', '--rating', '1612,5');
    expect(add.code).toBe(0);
    expect(add.stdout[0]).toMatch(/^Nieuw Lid toegevoegd aan Spelers, vanaf ronde 11; beginwaarde \d+\.$/);

    const before = snapshotFiles(dir);
    const twice = await run('add-player', dir, '--name', 'nieuw lid');
    expect(twice.code).toBe(1);
    expect(twice.stderr[1]).toMatch(/^Spelers!A72: Nieuw Lid staat al in Spelers/);
    const far = await run('absent', dir, '--player', names[4]!, '--round', '29', '--to', '31');
    expect(far.stderr[1]).toBe('ronde 31 bestaat niet (1 tot en met 30)');
    const typo = await run('leave', dir, '--player', `${names[8]!}x`);
    expect(typo.stderr[1]).toMatch(new RegExp(`onbekende speler ".*"; bedoelde u "${names[8]!.replace('.', '\\.')}"`));
    expect(snapshotFiles(dir)).toEqual(before);
  });

  test('an .xlsx workbook takes the corrections too (edits in place and appends in one save)', async () => {
    const dir = shipped(12);
    const xlsx = join(tempDir(), 'season.xlsx');
    const copy = await run('standings', dir, '--out', xlsx);
    expect(copy.code).toBe(0);
    const r = await run('add-player', xlsx, '--name', 'Nieuw Lid', '--round', '13');
    expect(r.code).toBe(0);
    const l = await run('leave', xlsx, '--player', 'Nieuw Lid');
    expect(l.code).toBe(0);
    expect(l.stdout[0]).toMatch(/^Nieuw Lid stopt/);
  });
});
