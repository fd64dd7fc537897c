/**
 * The Indeling (Pairing) tab: written by "Indeling maken", edited by the
 * leader, read back by "Ronde vastleggen"; its large-print copy for the beamer
 * (a tab, or an HTML page from the command line); and the Nooit tegen elkaar
 * (Never paired) tab.
 *
 *   Indeling ronde 5 van 28          ← title
 *   Ronde      | 5
 *   Loting     | 482913
 *   Versoepeld | —
 *   Kosten     | afstand Σd² = 2, kleur = 3, oneven = 0
 *
 *   Bord   | Wit  | Zwart | Toelichting
 *   1      | Anna | Bert  |
 *   2      | Cees | Els   | niet tegen Dirk (…)
 *   oneven | Fien |       | laagst geplaatste speler die nog oneven mag zijn
 */
import { Cell, cellText, isEmptyCell } from '../core/cell';
import type { Infeasibility, PairingSuccess, RuleHit, WhyItem } from '../core/keizer/pairing';
import type { KeizerPlayer, PlayerId } from '../core/keizer/types';
import { Place, Problems } from '../core/problems';
import { matchKey } from '../core/text';
import { Lang, Msg, msg, render } from '../i18n';
import type { HitArg } from '../i18n/pairing';
import type { OutputTab, WorkbookReader } from '../workbook/workbook';
import {
  NEVER_PAIRED_TAB,
  PAIRING_BYE_WORDS,
  PAIRING_DISPLAY_TAB,
  PAIRING_KEYS,
  PAIRING_TAB,
  allNames,
} from './contract';
import type { PlayerIndex } from './keizerInput';
import { beamerPage } from '../render/beamer';
import { locateTab, readTable, readText, tableFromCells } from './table';

/** A pairing as read from the tab. */
export interface ParsedPairing {
  readonly tab: string;
  readonly lang: Lang;
  readonly round: number;
  readonly seed?: string;
  /** The Versoepeld line as written (the relaxations in words). */
  readonly relaxed?: string;
  /** `why`: the Toelichting cell, when filled. */
  readonly games: readonly {
    readonly board?: number;
    readonly white: PlayerId;
    readonly black: PlayerId;
    readonly place: Place;
    readonly why?: string;
    /** The cells of the names and the Toelichting (where an edit of the board goes). */
    readonly cells?: { readonly white: Place; readonly black: Place; readonly why: Place };
  }[];
  readonly byes: readonly {
    readonly player: PlayerId;
    readonly penalty: boolean;
    readonly place: Place;
    readonly why?: string;
  }[];
}

/* ---------- writing ---------- */

function hitArg(h: RuleHit, players: readonly KeizerPlayer[]): HitArg {
  return {
    rule: h.rule,
    value: h.value,
    limit: h.limit,
    ...(h.player !== undefined ? { name: players[h.player]!.name } : {}),
    ...(h.colour ? { colour: h.colour } : {}),
  };
}

function whyMsg(w: WhyItem, players: readonly KeizerPlayer[]): Msg {
  const name = (p: PlayerId) => players[p]!.name;
  switch (w.kind) {
    case 'rematch':
      return msg('whyRematch', w.meeting, w.reversed);
    case 'skipped':
      return msg(
        'whySkipped',
        name(w.player),
        w.blocked.map((b) => ({ name: name(b.player), hits: b.hits.map((h) => hitArg(h, players)) })),
        w.elsewhere,
      );
    case 'colourForced':
      return msg(
        'whyColourForced',
        w.hits.map((h) => hitArg(h, players)),
      );
    case 'colourConflict':
      return msg('whyColourConflict');
    case 'relaxed':
      return msg(
        'whyRelaxed',
        w.hits.map((h) => hitArg(h, players)),
      );
    case 'drawn':
      return msg('whyDrawn');
    case 'byeLowest':
      return msg('whyByeLowest');
    case 'byePenalty':
      return msg('whyByePenalty');
    case 'byeSkipped':
      return msg('whyByeSkipped', w.players.map(name));
    case 'changed':
      return msg('whyChanged');
  }
}

