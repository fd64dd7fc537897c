/**
 * A drawn round as lines of who sits where (the beamer tab, sheet/drawViews.ts, and the beamer page,
 * render/keezenDraw.ts, list the same), and the colours of the two sides.
 */
import { Lang, Msg, msg, render } from '../../../i18n';
import { compareNames } from '../../text';
import type { RoundView } from './round';
import type { KeezenSettings } from '../settings';
import type { KeezenEntrant } from '../types';

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
