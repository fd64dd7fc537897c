/** The i18n domains are spread into one catalog: a key in two domains would silently override. */
import * as common from '../../src/i18n/common';
import * as keizer from '../../src/i18n/keizer';
import * as keezen from '../../src/i18n/keezen';
import * as ui from '../../src/i18n/ui';
import * as pairing from '../../src/i18n/pairing';
import * as draw from '../../src/i18n/draw';
import * as season from '../../src/i18n/season';
import * as cli from '../../src/i18n/cli';
import * as integrity from '../../src/i18n/integrity';
import * as exchange from '../../src/i18n/exchange';
test('no message key is defined in two domains (a later domain would silently override it)', () => {
  const seen = new Map<string, string>();
  const dup: string[] = [];
  for (const [n, m] of Object.entries({ common, keizer, keezen, ui, pairing, draw, season, cli, integrity, exchange }))
    for (const k of Object.keys((m as { nl: Record<string, unknown> }).nl)) {
      if (seen.has(k)) dup.push(`${k}: ${seen.get(k)} & ${n}`);
      seen.set(k, n);
    }
  expect(dup).toEqual([]);
});