/** The rules the pairing actually relaxes, with how often, in the order first met. */
export function relaxedSteps(result: PairingSuccess): [rule: string, times: number][] {
  const counts = new Map<string, number>();
  for (const h of [...result.boards.flatMap((b) => b.relaxed), ...(result.bye?.relaxed ?? [])])
    counts.set(h.rule, (counts.get(h.rule) ?? 0) + 1);
  return [...counts];
}

/** The rules the pairing actually relaxes, as text: "kleurreeks (2×), maximum aantal onevens (1×)". */
function relaxedText(result: PairingSuccess, lang: Lang): string {
  const steps = relaxedSteps(result);
  if (steps.length === 0) return render(msg('pairingNone'), lang);
  return steps.map(([rule, k]) => render(msg('relaxedStep', rule, k), lang)).join(', ');
}

/** The explanation of an infeasible round, one message per finding (long candidate lists clipped). */
export function infeasibilityMsgs(
  inf: Infeasibility,
  players: readonly KeizerPlayer[],
  present: readonly PlayerId[],
  maxCandidates = 12,
): Msg[] {
  const name = (p: PlayerId) => players[p]!.name;
  const pos = new Map<PlayerId, number>();
  present.forEach((p, i) => pos.set(p, i));
  const out: Msg[] = [];
  for (const iso of inf.isolated) {
    const near = [...iso.candidates]
      .sort(
        (a, b) =>
          Math.abs(pos.get(a.player)! - pos.get(iso.player)!) - Math.abs(pos.get(b.player)! - pos.get(iso.player)!),
      )
      .slice(0, maxCandidates);
    out.push(
      msg(
        'infeasibleIsolated',
        name(iso.player),
        near.map((c) => ({ name: name(c.player), hits: c.hits.map((h) => hitArg(h, players)) })),
      ),
    );
  }
  if (inf.noBye)
    out.push(
      msg(
        'infeasibleNoBye',
        inf.noBye
          .slice(-maxCandidates)
          .map((b) => ({ name: name(b.player), hits: b.hits.map((h) => hitArg(h, players)) })),
      ),
    );
  for (const s of inf.oddSets) out.push(msg('infeasibleOddSet', s.players.map(name), s.barrier.map(name)));
  out.push(msg('infeasibleUnpaired', inf.unpaired));
  return out;
}

export function pairingTab(
  result: PairingSuccess,
  players: readonly KeizerPlayer[],
  rounds: number,
  lang: Lang,
): OutputTab {
  const t = (m: Msg) => render(m, lang);
  const cols = PAIRING_TAB.columns;
  const rows: Cell[][] = [
    [t(msg('pairingTitle', result.round, rounds))],
    [PAIRING_KEYS.round[lang], result.round],
    [PAIRING_KEYS.seed[lang], result.seed],
    [PAIRING_KEYS.relaxed[lang], relaxedText(result, lang)],
    [
      PAIRING_KEYS.cost[lang],
      t(msg('costLine', result.cost.distance, result.cost.colour, result.cost.bye, result.cost.relaxed)),
    ],
    [],
    [cols.board[lang], cols.white[lang], cols.black[lang], cols.why[lang]],
  ];
  result.boards.forEach((b, i) => {
    rows.push([
      i + 1,
      players[b.white]!.name,
      players[b.black]!.name,
      b.why.map((w) => t(whyMsg(w, players))).join('; '),
    ]);
  });
  if (result.bye) {
    const word = result.bye.penalty ? PAIRING_BYE_WORDS.penaltyBye[lang] : PAIRING_BYE_WORDS.bye[lang];
    rows.push([
      word,
      players[result.bye.player]!.name,
      '',
      result.bye.why.map((w) => t(whyMsg(w, players))).join('; '),
    ]);
  }
  return {
    name: PAIRING_TAB[lang],
    aliases: [PAIRING_TAB.nl, PAIRING_TAB.en],
    rows,
    titleRows: [1],
    headerRow: 7,
    columnKinds: ['integer', 'text', 'text', 'text'],
  };
}

