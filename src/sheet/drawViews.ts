/**
 * A drawn Keezen round as a tab: who sits where (entries, the sides'
 * colours), the large-print Tafelindeling beamer tab (Nr, name, table and
 * colour or partner); and the word of a bye line. Its
 * pages, the beamer page and the score forms, are render/keezenDraw.ts.
 */
import type { Cell } from '../core/cell';
import { RoundView, roundLabel } from '../core/keezen/draw/round';
import type { KeezenSettings } from '../core/keezen/settings';
import type { KeezenEntrant } from '../core/keezen/types';
import { Lang, msg, render } from '../i18n';
import type { OutputTab } from '../workbook/workbook';
import { KEEZEN_DRAW_WORDS, KEEZEN_TABLES_DISPLAY_TAB } from './contract';
import { entries } from '../core/keezen/draw/lines';

export { sideColours } from '../core/keezen/draw/lines';
/** The large-print tab for the beamer: Nr, name, table and colour or partner, in up to three blocks side by side. */
export function tablesDisplayTab(
  v: RoundView,
  s: KeezenSettings,
  entrants: readonly KeezenEntrant[],
  lang: Lang,
): OutputTab {
  const cols = KEEZEN_TABLES_DISPLAY_TAB.columns;
  const list = entries(v, s, entrants, lang);
  const blocks = list.length <= 15 ? 1 : list.length <= 36 ? 2 : 3;
  const height = Math.ceil(list.length / blocks);
  const { round, evening } = roundLabel(v);
  const bye = render(msg('drBye'), lang).toLowerCase();
  const header: Cell[] = [];
  for (let b = 0; b < blocks; b++)
    header.push(...(b > 0 ? [''] : []), cols.nr[lang], cols.name[lang], cols.table[lang], cols.with[lang]);
  const rows: Cell[][] = [
    [render(msg('drTitle', round, evening), lang)],
    [v.seed ? render(msg('drSeed', v.seed), lang) : ''],
    header,
  ];
  for (let i = 0; i < height; i++) {
    const row: Cell[] = [];
    for (let b = 0; b < blocks; b++) {
      const e = list[b * height + i];
      if (b > 0) row.push('');
      row.push(...(e ? [e.entrant.nr, e.entrant.name, e.table ?? bye, e.info] : ['', '', '', '']));
    }
    rows.push(row);
  }
  const kinds = [] as ('integer' | 'text')[];
  for (let b = 0; b < blocks; b++) kinds.push(...(b > 0 ? (['text'] as const) : []), 'integer', 'text', 'text', 'text');
  return {
    name: KEEZEN_TABLES_DISPLAY_TAB[lang],
    aliases: [KEEZEN_TABLES_DISPLAY_TAB.nl, KEEZEN_TABLES_DISPLAY_TAB.en],
    rows,
    titleRows: [1],
    headerRow: 3,
    columnKinds: kinds,
    largePrint: true,
  };
}

/** The word written in the Tafel cell of a bye line. */
export function byeWord(lang: Lang): string {
  return KEEZEN_DRAW_WORDS.bye[lang];
}
