/**
 * The consent protocol: an action with findings asks before it writes; the yes is bound to a fingerprint
 * of what was shown (the round and the findings), so a yes to something edited since asks again and says
 * so; the command line's --yes is a yes to what is there; the question lists at most 25 findings and says
 * how many more.
 */
import { askFirst, consentOf, consentQuestion, Ask } from '../../src/actions/consent';
import type { Problem } from '../../src/core/problems';
import { msg } from '../../src/i18n';

const finding = (n: number): Problem => ({
  severity: 'warning',
  place: { tab: 'Indeling', row: n + 1 },
  message: msg('confirmOtherGames', n),
});

const ask = (findings: readonly Problem[], shown: unknown = [5, 'boards']): Ask => ({
  title: msg('confirmTitle'),
  head: msg('confirmViolations', findings.length),
  question: msg('confirmQuestion', 5),
  changed: msg('pairingChanged'),
  shown,
  findings,
});

const flags = (yes: boolean) => ({ flag: (n: string) => yes && n === 'yes' });

describe('the gate', () => {
  test('nothing found: nothing to ask, whatever the answer', () => {
    expect(askFirst({}, ask([]))).toBeUndefined();
  });

  test('findings without a yes: asked, with a fingerprint of what is shown', () => {
    const a = askFirst({}, ask([finding(1)]))!;
    expect(a.fingerprint).toMatch(/^[0-9a-f]{8,}$/);
    expect(a.changed).toBeUndefined();
    expect(askFirst({}, ask([finding(1)], [5, 'other']))!.fingerprint).not.toBe(a.fingerprint);
    expect(askFirst({}, ask([finding(2)]))!.fingerprint).not.toBe(a.fingerprint);
  });

  test('a yes to exactly what was shown goes on; a yes to something else asks again and says it changed', () => {
    const shown = askFirst({}, ask([finding(1)]))!.fingerprint;
    expect(askFirst({ accept: true, shown }, ask([finding(1)]))).toBeUndefined();
    const again = askFirst({ accept: true, shown }, ask([finding(1)], [5, 'edited']))!;
    expect(again.changed).toEqual(msg('pairingChanged'));
    expect(askFirst({ accept: true, shown: again.fingerprint }, ask([finding(1)], [5, 'edited']))).toBeUndefined();
  });

  test('--yes (a yes without a fingerprint) is a yes to what is there', () => {
    expect(askFirst({ accept: true }, ask([finding(1)]))).toBeUndefined();
  });
});

describe('a request as consent', () => {
  test("the menu's or the sidebar's yes holds only with the question's fingerprint; --yes always", () => {
    expect(consentOf({ accepted: true, ...flags(false) })).toEqual({ accept: false });
    expect(consentOf({ accepted: true, consent: 'ab12', ...flags(false) })).toEqual({ accept: true, shown: 'ab12' });
    expect(consentOf({ ...flags(true) })).toEqual({ accept: true });
    expect(consentOf({ ...flags(false) })).toEqual({ accept: false });
  });
});

describe('the question', () => {
  test('the change first, then what is asked about, the findings at their place, the question; the consent to pass back', () => {
    const shown = askFirst({}, ask([finding(1)]))!.fingerprint;
    const asking = askFirst({ accept: true, shown }, ask([finding(1)], 'edited'))!;
    const q = consentQuestion({ asking }, 'en')!;
    expect(q.title).toBe('Competitieleider: confirm round');
    expect(q.lines[0]).toMatch(/^Pairing has changed since the question/);
    expect(q.lines.at(-1)).toBe('Confirm round 5 anyway?');
    expect(q.lines.filter((l) => l.startsWith('Indeling'))).toHaveLength(1);
    expect(q.consent).toBe(asking.fingerprint);
    expect(consentQuestion({}, 'en')).toBeUndefined();
  });

  test('at most 25 findings, then "… en nog N"', () => {
    const many = Array.from({ length: 30 }, (_, i) => finding(i + 1));
    const q = consentQuestion({ asking: askFirst({}, ask(many))! }, 'nl')!;
    expect(q.lines.filter((l) => l.startsWith('Indeling'))).toHaveLength(25);
    expect(q.lines).toContain('… en nog 5');
  });
});