/**
 * The Indeling tab of a round taken back ("Ronde terugdraaien"), made from its recorded games (in the order of
 * Uitslagen: board 1 first) and byes, laid out as `pairingTab` lays out a pairing: the proposal "Ronde vastleggen"
 * records again. The seed is the one of the tab it replaces when that held the round, else left empty (the draw
 * that made the round is not known any more); the engine's costs and explanations are not known either.
 */
export function recordedPairingTab(
  round: number,
  rounds: number,
  games: readonly { readonly white: PlayerId; readonly black: PlayerId }[],
  byes: readonly { readonly player: PlayerId; readonly penalty: boolean }[],
  players: readonly KeizerPlayer[],
  seed: string | undefined,
  lang: Lang,
): OutputTab {
  const cols = PAIRING_TAB.columns;
  const rows: Cell[][] = [
    [render(msg('pairingTitle', round, rounds), lang)],
    [PAIRING_KEYS.round[lang], round],
    [PAIRING_KEYS.seed[lang], seed ?? ''],
    [PAIRING_KEYS.relaxed[lang], ''],
    [PAIRING_KEYS.cost[lang], ''],
    [],
    [cols.board[lang], cols.white[lang], cols.black[lang], cols.why[lang]],
    ...games.map((g, i) => [i + 1, players[g.white]!.name, players[g.black]!.name, '']),
    ...byes.map((b) => [
      (b.penalty ? PAIRING_BYE_WORDS.penaltyBye : PAIRING_BYE_WORDS.bye)[lang],
      players[b.player]!.name,
      '',
      '',
    ]),
  ];
  return {
    name: PAIRING_TAB[lang],
    aliases: [PAIRING_TAB.nl, PAIRING_TAB.en],
    rows,
    titleRows: [1],
    headerRow: 7,
    columnKinds: ['integer', 'text', 'text', 'text'],
  };
}

/* ---------- reading ---------- */

const KEY_OF = new Map<string, keyof typeof PAIRING_KEYS>();
for (const k of Object.keys(PAIRING_KEYS) as (keyof typeof PAIRING_KEYS)[])
  for (const n of allNames(PAIRING_KEYS[k])) KEY_OF.set(matchKey(n), k);

const BYE_OF = new Map<string, boolean>();
for (const n of allNames(PAIRING_BYE_WORDS.bye)) BYE_OF.set(matchKey(n), false);
for (const n of allNames(PAIRING_BYE_WORDS.penaltyBye)) BYE_OF.set(matchKey(n), true);

/** The key/value rows above the table, read leniently (for the seed of a new draw). */
function readPairingHeader(cells: readonly (readonly Cell[])[]): {
  round?: number;
  seed?: string;
  relaxed?: string;
  rows: Map<keyof typeof PAIRING_KEYS, number>;
} {
  const out: { round?: number; seed?: string; relaxed?: string; rows: Map<keyof typeof PAIRING_KEYS, number> } = {
    rows: new Map(),
  };
  for (let i = 0; i < cells.length; i++) {
    const key = KEY_OF.get(matchKey(cellText(cells[i]![0])));
    if (!key || out.rows.has(key)) continue;
    out.rows.set(key, i);
    const v = cells[i]![1];
    if (key === 'round') {
      const n = typeof v === 'number' ? v : Number(cellText(v));
      if (Number.isInteger(n) && n >= 1) out.round = n;
    }
    if (key === 'seed' && !isEmptyCell(v)) out.seed = cellText(v);
    if (key === 'relaxed' && !isEmptyCell(v)) out.relaxed = cellText(v);
  }
  return out;
}

