/**
 * A season brought in from another program as the tabs the club types:
 * Instellingen, Spelers, Uitslagen and Afwezig, in the competition's
 * language, with only the Spelers columns the season fills.
 */
import type { Cell } from '../core/cell';
import type { ImportedSeason, SeasonPairing, SeasonPlayer } from '../core/trf/season';
import { keizerSettingsSpec } from '../core/keizer/settings';
import { defaultsOf } from '../core/settings/spec';
import { msg, render } from '../i18n';
import { matchKey } from '../core/text';
import type { Lang } from '../i18n';
import type { ColumnKind, OutputTab } from '../workbook/workbook';
import {
  ABSENCE_WORDS,
  KEIZER_ABSENCES_TAB,
  KEIZER_PLAYERS_TAB,
  KEIZER_RESULTS_TAB,
  PAIRING_BYE_WORDS,
  PAIRING_KEYS,
  PAIRING_TAB,
  SETTINGS_TAB,
  TabSpec,
} from './contract';

type PlayerColumn = keyof typeof KEIZER_PLAYERS_TAB.columns;

const YES_NO: Record<Lang, { yes: string; no: string }> = {
  nl: { yes: 'ja', no: 'nee' },
  en: { yes: 'yes', no: 'no' },
};

/** The Spelers columns in the order written, each with its cell for a player ('' = empty). */
const PLAYER_COLUMNS: readonly {
  readonly column: PlayerColumn;
  readonly kind: ColumnKind;
  readonly cell: (p: SeasonPlayer, lang: Lang) => Cell;
}[] = [
  { column: 'name', kind: 'text', cell: (p) => p.name },
  { column: 'rating', kind: 'number', cell: (p) => p.rating ?? '' },
  { column: 'fideId', kind: 'text', cell: (p) => p.fideId ?? '' },
  { column: 'knsbId', kind: 'text', cell: (p) => p.knsbId ?? '' },
  { column: 'startRank', kind: 'integer', cell: (p) => p.startRank ?? '' },
  { column: 'previousRank', kind: 'integer', cell: (p) => p.previousRank ?? '' },
  { column: 'category', kind: 'text', cell: (p) => p.category ?? '' },
  { column: 'active', kind: 'text', cell: (p, lang) => (p.active === false ? YES_NO[lang].no : '') },
  { column: 'penaltyByes', kind: 'integer', cell: (p) => p.penaltyByes ?? '' },
  { column: 'fromRound', kind: 'integer', cell: (p) => p.fromRound ?? '' },
  { column: 'estimated', kind: 'text', cell: (p, lang) => (p.estimated ? YES_NO[lang].yes : '') },
];

function outputTab(spec: TabSpec, lang: Lang, rows: Cell[][], kinds: ColumnKind[]): OutputTab {
  return { name: spec[lang], aliases: [spec.nl, spec.en], rows, headerRow: 1, columnKinds: kinds };
}

function settingsRows(season: ImportedSeason, lang: Lang): Cell[][] {
  const rows: Cell[][] = [
    [SETTINGS_TAB.columns.key[lang], SETTINGS_TAB.columns.value[lang]],
    ['type', 'keizer'],
  ];
  for (const s of season.settings) if (matchKey(s.key) !== 'type') rows.push([s.key, s.value]);
  if (season.rounds !== undefined && !season.settings.some((s) => matchKey(s.key) === 'rounds'))
    rows.push(['rounds', season.rounds]);
  return rows;
}

/** Spelers, Uitslagen and Afwezig (and Instellingen when `withSettings`). */
export function seasonTabs(season: ImportedSeason, lang: Lang, withSettings: boolean): OutputTab[] {
  const used = PLAYER_COLUMNS.filter(
    (c) => c.column === 'name' || c.column === 'rating' || season.players.some((p) => c.cell(p, lang) !== ''),
  );
  const players = outputTab(
    KEIZER_PLAYERS_TAB,
    lang,
    [
      used.map((c) => KEIZER_PLAYERS_TAB.columns[c.column][lang]),
      ...season.players.map((p) => used.map((c) => c.cell(p, lang))),
    ],
    used.map((c) => c.kind),
  );
  const rc = KEIZER_RESULTS_TAB.columns;
  const name = (i: number) => season.players[i]!.name;
  const results = outputTab(
    KEIZER_RESULTS_TAB,
    lang,
    [
      [rc.round[lang], rc.white[lang], rc.black[lang], rc.result[lang]],
      ...season.games.map((g) => [g.round, name(g.white), name(g.black), g.result ?? '']),
    ],
    ['integer', 'text', 'text', 'text'],
  );
  const ac = KEIZER_ABSENCES_TAB.columns;
  const absences = outputTab(
    KEIZER_ABSENCES_TAB,
    lang,
    [
      [ac.round[lang], ac.name[lang], ac.reason[lang]],
      ...season.absences.map((a) => [a.round, name(a.player), ABSENCE_WORDS[a.reason][lang]]),
    ],
    ['integer', 'text', 'text'],
  );
  const tabs = [players, results, absences];
  if (withSettings) tabs.unshift(outputTab(SETTINGS_TAB, lang, settingsRows(season, lang), ['text', 'text']));
  if (season.pairing) tabs.push(pairingOf(season, season.pairing, lang));
  return tabs;
}

/**
 * A round paired elsewhere and not played yet as the Indeling tab, laid out as
 * "Indeling maken" writes it (sheet/pairingTab.ts), so "Ronde vastleggen" records it.
 */
function pairingOf(season: ImportedSeason, pairing: SeasonPairing, lang: Lang): OutputTab {
  const cols = PAIRING_TAB.columns;
  const name = (i: number) => season.players[i]!.name;
  const rounds = season.rounds ?? defaultsOf(keizerSettingsSpec).rounds;
  const rows: Cell[][] = [
    [render(msg('pairingTitle', pairing.round, rounds), lang)],
    [PAIRING_KEYS.round[lang], pairing.round],
    [],
    [cols.board[lang], cols.white[lang], cols.black[lang], cols.why[lang]],
    ...pairing.boards.map((b, i) => [i + 1, name(b.white), name(b.black), '']),
    ...pairing.byes.map((p) => [PAIRING_BYE_WORDS.bye[lang], name(p), '', '']),
  ];
  return {
    name: PAIRING_TAB[lang],
    aliases: [PAIRING_TAB.nl, PAIRING_TAB.en],
    rows,
    titleRows: [1],
    headerRow: 4,
    columnKinds: ['integer', 'text', 'text', 'text'],
  };
}
