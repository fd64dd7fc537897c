/** Look-alike names in Spelers and Deelnemers are warned about at their cell (the reader of each tab). */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyExample } from '../support/tmp';
import { runCli } from '../support/cli';

/** Renames the first player of a tab in every file of the folder (so the other tabs still name him); returns his cell. */
function renameFirst(dir: string, tab: string, rename: (name: string) => string): string {
  const lines = readFileSync(join(dir, `${tab}.csv`), 'utf8').split('\n');
  const col = lines[0]!.split(',').findIndex((h) => h === 'Naam');
  const old = lines[1]!.split(',')[col]!;
  const renamed = rename(old);
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.csv')))
    writeFileSync(join(dir, f), readFileSync(join(dir, f), 'utf8').split(old).join(renamed));
  return `${tab}!${String.fromCharCode(65 + col)}2`;
}

test('Spelers: a name with a zero-width space is warned about at its cell', async () => {
  const dir = copyExample('zwarte-dame');
  const place = renameFirst(dir, 'Spelers', (n) => n.replace(' ', '\u200B '));
  const nl = await runCli('standings', dir);
  expect(nl.code).toBe(0);
  expect(nl.stderr.join('\n')).toContain(`${place}: de naam "`);
  expect(nl.stderr.join('\n')).toContain('bevat een onzichtbaar teken (U+200B)');
});

test('Deelnemers: a name with a Cyrillic letter among Latin ones is warned about at its cell', async () => {
  const dir = copyExample('keezen-spelavond');
  const place = renameFirst(dir, 'Deelnemers', (n) => n.replace(/i/, '\u0456'));
  const en = await runCli('standings', dir, '--lang', 'en');
  expect(en.stderr.join('\n')).toContain(`${place}: the name "`);
  expect(en.stderr.join('\n')).toContain('mixes scripts (Latin and Cyrillic)');
});
