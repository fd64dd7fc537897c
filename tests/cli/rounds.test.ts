/** Rounds that exist: a round after the last one there is refused, saying which round is there. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KEIZERPOINTS } from '../../src/gas/customFunctions';
import { KEIZERUITLEG } from '../../src/gas/seasonFunctions';
import type { Cell } from '../../src/core/cell';
import { copyExample, snapshotFiles } from '../support/tmp';
import { csvTab, runCli as run } from '../support/cli';

/** The shipped season cut back to its first two rounds. */
function twoRounds(): string {
  const dir = copyExample('zwarte-dame');
  for (const tab of ['Uitslagen', 'Afwezig']) {
    const file = join(dir, `${tab}.csv`);
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, lines.filter((l, i) => i === 0 || /^[12],/.test(l)).join('\n') + '\n');
  }
  return dir;
}

const REFUSAL =
  'Uitslagen: ronde 28 is er nog niet: de laatste ronde met uitslagen is 2; kies 0 tot en met 2 (of laat de ronde weg voor de laatste)';

describe('a round after the last one with results is refused', () => {
  test.each([
    ['standings', ['--round', '28']],
    ['final', ['--round', '28']],
    ['crosstable', ['--round', '28']],
    ['explain', ['D. Smits', '--round', '28']],
  ])('%s --round 28 after two rounds: exit 1, the round that is there, nothing written', async (command, args) => {
    const dir = twoRounds();
    const before = snapshotFiles(dir);
    const r = await run(command, dir, ...args);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(REFUSAL);
    expect(snapshotFiles(dir)).toEqual(before);
  });

  test('the last round there and the start order are accepted', async () => {
    const dir = twoRounds();
    expect((await run('standings', dir, '--round', '2')).code).toBe(0);
    expect(csvTab(dir, 'Ranglijst')[0]![0]).toBe('Ranglijst na ronde 2 van 28');
    expect((await run('standings', dir, '--round', '0')).code).toBe(0);
  });

  test('pair --round 5 after two rounds would skip rounds 3 and 4: refused, naming round 3', async () => {
    const dir = twoRounds();
    const r = await run('pair', dir, '--round', '5');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'Uitslagen: ronde 5 kan nog niet worden ingedeeld: de volgende ronde is 3 (ronden 3–4 zouden worden overgeslagen); laat --round weg of kies 3',
    );
    expect((await run('pair', dir, '--round', '3')).code).toBe(0);
  });

  test('the custom functions refuse it in their own words', () => {
    const dir = twoRounds();
    const tabs = ['Spelers', 'Uitslagen', 'Afwezig', 'Instellingen'].map((t) => csvTab(dir, t) as Cell[][]);
    const [players, results, absences, settings] = tabs;
    const words =
      'Uitslagen: het argument round (28) noemt een ronde die er nog niet is: de laatste ronde met uitslagen is 2; geef 0 tot en met 2, of laat het leeg voor de laatste';
    expect(() => KEIZERPOINTS(players, results, absences, settings, 28)).toThrow(words);
    expect(() => KEIZERUITLEG('D. Smits', players, results, absences, settings, 28)).toThrow(words);
    expect(KEIZERPOINTS(players, results, absences, settings, 2).length).toBeGreaterThan(30);
  });
});