function headerIndex(cells: readonly (readonly Cell[])[]): number {
  const cols = PAIRING_TAB.columns;
  const has = (row: readonly Cell[], names: string[]) =>
    row.some((c) => typeof c === 'string' && names.some((n) => matchKey(n) === matchKey(c)));
  return cells.findIndex(
    (r) => has(r, allNames(cols.board)) && has(r, allNames(cols.white)) && has(r, allNames(cols.black)),
  );
}

/** Round and seed of the existing Indeling tab, if there is one (no problems reported). */
export function peekPairingTab(wb: WorkbookReader): { round?: number; seed?: string } | undefined {
  const found = locateTab(wb, PAIRING_TAB);
  if (!found) return undefined;
  const { round, seed } = readPairingHeader(wb.read(found.tab) ?? []);
  return { ...(round !== undefined ? { round } : {}), ...(seed !== undefined ? { seed } : {}) };
}

/** Reads the (possibly edited) Indeling tab, every problem located. */
export function readPairingTab(wb: WorkbookReader, index: PlayerIndex, problems: Problems): ParsedPairing | undefined {
  const found = locateTab(wb, PAIRING_TAB);
  if (!found) {
    problems.error(undefined, msg('tabMissing', PAIRING_TAB.nl));
    return undefined;
  }
  const { tab, lang } = found;
  const cells = wb.read(tab) ?? [];
  const head = readPairingHeader(cells);
  const at = headerIndex(cells);
  if (at < 0) {
    problems.error({ tab }, msg('pairingHeaderMissing'));
    return undefined;
  }
  if (head.round === undefined) {
    const row = head.rows.get('round');
    problems.error(row === undefined ? { tab } : { tab, row: row + 1, col: 2 }, msg('pairingRoundMissing'));
  }
  const table = tableFromCells(
    tab,
    lang,
    cells.map((r, i) => (i < at ? [] : r)),
    PAIRING_TAB,
    problems,
  );
  if (!table) return undefined;
  const games: ParsedPairing['games'][number][] = [];
  const byes: { player: PlayerId; penalty: boolean; place: Place; why?: string }[] = [];
  const cols = PAIRING_TAB.columns;
  for (const row of table.rows) {
    // A row whose board and names were cleared (only an explanation left) is an empty row.
    if (isEmptyCell(row.get('board')) && isEmptyCell(row.get('white')) && isEmptyCell(row.get('black'))) continue;
    const boardCell = row.get('board');
    const whyText = cellText(row.get('why')).trim();
    const why = whyText === '' ? {} : { why: whyText };
    const boardText = cellText(boardCell);
    const penalty = BYE_OF.get(matchKey(boardText));
    if (penalty !== undefined) {
      const whiteName = readText(row, 'white', cols.white[lang], problems, false);
      const blackName = readText(row, 'black', cols.black[lang], problems, false);
      const nameText = whiteName ?? blackName;
      const column = whiteName !== undefined ? 'white' : 'black';
      if (nameText === undefined) {
        problems.error(row.place('white'), msg('pairingNameMissing'));
        continue;
      }
      const player = index.resolve(nameText, row.place(column), problems);
      if (player !== undefined) byes.push({ player, penalty, place: row.place(column), ...why });
      continue;
    }
    let board: number | undefined;
    if (!isEmptyCell(boardCell)) {
      const n = typeof boardCell === 'number' ? boardCell : /^\d+$/.test(boardText) ? Number(boardText) : NaN;
      if (!Number.isInteger(n) || n < 1) {
        problems.error(row.place('board'), msg('pairingBoardUnclear', boardText));
        continue;
      }
      board = n;
    }
    const whiteName = readText(row, 'white', cols.white[lang], problems, true);
    const blackName = readText(row, 'black', cols.black[lang], problems, true);
    const white = whiteName === undefined ? undefined : index.resolve(whiteName, row.place('white'), problems);
    const black = blackName === undefined ? undefined : index.resolve(blackName, row.place('black'), problems);
    if (white === undefined || black === undefined) continue;
    const cells = { white: row.place('white'), black: row.place('black'), why: row.place('why') };
    games.push({
      ...(board !== undefined ? { board } : {}),
      white,
      black,
      place: { tab, row: row.row },
      ...why,
      cells,
    });
  }
  if (games.length === 0 && byes.length === 0 && !problems.hasErrors()) problems.error({ tab }, msg('pairingEmpty'));
  if (head.round === undefined) return undefined;
  return {
    tab,
    lang,
    round: head.round,
    ...(head.seed !== undefined ? { seed: head.seed } : {}),
    ...(head.relaxed !== undefined ? { relaxed: head.relaxed } : {}),
    games,
    byes,
  };
}

