/** The standalone page frame: the language, an escaped window title, the style and body as given. */
import { standalonePage } from '../../src/render/shell';

test('a standalone page: doctype, language, charset, the title escaped, style and body as given, nothing else', () => {
  const html = standalonePage({ lang: 'en', title: 'Round <1> & "2"', style: 'b{color:red}', body: '<p>x</p>' });
  expect(html).toBe(
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Round &lt;1&gt; &amp; &quot;2&quot;</title>\n<style>b{color:red}</style>\n</head>\n<body>\n<p>x</p>\n</body>\n</html>\n',
  );
  expect(html).not.toMatch(/<script/i);
});
