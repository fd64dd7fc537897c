/**
 * The pages of a drawn Keezen round: the large-print view for the beamer
 * (team number or player → table, as at the NK entrance) and the printable
 * score forms (A4, two forms per sheet), each a standalone page (shell.ts).
 * Every name is escaped; the forms use the column words of Uitslagen (Binnen
 * A, Uitgespeeld, Winnaar, …: `FormWords`, passed in by the action) and the
 * same round and table numbers, so typing a form into Uitslagen is copying box
 * by box. The Tafelindeling beamer tab
 * (sheet/drawViews.ts) lists the same entries.
 */
import { escapeHtml } from '../core/html';
import { RoundView, roundLabel } from '../core/keezen/draw/round';
import type { SeatedTable } from '../core/keezen/draw/types';
import { KeezenSettings, pawnsPerSide } from '../core/keezen/settings';
import { KeezenEntrant, SIDE_LETTERS, seatOf } from '../core/keezen/types';
import { Lang, Msg, msg, render } from '../i18n';
import { standalonePage } from './shell';
import { entries, sideColours } from '../core/keezen/draw/lines';

const PAGE_STYLE = `
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: white; color: #000; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; }
`;

/** The beamer page: every team number (or player) with its table, one line each, sized to fill a 16:9 screen. */
export function tablesBeamerHtml(
  v: RoundView,
  s: KeezenSettings,
  entrants: readonly KeezenEntrant[],
  lang: Lang,
): string {
  const list = entries(v, s, entrants, lang);
  const { round, evening } = roundLabel(v);
  const heading = render(msg('drTitle', round, evening), lang);
  const title = escapeHtml(heading);
  const teams = s.entrant === 'team';
  const columns = list.length <= 8 ? 1 : list.length <= 20 ? 2 : list.length <= 45 ? 3 : list.length <= 80 ? 4 : 5;
  const rows = Math.max(1, Math.ceil(list.length / columns));
  // A team takes one line (1.4 em), a player two (the partner below the name); the list may take 84 % of the height.
  const font = Math.min(teams ? 5 : 6, 84 / (rows * (teams ? 1.4 : 1.75))).toFixed(2);
  const bye = escapeHtml(render(msg('drBye'), lang).toLowerCase());
  const items = list
    .map((e) => {
      const nr = teams ? `<span class="nr">${e.entrant.nr}</span>` : '';
      const info = e.info ? `${teams ? ' ' : '<br>'}<span class="info">${escapeHtml(e.info)}</span>` : '';
      const where =
        e.table === undefined ? `<span class="table bye">${bye}</span>` : `<span class="table">${e.table}</span>`;
      return `<li>${nr}<span class="who"><span class="name">${escapeHtml(e.entrant.name)}</span>${info}</span>${where}</li>`;
    })
    .join('\n');
  const style = `${PAGE_STYLE}
body { height: 100vh; overflow: hidden; padding: 2vh 2.5vw; font-size: ${font}vh; }
h1 { font-size: 6vh; margin: 0 0 1.5vh; display: flex; justify-content: space-between; align-items: baseline; gap: 2vw; }
h1 small { font-size: 2.6vh; font-weight: normal; color: #555; }
ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(${columns}, minmax(0, 1fr)); grid-template-rows: repeat(${rows}, auto); grid-auto-flow: column; column-gap: 3vw; }
li { display: grid; grid-template-columns: ${teams ? '1.5em minmax(0, 1fr) 1.7em' : 'minmax(0, 1fr) 1.7em'}; align-items: ${teams ? 'baseline' : 'center'}; column-gap: 0.4em; border-bottom: 0.15vh solid silver; line-height: ${teams ? '1.4' : '1.1'}; }
.nr { font-weight: bold; text-align: right; }
.who { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; font-size: ${teams ? '0.62em' : '0.7em'}; ${teams ? '' : 'line-height: 1.2; padding: 0.05em 0;'} }
.info { font-size: ${teams ? '0.72em' : '0.65em'}; color: #555; }
.table { font-weight: bold; text-align: right; white-space: nowrap; }
.table.bye { font-size: 0.5em; font-weight: normal; color: #777; }
`;
  const opposite = partnersOpposite(s) ? ` · ${escapeHtml(render(msg('drBeamerOpposite'), lang))}` : '';
  const body = `<h1><span>${title}</span><small>${escapeHtml(render(msg(teams ? 'drBeamerTeams' : 'drBeamerPlayers'), lang))}${opposite}${v.seed ? ` · ${escapeHtml(render(msg('drSeed', v.seed), lang))}` : ''}</small></h1>
<ul>
${items}
</ul>`;
  return standalonePage({ lang, title: heading, style, body });
}

/**
 * Partners drawn by lot sit opposite each other (games-night regulations: "Spelers uit hetzelfde team zitten
 * altijd tegenover elkaar"): said on the beamer and the forms, where partners change every round.
 */
function partnersOpposite(s: KeezenSettings): boolean {
  return s.entrant === 'player' && s.playersPerSide === 2;
}

/* ---------- score forms ---------- */

