/** scripts/make-examples.ts: the shipped examples are what it makes, byte for byte, and list every setting. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { makeExamples } from '../../scripts/make-examples';
import { keizerSettingsSpec } from '../../src/core/keizer/settings';
import { keezenSettingsSpec } from '../../src/core/keezen/settings';
import { EXAMPLES, tempDir } from '../support/tmp';

function bytesBelow(dir: string, prefix = ''): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    // The lock of a command reading an example at this moment (another test) is no part of it.
    if (e.name.endsWith('.lock')) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) for (const [k, v] of bytesBelow(path, `${prefix}${e.name}/`)) out.set(k, v);
    else out.set(`${prefix}${e.name}`, readFileSync(path));
  }
  return out;
}

describe('the shipped examples', () => {
  let fresh: Map<string, Buffer>;
  beforeAll(async () => {
    const dir = tempDir();
    await makeExamples(dir);
    fresh = bytesBelow(dir);
  });

  test('are what npm run examples makes, byte for byte (CSV, .xlsx and .ods)', () => {
    const shipped = bytesBelow(EXAMPLES);
    expect([...shipped.keys()].sort()).toEqual([...fresh.keys()].sort());
    const differ = [...shipped].filter(([f, b]) => !b.equals(fresh.get(f)!)).map(([f]) => f);
    expect(differ).toEqual([]);
  });

  test('a second run gives the same bytes', async () => {
    const dir = tempDir();
    await makeExamples(dir);
    const again = bytesBelow(dir);
    expect([...again].filter(([f, b]) => !b.equals(fresh.get(f)!)).map(([f]) => f)).toEqual([]);
  });

  const folders = readdirSync(EXAMPLES, { withFileTypes: true }).filter(
    (e) => e.isDirectory() && !e.name.endsWith('.lock'),
  );
  test.each(folders.map((f) => f.name))('%s: Instellingen lists every setting of its type', (name) => {
    const rows = parse(readFileSync(join(EXAMPLES, name, 'Instellingen.csv'), 'utf8')) as string[][];
    const keys = rows.slice(1).map((r) => r[0]);
    const type = rows.find((r) => r[0] === 'type')?.[1];
    const spec = type === 'keizer' ? keizerSettingsSpec : keezenSettingsSpec;
    expect(type === 'keizer' || type === 'keezen').toBe(true);
    expect(Object.keys(spec).filter((k) => !keys.includes(k))).toEqual([]);
  });
});
