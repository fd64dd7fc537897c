// Regenerates tests/fixtures/office (see scripts/office-fixtures.ts): bundles the script with esbuild and runs it.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'office-fixtures-'));
const out = join(dir, 'office-fixtures.cjs');
await esbuild.build({
  entryPoints: [join(root, 'scripts/office-fixtures.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: out,
  logLevel: 'warning',
  define: { __dirname: JSON.stringify(join(root, 'scripts')) },
});
try {
  execFileSync(process.execPath, [out], { stdio: 'inherit' });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
