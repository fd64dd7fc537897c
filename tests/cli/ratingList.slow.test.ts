/**
 * A full-size FIDE list (1.6 million players, as FIDE's zip of the TXT list)
 * is read as a stream: the command's peak memory stays well under 300 MB and
 * the players of the club are found in it. Slow (the list is generated here,
 * 250 MB of text, zipped): the fast tier skips `*.slow.test.ts`. Run
 * `node scripts/build.mjs` first when running this file alone.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Zip, ZipDeflate } from 'fflate';
import { copyExample, ROOT, tempDir } from '../support/tmp';

const HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';
const LINES = 1_600_000;

function fideLine(id: number, name: string, rating: number): string {
  const at = (w: string) => HEADER.indexOf(w);
  let line = String(id).padEnd(at('Name'));
  line += name.padEnd(at('Fed') - at('Name'));
  line += 'NED M'.padEnd(at('SRtng') - at('Fed'));
  line += `${rating}`.padEnd(at('B-day') - at('SRtng'));
  return `${line}1980\r\n`;
}

/**
 * FIDE's zip of the TXT list: 1.6 million lines (a block of 10,000 made once and written 160 times, so making
 * the file is quick), with the club's Henk de Graaf (as FIDE writes him) and Floor Bakker somewhere in it.
 */
function writeFullList(file: string): void {
  const fd = openSync(file, 'w');
  const zip = new Zip((err, data) => {
    if (err) throw err;
    writeSync(fd, data);
  });
  const entry = new ZipDeflate('players_list_foa.txt', { level: 1 });
  zip.add(entry);
  const encoder = new TextEncoder();
  entry.push(encoder.encode(`${HEADER}\r\n`));
  let text = '';
  for (let i = 0; i < 10_000; i++) text += fideLine(10_000_000 + i, `Player${i}, Given${i % 977}`, 1000 + (i % 1500));
  const block = encoder.encode(text);
  for (let b = 0; b < LINES / 10_000; b++) {
    if (b === 70) entry.push(encoder.encode(fideLine(9_000_001, 'De Graaf, Henk', 2151)));
    if (b === 140) entry.push(encoder.encode(fideLine(9_000_002, 'Bakker, Floor', 1851)));
    entry.push(block);
  }
  entry.push(new Uint8Array(0), true);
  zip.end();
  closeSync(fd);
}

test('a full FIDE list (1.6 million lines, zipped) is read in well under 300 MB, and the club’s players are found in it', () => {
  const dir = tempDir();
  const list = join(dir, 'players_list.zip');
  writeFullList(list);
  // The command's peak resident memory, told by the process itself when it ends.
  const peak = join(dir, 'peak.js');
  writeFileSync(
    peak,
    "process.on('exit', () => { const m = /VmHWM:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'));" +
      " process.stderr.write('PEAK ' + (m ? m[1] : process.memoryUsage().rss / 1024) + '\\n'); });",
  );
  const run = spawnSync(
    process.execPath,
    ['--require', peak, join(ROOT, 'dist', 'cli.js'), 'import-ratings', list, copyExample('zwarte-dame'), '--yes'],
    { encoding: 'utf8' },
  );
  expect([run.status, run.status === 0 ? '' : run.stderr]).toEqual([0, '']);
  expect(run.stdout).toContain('Henk de Graaf: 2142 → 2151 (op naam)');
  expect(run.stdout).toContain('Floor Bakker: 1844 → 1851 (op naam)');
  const kib = Number(/PEAK (\d+)/.exec(run.stderr)?.[1]);
  expect(kib).toBeGreaterThan(0);
  expect(kib / 1024).toBeLessThan(200);
  // About 15 s of processor time in all; the machine it shares may stretch that.
}, 180_000);
