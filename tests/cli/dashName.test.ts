/** `--` ends the options: a player whose name starts with a dash is explained (`explain wb -- -Name`; a regression). */
import * as fs from 'node:fs';
import { join } from 'node:path';
import { copyExample } from '../support/tmp';
import { csvTab, runCli } from '../support/cli';

test('explain takes a name that starts with a dash after --, in either place of --lang', async () => {
  const wb = copyExample('zwarte-dame');
  const name = String(csvTab(wb, 'Spelers')[1]![0]);
  const dashed = `-${name}`;
  for (const file of fs.readdirSync(wb).filter((f) => f.endsWith('.csv'))) {
    const path = join(wb, file);
    fs.writeFileSync(path, fs.readFileSync(path, 'utf8').split(name).join(dashed));
  }
  const nl = await runCli('explain', wb, '--', dashed);
  expect(nl.stderr).toEqual([]);
  expect(nl.code).toBe(0);
  expect(nl.stdout.join('\n')).toContain(dashed);
  const en = await runCli('--lang', 'en', 'explain', wb, '--', dashed);
  expect(en.code).toBe(0);
  // Without --, the name is taken for an option: a usage error naming it.
  const bare = await runCli('explain', wb, dashed);
  expect(bare.code).toBe(2);
});
