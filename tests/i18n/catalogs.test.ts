/**
 * Both languages, everywhere: every message of every catalog renders in Dutch
 * and English, every text of the HTML views exists in both, the built pages
 * hold no text of their own (each element names its text with data-t), and
 * every tab and column name of the contract exists in both languages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { langFromLocale, render, Msg, MsgKey } from '../../src/i18n';
import * as common from '../../src/i18n/common';
import * as ui from '../../src/i18n/ui';
import * as views from '../../src/i18n/views';
import * as contract from '../../src/sheet/contract';
import { catalogueModules } from './catalogue';

const DIST = join(__dirname, '..', '..', 'dist');

/** Sample arguments (the ui and common catalogs take numbers and strings only). */
function sample(key: MsgKey): Msg {
  return { key, args: Array.from({ length: 5 }, (_, i) => (i % 2 === 0 ? 3 : 'X')) } as unknown as Msg;
}

describe('message catalogs', () => {
  test.each(catalogueModules())('$file: the same keys in Dutch and English', (m) => {
    expect(Object.keys(m.en).sort()).toEqual(Object.keys(m.nl).sort());
  });

  test.each([...Object.keys(ui.nl()), ...Object.keys(common.nl())] as MsgKey[])(
    '%s renders in Dutch and English',
    (key) => {
      for (const lang of ['nl', 'en'] as const) {
        const text = render(sample(key), lang);
        expect(typeof text).toBe('string');
        expect(text.trim().length).toBeGreaterThan(0);
        expect(text).not.toMatch(/undefined|\[object/);
      }
    },
  );

  test('menu, dialog and sidebar texts differ between the languages (nothing left untranslated)', () => {
    const same = Object.keys(ui.nl()).filter(
      (k) => render(sample(k as MsgKey), 'nl') === render(sample(k as MsgKey), 'en'),
    );
    // Titles that are the product's name are the same in both.
    expect(same.sort()).toEqual(['doneTitle', 'sidebarTitle', 'typeKeezen'].sort());
  });

  test('every view text exists in both languages', () => {
    expect(Object.keys(views.en).sort()).toEqual(Object.keys(views.nl).sort());
    for (const lang of ['nl', 'en'] as const)
      for (const [k, v] of Object.entries(views[lang])) expect([k, v.trim().length > 0]).toEqual([k, true]);
  });

  test('Dutch by default and for Dutch and Flemish locales; English otherwise', () => {
    expect(langFromLocale(undefined)).toBe('nl');
    expect(langFromLocale('nl_NL')).toBe('nl');
    expect(langFromLocale('nl_BE')).toBe('nl');
    expect(langFromLocale('en_US')).toBe('en');
    expect(langFromLocale('de_DE')).toBe('en');
  });

  test('every tab and column of the contract is named in both languages', () => {
    for (const value of Object.values(contract)) {
      if (!value || typeof value !== 'object' || !('nl' in value) || !('en' in value)) continue;
      const named = value as { nl: string; en: string; columns?: Record<string, { nl: string; en: string }> };
      expect(named.nl.length * named.en.length).toBeGreaterThan(0);
      for (const col of Object.values(named.columns ?? {})) expect(col.nl.length * col.en.length).toBeGreaterThan(0);
    }
  });
});

describe('the built HTML views', () => {
  const pages = ['sidebar', 'wizard'].map((name) => ({ name, html: readFileSync(join(DIST, `${name}.html`), 'utf8') }));

  test.each(pages.map((p) => [p.name, p.html]))(
    '%s: every data-t key is a view text in both languages',
    (_name, html) => {
      const keys = [...html.matchAll(/data-t(?:-title)?="([^"]+)"/g)].map((m) => m[1]!);
      expect(keys.length).toBeGreaterThan(3);
      for (const key of keys) {
        expect(Object.keys(views.nl)).toContain(key);
        expect(Object.keys(views.en)).toContain(key);
      }
    },
  );

  test.each(pages.map((p) => [p.name, p.html]))(
    '%s: the page holds no text of its own (all of it comes from the catalogs)',
    (_name, html) => {
      const body = html
        .replace(/<script>[\s\S]*?<\/script>/g, '')
        .replace(/<style>[\s\S]*?<\/style>/g, '')
        .replace(/<head>[\s\S]*?<\/head>/, '');
      const text = body
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x[0-9A-F]+;/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      expect(text).toBe('');
    },
  );

  test.each(pages.map((p) => [p.name, p.html]))(
    '%s: style and script are inlined; no external asset',
    (_name, html) => {
      expect(html).toContain('<style>');
      expect(html).toContain('<script>');
      expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/i);
      expect(html).not.toMatch(/https?:\/\//);
      // The script cannot close its own element early.
      const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
      expect(script).not.toMatch(/<\/script/i);
    },
  );

  test.each(pages.map((p) => [p.name, p.html]))(
    '%s: user text reaches the page only as text (no innerHTML)',
    (_name, html) => {
      expect(html).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    },
  );
});