function box(width: string, label = ''): string {
  return `<span class="box" style="width:${width}">${label ? `<small>${escapeHtml(label)}</small>` : ''}</span>`;
}

function tick(label: string): string {
  return `<span class="tick"><span class="sq"></span>${escapeHtml(label)}</span>`;
}

/**
 * The labels of a score form: the column words of Uitslagen in the page's language (Ronde, Tafel, Binnen A,
 * ...), given by the caller, which knows the tab contract. `homeA1` names player A1's count; the form puts
 * each seat in its place.
 */
export interface FormWords {
  readonly round: string;
  readonly table: string;
  readonly teamA: string;
  readonly teamB: string;
  readonly homeA: string;
  readonly homeB: string;
  readonly homeA1: string;
  readonly finished: string;
  readonly winner: string;
  readonly playTime: string;
  readonly handedIn: string;
}

/** One score form (a table of the round). */
function formHtml(
  v: RoundView,
  table: SeatedTable,
  s: KeezenSettings,
  entrants: readonly KeezenEntrant[],
  words: FormWords,
  lang: Lang,
): string {
  const t = (m: Msg) => escapeHtml(render(m, lang));
  const col = (k: keyof FormWords) => escapeHtml(words[k]);
  const colours = sideColours(s, lang);
  const teams = s.entrant === 'team';
  const twoSides = table.sides.length === 2 && table.sides.every((x) => x.length === (teams ? 1 : s.playersPerSide));
  const { round, evening } = roundLabel(v);
  const holes = s.holeValues.length > 0;
  const perPlayer = s.countPer === 'player' || !twoSides;
  // Games nights: a player writes each player's points on the card (games-night regulations); elsewhere the
  // program computes them (NK: "Het programma bepaalt de score").
  const playerPoints = twoSides && !teams && !holes && s.scoreFor === 'player';
  // Without a time limit no game ends by time: no "played out / time-out" and no play time to fill in.
  const timed = s.timeLimit > 0;
  /** The line for one player's pawns home (or, with hole values, the holes to tick). */
  const countLine = (seat: string): string => {
    const label = escapeHtml(words.homeA1.replace('A1', seat));
    const points = playerPoints ? ` <span class="muted">${t(msg('drPoints'))}:</span> ${box('14mm')}` : '';
    return holes
      ? `<div class="count"><span class="muted">${label}:</span> ${s.holeValues.map((_, h) => tick(String(h + 1))).join(' ')}</div>`
      : `<div class="count"><span class="muted">${label} ${t(msg('drOf', s.pawnsPerPlayer))}:</span> ${box('12mm')}${points}</div>`;
  };
  const sideBoxes = table.sides
    .map((side, si) => {
      const letter = SIDE_LETTERS[si]!;
      const heading = twoSides
        ? `<div class="side-head"><b>${teams ? col(si === 0 ? 'teamA' : 'teamB') : t(msg('drSide', letter))}</b>${si === 0 && s.colours === 'perGame' ? ` <span class="muted">— ${t(msg('drDealsFirst'))}</span>` : ''}<br><span class="muted">${t(msg('drColour'))}: ${escapeHtml(colours[si]!)}</span></div>`
        : `<div class="side-head"><b>${t(msg('drSide', letter))}</b></div>`;
      const who = side
        .map((e, i) => {
          const en = entrants[e]!;
          const seat = seatOf(si, i);
          const name = teams
            ? `<span class="nr">${en.nr}</span> ${escapeHtml(en.name)}`
            : `<span class="seat">${escapeHtml(seat)}</span> ${escapeHtml(en.name)}`;
          const members = teams && en.players ? `<div class="members">${escapeHtml(en.players)}</div>` : '';
          const count = perPlayer && !teams ? countLine(seat) : '';
          return `<div class="who">${name}${members}${count}</div>`;
        })
        .join('');
      let sideCount = '';
      if (teams && perPlayer) {
        sideCount = Array.from({ length: s.playersPerSide }, (_, i) => countLine(seatOf(si, i))).join('');
        if (holes) sideCount = `<div class="muted small">${t(msg('drHolesHome'))}</div>` + sideCount;
      } else if (!perPlayer) {
        sideCount = `<div class="count big"><span class="muted">${col(si === 0 ? 'homeA' : 'homeB')} — ${t(msg('drPawnsHome'))} ${t(msg('drOf', pawnsPerSide(s)))}:</span> ${box('22mm')}</div>`;
      }
      return `<div class="side">${heading}${who}${sideCount}<div class="sign">${t(msg('drSignature', teams, letter))}</div></div>`;
    })
    .join('');
  const winners = [...table.sides.map((_, si) => SIDE_LETTERS[si]!), render(msg('drNone'), lang)];
  const evLabel = evening > 0 ? `<span>${t(msg('drEvening'))} <b>${evening}</b></span>` : '';
  const handedIn = s.order.includes('handedIn') ? `<span>${col('handedIn')}: ${box('20mm', ':')}</span>` : '';
  return `<section class="form">
<header><div><b class="title">${t(msg('drForm'))}</b>${v.seed ? ` <span class="muted small">${t(msg('drSeed', v.seed))}</span>` : ''}</div><div class="where">${evLabel}<span>${col('round')} <b>${round}</b></span><span>${col('table')} <b>${table.table}</b></span></div></header>
<div class="sides">${sideBoxes}</div>
<div class="result">
${timed ? `<span>${col('finished')}: ${tick(render(msg('drYes'), lang))} ${tick(render(msg('drTimeout'), lang))}</span>\n` : ''}<span>${col('winner')}: ${winners.map(tick).join(' ')}</span>
${timed || s.order.includes('playTime') ? `<span>${col('playTime')}: ${box('20mm', ':')}</span>\n` : ''}${handedIn}
</div>
<footer class="muted small">${formNote(s, twoSides, playerPoints, t)}</footer>
</section>`;
}

