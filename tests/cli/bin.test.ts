/**
 * The command line as a process (dist/cli.js: run `node scripts/build.mjs`
 * first when running this file alone): a reader that goes away ends it quietly.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/tmp';

test('a closed pipe (competitieleider … | head -1) ends quietly: no stack trace, exit 0', async () => {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'cli.js'), 'help'], { stdio: ['ignore', 'pipe', 'pipe'] });
  // The reader goes away before the first line is written.
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(stderr).toBe('');
  expect(code).toBe(0);
});
