/** The beamer page and the dialog pages: valid HTML, text escaped, the beamer's two columns. */
import { HtmlValidate } from 'html-validate';
import { beamerPage } from '../../src/render/beamer';
import { downloadsPage, helpPage } from '../../src/render/dialogs';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: { 'long-title': 'off', 'no-inline-style': 'off' },
});

async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} (${m.line}:${m.column}): ${m.message}`));
}

const boards = (n: number) => Array.from({ length: n }, (_, i) => [i + 1, `Wit ${i + 1}`, `Zwart <${i + 1}>`] as const);

describe('the beamer page', () => {
  test('one column up to 12 boards, two above, the boards running down the left column first', () => {
    const one = beamerPage({
      lang: 'nl',
      title: 'Ronde 1',
      header: ['Bord', 'Wit', 'Zwart'],
      boards: boards(12),
      lines: [],
    });
    expect(one.match(/<table>/g)).toHaveLength(1);
    const two = beamerPage({
      lang: 'nl',
      title: 'Ronde 1',
      header: ['Bord', 'Wit', 'Zwart'],
      boards: boards(30),
      lines: ['oneven: Fien'],
    });
    const tables = two.split('<table>').slice(1);
    expect(tables).toHaveLength(2);
    expect(tables[0]).toContain('<td class="b">15</td>');
    expect(tables[1]).toContain('<td class="b">16</td>');
    expect(two).toContain('Zwart &lt;30&gt;');
  });

  test('valid HTML', async () => {
    expect(
      await problems(
        beamerPage({
          lang: 'en',
          title: 'Round 1',
          header: ['Board', 'White', 'Black'],
          boards: boards(17),
          lines: ['bye: A'],
        }),
      ),
    ).toEqual([]);
  });
});

describe('the dialog pages', () => {
  test('each page to download is a link holding the page; text is escaped', async () => {
    const html = downloadsPage({
      lang: 'nl',
      title: 'Web <site>',
      lines: ['a & b'],
      warnings: ['let op'],
      files: [{ file: 'index.html', label: 'Ranglijst', html: '<p>x & "y"</p>' }],
      note: 'n',
    });
    const href = /href="data:text\/html;charset=utf-8,([^"]*)"/.exec(html)![1]!;
    expect(decodeURIComponent(href.replace(/&amp;/g, '&'))).toBe('<p>x & "y"</p>');
    expect(html).toContain('download="index.html"');
    expect(html).toContain('Web &lt;site&gt;');
    expect(await problems(html)).toEqual([]);
  });

  test('help: sections and links, valid', async () => {
    const html = helpPage({
      lang: 'en',
      title: 'Help',
      sections: [{ heading: 'About', lines: ['v 1 <b>'] }],
      links: [{ text: 'Version history', href: 'https://support.google.com/docs/answer/190843' }],
    });
    expect(html).toContain('v 1 &lt;b&gt;');
    expect(await problems(html)).toEqual([]);
  });
});
