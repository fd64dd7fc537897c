/**
 * The rows a drawn Keezen round puts into Tafelindeling (sheet/tablesTab.ts),
 * each with its Toelichting: why two teams meet again, a colour clash, a table
 * sat at before, why the bye went where it went; partners and opponents again,
 * a table of players alone, who sits out and for the how-manieth time. As
 * sheet/pairingTab.ts gives the Keizer pairing's reasons.
 */
import type { Cell } from '../core/cell';
import type { KeezenDraw } from '../core/keezen/draw/input';
import { tallyPairs } from '../core/keezen/draw/repeats';
import type { RoundNumbers } from '../core/keezen/draw/round';
import type { KeezenSettings } from '../core/keezen/settings';
import type { EntrantId, KeezenEntrant } from '../core/keezen/types';
import { compareNames } from '../core/text';
import { Lang, Msg, msg, render } from '../i18n';
import { sideColours } from './drawViews';
import { byeWord } from './drawViews';
import type { RowValues } from './tablesTab';

export interface DrawnRows {
  readonly rows: readonly RowValues[];
  /** The most players at one table (the tab's player columns). */
  readonly maxPlayers: number;
}

/** The rows of a drawn round: one per table, then the bye or the sit-outs (six to a line). */
export function drawnRows(
  d: KeezenDraw,
  at: RoundNumbers,
  s: KeezenSettings,
  entrants: readonly KeezenEntrant[],
  lang: Lang,
): DrawnRows {
  const name = (e: EntrantId) => entrants[e]!.name;
  const names = (ids: readonly EntrantId[]) => ids.map(name);
  const t = (m: Msg) => render(m, lang);
  const seed = d.input.seed;
  const base = (table: number | string): RowValues => ({
    ...(at.eveningColumn ? { evening: at.evening } : {}),
    round: at.typedRound,
    table,
    seed,
  });
  const rows: RowValues[] = [];
  let maxPlayers = 4;
  if (d.kind === 'teams') {
    const r = d.result;
    const colours = sideColours(s, lang);
    const scopeTonight = s.evenings > 1;
    for (const g of r.games) {
      const why: Msg[] = [];
      const times = scopeTonight ? g.metTonight : g.met;
      if (times > 0) why.push(msg('drWhyRematch', times + 1, scopeTonight));
      // Two teams of one colour (NK: "het hele weekend met dezelfde kleur"): side A plays colour A, side B colour B.
      if (g.clash) {
        const shared = g.clashColour ?? 0;
        const moves = shared === 0 ? g.b : g.a;
        why.push(msg('drWhyClash', colours[shared], name(moves), colours[shared === 0 ? 1 : 0]));
      }
      if (g.sameTable.length > 0) why.push(msg('drWhySameTable', names(g.sameTable)));
      rows.push({ ...base(g.table), teamA: name(g.a), teamB: name(g.b), why: why.map(t).join('; ') });
    }
    if (r.bye) {
      const why: Msg[] = [];
      if (r.bye.byesBefore > 0) why.push(msg('drWhyByeAgain', r.bye.byesBefore + 1));
      else if (!r.bye.notLowest) {
        const passed = r.bye.passed.filter((p) => p.byes > 0).map((p) => p.team);
        why.push(passed.length > 0 ? msg('drWhyByePassed', names(passed)) : msg('drWhyByeLowest'));
      }
      if (r.bye.notLowest) why.push(msg('drWhyByeNotLowest', name(r.bye.notLowest.team), r.bye.notLowest.because));
      rows.push({ ...base(byeWord(lang)), teamA: name(r.bye.team), why: why.map(t).join('; ') });
    }
    return { rows, maxPlayers };
  }
  const r = d.result;
  const withPlayers = (row: RowValues, players: readonly EntrantId[]): RowValues => {
    const out: Record<string, Cell> = { ...row };
    players.forEach((p, k) => (out[`player${k + 1}`] = name(p)));
    return out as RowValues;
  };
  r.tables.forEach((table, i) => {
    const note = r.notes[i]!;
    const why: Msg[] = [];
    const size = table.sides.reduce((n, side) => n + side.length, 0);
    maxPlayers = Math.max(maxPlayers, size);
    if (table.sides.every((side) => side.length === 1)) why.push(msg('drWhyAlone', size));
    else if (table.sides.length === 3) why.push(msg('drWhyThreePairs'));
    for (const [a, b, k] of note.partnersAgain) why.push(msg('drWhyPartnersAgain', name(a), name(b), k));
    for (const [a, b, k] of note.opponentsAgain) why.push(msg('drWhyOpponentsAgain', name(a), name(b), k));
    rows.push(withPlayers({ ...base(table.table), why: why.map(t).join('; ') }, table.sides.flat()));
  });
  if (r.sitOut.length > 0) {
    const counts = tallyPairs(d.input.history.filter((h) => h.evening === d.input.evening)).byes;
    const sorted = [...r.sitOut].sort((a, b) => compareNames(name(a), name(b)));
    for (let i = 0; i < sorted.length; i += 6) {
      const chunk = sorted.slice(i, i + 6);
      const why = t(
        msg(
          'drWhySitOut',
          chunk.map((p) => ({ name: name(p), times: (counts.get(p) ?? 0) + 1 })),
        ),
      );
      rows.push(withPlayers({ ...base(byeWord(lang)), why }, chunk));
    }
  }
  return { rows, maxPlayers };
}
