/** Writes Keizer standings as a table: the Ranglijst tab and the KEIZERPOINTS result. */
import type { Cell } from '../core/cell';
import type { KeizerStandings } from '../core/keizer/standings';
import type { KeizerCompetition } from '../core/keizer/types';
import { Lang, msg, render } from '../i18n';
import type { ColumnKind, OutputTab } from '../workbook/workbook';
import { KEIZER_STANDINGS_TAB } from './contract';

/** How a column of numbers with this many decimals is shown (undefined or more than 2: as the number is). */
export function decimalsKind(decimals: number | undefined): ColumnKind {
  return decimals === 0 ? 'integer' : decimals === 1 ? 'decimal1' : decimals === 2 ? 'decimal2' : 'number';
}

const COLUMNS = [
  'rank',
  'name',
  'points',
  'value',
  'games',
  'wins',
  'draws',
  'losses',
  'forfeits',
  'absences',
  'byes',
  'startValue',
  'rating',
] as const;

/** Header row plus one row per ranked player. */
export function standingsTable(standings: KeizerStandings, comp: KeizerCompetition, lang: Lang): Cell[][] {
  const header: Cell[] = COLUMNS.map((c) => KEIZER_STANDINGS_TAB.columns[c][lang]);
  const rows: Cell[][] = standings.rows.map((r) => [
    r.rank,
    r.name,
    r.points,
    r.value,
    r.games,
    r.wins,
    r.draws,
    r.losses,
    r.forfeits,
    r.absences,
    r.byes,
    r.startValue,
    comp.players[r.player]!.rating ?? '',
  ]);
  return [header, ...rows];
}

/** A season without any game yet says so first: a results tab under another name would look the same otherwise. */
export function standingsTitle(standings: KeizerStandings, comp: KeizerCompetition, lang: Lang): string {
  if (standings.final) return render(msg('standingsFinalTitle', standings.afterRound), lang);
  if (comp.games.length === 0) return render(msg('newSeasonTitle', comp.settings.rounds), lang);
  return render(msg('standingsTitle', standings.afterRound, comp.settings.rounds), lang);
}

export function standingsTab(standings: KeizerStandings, comp: KeizerCompetition, lang: Lang): OutputTab {
  const table = standingsTable(standings, comp, lang);
  const pointsKind = decimalsKind(comp.settings.decimals);
  const kinds: ColumnKind[] = COLUMNS.map((c) =>
    c === 'name' ? 'text' : c === 'points' ? pointsKind : c === 'rating' ? 'number' : 'integer',
  );
  return {
    name: KEIZER_STANDINGS_TAB[lang],
    aliases: [KEIZER_STANDINGS_TAB.nl, KEIZER_STANDINGS_TAB.en],
    rows: [[standingsTitle(standings, comp, lang)], ...table],
    titleRows: [1],
    headerRow: 2,
    columnKinds: kinds,
  };
}
