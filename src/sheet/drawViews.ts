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
import { Lang, Msg, msg, render } from '../i18n';
import { compareNames } from '../core/text';
import type { OutputTab } from '../workbook/workbook';
import { KEEZEN_DRAW_WORDS, KEEZEN_TABLES_DISPLAY_TAB } from './contract';

/** The colours of side A and side B: the settings, or the defaults of the colour mode. */
export function sideColours(s: KeezenSettings, lang: Lang): [string, string] {
  const perTeam = s.colours === 'perTeam';
  return [s.colourA || render(msg('drColourA', perTeam), lang), s.colourB || render(msg('drColourB', perTeam), lang)];
}

/** One line of the beamer views: an entrant, its table and its colour or partners. */
export interface Entry {
  readonly entrant: KeezenEntrant;
  /** Table number, or undefined for a bye. */
  readonly table?: number;
  /** Colour (teams) or partners (players). */
  readonly info: string;
}

/** Who sits where: teams by number, players by name; a bye without a table. */
export function entries(v: RoundView, s: KeezenSettings, entrants: readonly KeezenEntrant[], lang: Lang): Entry[] {
  const t = (m: Msg) => render(m, lang);
  const colours = sideColours(s, lang);
  const out: Entry[] = [];
  for (const table of v.tables) {
    table.sides.forEach((side, si) => {
      for (const e of side) {
        const partners = side.filter((x) => x !== e).map((x) => entrants[x]!.name);
        const info =
          s.entrant === 'team'
            ? table.sides.length === 2
              ? colours[si]!
              : ''
            : partners.length > 0
              ? t(msg('drWith', partners))
              : t(msg('drAlone'));
        out.push({ entrant: entrants[e]!, table: table.table, info });
      }
    });
  }
  for (const e of v.byes) out.push({ entrant: entrants[e]!, info: '' });
  return s.entrant === 'team'
    ? out.sort((a, b) => a.entrant.nr - b.entrant.nr)
    : out.sort((a, b) => compareNames(a.entrant.name, b.entrant.name));
}

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
