/** scripts/browser.mjs: `npm test` finds the browser for tests/ui itself and says in one line what it did. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../support/tmp';

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'browser.mjs');

function run(env: Record<string, string>): { line: string; recorded: string } {
  const record = join(tempDir(), 'chromium-path');
  const out = execFileSync(process.execPath, [SCRIPT], {
    env: { ...process.env, ...env, BROWSER_RECORD: record },
    encoding: 'utf8',
  });
  return { line: out.trim(), recorded: readFileSync(record, 'utf8') };
}

describe('the browser for the browser tests', () => {
  test('CHROMIUM_PATH first: used and said', () => {
    const r = run({ CHROMIUM_PATH: process.execPath });
    expect(r).toEqual({
      line: `browser tests: Chromium from CHROMIUM_PATH (${process.execPath})`,
      recorded: process.execPath,
    });
  });

  test('a CHROMIUM_PATH that is not there is said in one line', () => {
    const r = run({ CHROMIUM_PATH: '/nowhere/chromium' });
    expect(r.line).toBe(
      'browser tests: CHROMIUM_PATH=/nowhere/chromium does not exist: the browser tests will fail; fix or unset it',
    );
    expect(r.line.split('\n')).toHaveLength(1);
  });
});
