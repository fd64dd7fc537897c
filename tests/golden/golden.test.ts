/** The golden-folder check itself: what it refuses, and that only an update writes. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectGoldenFolder, filesBelow } from '../support/golden';
import { tempDir } from '../support/tmp';

function folder(files: Record<string, string>): string {
  const dir = tempDir('cl-golden-check-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('golden folders', () => {
  test('the same files with the same contents pass', () => {
    expect(() => expectGoldenFolder(folder({ 'a.csv': 'x\n' }), { 'a.csv': 'x\n' }, false)).not.toThrow();
  });

  test('a file made but missing from the golden folder fails, and is not written without an update', () => {
    const dir = folder({});
    expect(() => expectGoldenFolder(dir, { 'a.csv': 'x\n' }, false)).toThrow(/made but not kept \["a.csv"\]/);
    expect(filesBelow(dir)).toEqual({});
  });

  test('a golden file no longer made fails', () => {
    expect(() => expectGoldenFolder(folder({ 'a.csv': 'x\n', 'b.csv': 'y\n' }), { 'a.csv': 'x\n' }, false)).toThrow(/kept but not made \["b.csv"\]/);
  });

  test('a different content fails and leaves the golden file as it was', () => {
    const dir = folder({ 'a.csv': 'x\n' });
    expect(() => expectGoldenFolder(dir, { 'a.csv': 'z\n' }, false)).toThrow();
    expect(readFileSync(join(dir, 'a.csv'), 'utf8')).toBe('x\n');
  });

  test('an update rewrites the folder to what was made', () => {
    const dir = folder({ 'a.csv': 'x\n', 'old.csv': 'o\n' });
    expectGoldenFolder(dir, { 'a.csv': 'z\n', 'new.csv': 'n\n' }, true);
    expect(filesBelow(dir)).toEqual({ 'a.csv': 'z\n', 'new.csv': 'n\n' });
  });
});