/** The form's footer: who fills in what, and (games night) where partners sit. */
function formNote(s: KeezenSettings, twoSides: boolean, playerPoints: boolean, t: (m: Msg) => string): string {
  if (!twoSides) return t(msg('drOddFormNote'));
  const points = playerPoints
    ? t(msg('drPlayerPointsNote', s.pointsPerPawn, s.pointsPerOpponentPawnOut, s.winBonus))
    : t(msg('drFormNote'));
  return partnersOpposite(s) ? `${t(msg('drPartnersOpposite'))} ${points}` : points;
}

/** The printable score forms of a round: one per table, two per A4 sheet. */
export function scoreFormsHtml(
  v: RoundView,
  s: KeezenSettings,
  entrants: readonly KeezenEntrant[],
  words: FormWords,
  lang: Lang,
): string {
  const { round, evening } = roundLabel(v);
  const heading = render(msg('drFormsTitle', round, evening), lang);
  const title = escapeHtml(heading);
  const forms = v.tables.map((table) => formHtml(v, table, s, entrants, words, lang));
  const sheets: string[] = [];
  for (let i = 0; i < forms.length; i += 2)
    sheets.push(`<div class="sheet">\n${forms[i]}\n${forms[i + 1] ?? ''}\n</div>`);
  const style = `${PAGE_STYLE}
@page { size: A4 portrait; margin: 0; }
body { font-size: 10.5pt; }
.toolbar { padding: 8px 12px; background: whitesmoke; position: sticky; top: 0; }
.sheet { width: 210mm; height: 297mm; margin: 0 auto; overflow: hidden; background: white; }
.form { height: 148.5mm; padding: 9mm 11mm 6mm; display: flex; flex-direction: column; gap: 3mm; overflow: hidden; }
.form + .form { border-top: 0.3mm dashed #888; }
header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 0.6mm solid #000; padding-bottom: 1.5mm; }
.title { font-size: 15pt; }
.where { display: flex; gap: 7mm; font-size: 13pt; }
.where b { font-size: 20pt; }
.sides { display: flex; gap: 4mm; flex: 1; min-height: 0; }
.side { flex: 1; border: 0.4mm solid #000; border-radius: 2mm; padding: 2.5mm 3.5mm; display: flex; flex-direction: column; gap: 1.8mm; min-width: 0; }
.side-head { font-size: 11pt; }
.who { font-size: 12.5pt; overflow: hidden; }
.who .nr { display: inline-block; min-width: 9mm; padding: 0 1.5mm; border: 0.4mm solid #000; border-radius: 1mm; text-align: center; font-weight: bold; }
.who .seat { display: inline-block; min-width: 8mm; color: #444; font-size: 10pt; }
.members { font-size: 9pt; color: #444; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.count { margin-top: 1mm; font-size: 10.5pt; display: flex; align-items: center; gap: 1.5mm; flex-wrap: wrap; }
.count.big { font-size: 11pt; margin-top: auto; }
.box { display: inline-block; height: 9mm; border: 0.4mm solid #000; border-radius: 1mm; vertical-align: middle; text-align: center; position: relative; }
.box small { position: absolute; left: 0; right: 0; top: 1.5mm; color: #999; font-size: 11pt; }
.tick { display: inline-flex; align-items: center; gap: 1mm; margin-right: 2.5mm; white-space: nowrap; }
.sq { display: inline-block; width: 4.5mm; height: 4.5mm; border: 0.4mm solid #000; }
.sign { margin-top: auto; padding-top: 7mm; border-bottom: 0.3mm solid #000; font-size: 8.5pt; color: #444; }
.result { display: flex; flex-wrap: wrap; gap: 2mm 7mm; align-items: center; font-size: 10.5pt; }
.muted { color: #555; }
.small { font-size: 8.5pt; }
footer { margin-top: -1mm; }
@media screen { body { background: #777; } .sheet { margin: 8px auto; box-shadow: 0 0 6px #333; } }
@media print { .toolbar { display: none; } .sheet { break-after: page; page-break-after: always; } .sheet:last-child { break-after: auto; page-break-after: auto; } }
`;
  const body = `<div class="toolbar"><button onclick="window.print()">${escapeHtml(render(msg('drPrint'), lang))}</button> ${title}</div>
${sheets.join('\n')}`;
  return standalonePage({ lang, title: heading, style, body });
}