/** The Nooit tegen elkaar tab (optional). */
export function readNeverPairs(
  wb: WorkbookReader,
  index: PlayerIndex,
  problems: Problems,
  lang: Lang,
): [PlayerId, PlayerId][] {
  const table = readTable(wb, NEVER_PAIRED_TAB, problems, { required: false, lang });
  if (!table) return [];
  const cols = NEVER_PAIRED_TAB.columns;
  const out: [PlayerId, PlayerId][] = [];
  for (const row of table.rows) {
    const a = readText(row, 'first', cols.first[table.lang], problems, true);
    const b = readText(row, 'second', cols.second[table.lang], problems, true);
    const pa = a === undefined ? undefined : index.resolve(a, row.place('first'), problems);
    const pb = b === undefined ? undefined : index.resolve(b, row.place('second'), problems);
    if (pa === undefined || pb === undefined) continue;
    if (pa === pb) {
      problems.error(row.place('second'), msg('neverPairSelf', a!));
      continue;
    }
    out.push([pa, pb]);
  }
  return out;
}

/* ---------- the beamer ---------- */

/** The pairing as shown to the players: board, white, black per game, and a line per bye. */
export function displayRows(
  p: ParsedPairing,
  players: readonly KeizerPlayer[],
  lang: Lang,
): { boards: [number, string, string][]; byes: string[] } {
  const boards = p.games.map(
    (g, i) => [g.board ?? i + 1, players[g.white]!.name, players[g.black]!.name] as [number, string, string],
  );
  const byes = p.byes.map((b) => render(msg('pairingDisplayBye', players[b.player]!.name, b.penalty), lang));
  return { boards, byes };
}

/** The pairing as a standalone HTML page in large print (render/beamer.ts), the rows of the beamer tab. */
export function pairingHtml(p: ParsedPairing, players: readonly KeizerPlayer[], lang: Lang): string {
  const cols = PAIRING_DISPLAY_TAB.columns;
  const { boards, byes } = displayRows(p, players, lang);
  return beamerPage({
    lang,
    title: render(msg('pairingDisplayTitle', p.round), lang),
    header: [cols.board[lang], cols.white[lang], cols.black[lang]],
    boards,
    lines: byes,
  });
}

/** The large-print tab for the beamer. */
export function pairingDisplayTab(p: ParsedPairing, players: readonly KeizerPlayer[], lang: Lang): OutputTab {
  const cols = PAIRING_DISPLAY_TAB.columns;
  const { boards, byes } = displayRows(p, players, lang);
  return {
    name: PAIRING_DISPLAY_TAB[lang],
    aliases: [PAIRING_DISPLAY_TAB.nl, PAIRING_DISPLAY_TAB.en],
    rows: [
      [render(msg('pairingDisplayTitle', p.round), lang)],
      [cols.board[lang], cols.white[lang], cols.black[lang]],
      ...boards,
      ...byes.map((b) => [b]),
    ],
    titleRows: [1],
    headerRow: 2,
    columnKinds: ['integer', 'text', 'text'],
    largePrint: true,
  };
}
