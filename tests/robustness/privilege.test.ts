/** Least privilege: exactly two scopes, and a bundle that calls nothing outside the spreadsheet. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSource } from '../emu/bundle';

const ROOT = join(__dirname, '..', '..');

test('the manifest asks for exactly spreadsheets.currentonly and script.container.ui', () => {
  for (const file of ['appsscript.json', 'dist/appsscript.json']) {
    const manifest = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
    expect([...manifest.oauthScopes].sort()).toEqual([
      'https://www.googleapis.com/auth/script.container.ui',
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
    ]);
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.timeZone).toBe('Europe/Amsterdam');
  }
});

test('the bundle uses only spreadsheet, UI, lock, properties and HTML services', () => {
  const allowed = new Set([
    'SpreadsheetApp',
    'LockService',
    'PropertiesService',
    'HtmlService',
    'ScriptApp',
    'CacheService',
  ]);
  const used = new Set([...bundleSource().matchAll(/\b([A-Z][A-Za-z]*(?:App|Service))\b/g)].map((m) => m[1]!));
  for (const name of used) expect(allowed).toContain(name);
});

test('the bundle fetches no URL and sends no mail', () => {
  const src = bundleSource();
  for (const forbidden of [
    'UrlFetchApp',
    'MailApp',
    'GmailApp',
    'DriveApp',
    'openById',
    'openByUrl',
    'newTrigger',
    'XMLHttpRequest',
  ]) {
    expect(src).not.toContain(forbidden);
  }
});

test('.claspignore lets only the built files through', () => {
  const lines = readFileSync(join(ROOT, '.claspignore'), 'utf8').trim().split('\n');
  expect(lines[0]).toBe('**/**');
  expect(lines.slice(1).sort()).toEqual(['!*.html', '!Code.js', '!appsscript.json']);
  expect(JSON.parse(readFileSync(join(ROOT, '.clasp.json.example'), 'utf8')).rootDir).toBe('dist');
});

test('no .clasp.json is committed: each volunteer makes their own standalone project (the real one is ignored)', () => {
  const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim());
  expect(ignored).toContain('.clasp.json');
  expect(JSON.parse(readFileSync(join(ROOT, '.clasp.json.example'), 'utf8')).scriptId).toMatch(/^PUT-/);
});

test('the manifest has what an editor add-on needs and nothing more: V8, its scopes, no Workspace add-on section', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8')) as Record<string, unknown>;
  expect(Object.keys(manifest).sort()).toEqual(['exceptionLogging', 'oauthScopes', 'runtimeVersion', 'timeZone']);
  expect(manifest['runtimeVersion']).toBe('V8');
});
