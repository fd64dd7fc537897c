/** Messages of the season tabs: explanation, crosstable, progress, club rating, season end, published pages. */
import { formatUnits } from '../core/numberText';

/** An exact number (whole units of 1/den) a message shows in its own language's notation (1,5 or 1.5). */
export interface Exact {
  readonly units: number;
  readonly den: number;
}
export const exactNl = (x: Exact) => formatUnits(x.units, x.den, 'nl', { trim: true });
export const exactEn = (x: Exact) => formatUnits(x.units, x.den, 'en', { trim: true });
export const nlOrdinal = (n: number) => `${n}e`;
export const enOrdinal = (n: number) => {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

export const nl = {
  // Menu items and dialogs
  menuCrosstable: () => 'Kruistabel en verloop bijwerken',
  menuExplain: () => 'Uitleg van een speler…',
  /** The website's pages (the command line's publish). */
  menuPublish: () => 'Pagina’s voor de website maken',
  menuRating: () => 'Clubrating bijwerken',
  menuSeasonEnd: () => 'Seizoen afsluiten',
  explainPromptTitle: () => 'Uitleg van de punten',
  explainPrompt: () => 'Van welke speler wilt u de uitleg zien? Typ de naam (of selecteer eerst een cel met een naam).',
  explainNoPlayer: () => 'geef de naam van een speler',

  // Explanation (tab Uitleg, KEIZERUITLEG, explain)
  explainTitle: (name: string, round: number) =>
    round === 0
      ? `Uitleg van de punten van ${name} vóór ronde 1`
      : `Uitleg van de punten van ${name} na ronde ${round}`,
  explainRanked: (rank: number, exact: string, shown: string, value: number) =>
    `Plaats ${rank} · ${exact} punten (in de ranglijst ${shown}) · waarde voor de volgende ronde ${value}`,
  explainUnranked: (exact: string, why: 'inactive' | 'removed' | 'notYet') =>
    `${exact} punten · staat niet in de ranglijst (${why === 'inactive' ? 'niet actief' : why === 'removed' ? 'geen partijen gespeeld: aan het eind van het seizoen verwijderd' : 'doet nog niet mee'})`,
  explainPricing: (mode: 'classic' | 'iterate' | 'frozen', after: number, oscillated: boolean) =>
    mode === 'frozen'
      ? 'Elke ronde is berekend met de waarden van vóór die ronde en daarna niet opnieuw berekend (instelling recalculation = frozen).'
      : mode === 'classic'
        ? `Alle ronden zijn opnieuw berekend met de waarden uit de ranglijst na ronde ${after} (instelling recalculation = classic).`
        : oscillated
          ? `De ranglijst kwam niet tot rust maar keerde steeds terug naar een eerdere volgorde; alle ronden zijn berekend met het gemiddelde van de waarden van die volgordes (instelling recalculation = iterate).`
          : `Alle ronden zijn berekend met de waarden waarbij de ranglijst na ronde ${after + 1} vaststond (instelling recalculation = iterate).`,
  explainTotal: () => 'Totaal',
  explainOwn: (current: boolean): string => (current ? 'eigen waarde' : 'beginwaarde'),
  explainOwnRemoved: (round: number) => `beginwaarde telt niet meer (verwijderd na ronde ${round})`,
  explainWin: () => 'winst',
  explainDraw: () => 'remise',
  explainLoss: () => 'verlies',
  explainForfeitWin: () => 'reglementaire winst',
  explainForfeitLoss: () => 'reglementair verlies',
  explainExcused: (count: number) => `afgemeld (${nlOrdinal(count)} keer)`,
  explainExcusedAfterLimit: (count: number, limit: number) => `afgemeld (${nlOrdinal(count)} keer, meer dan ${limit})`,
  explainUnexcused: (count: number) => `niet afgemeld (${nlOrdinal(count)} keer)`,
  explainExternal: (count: number) => `externe wedstrijd (${nlOrdinal(count)} keer)`,
  explainClubDuty: (count: number) => `clubtaak (${nlOrdinal(count)} keer)`,
  explainBye: (count: number) => `oneven (${nlOrdinal(count)} keer)`,
  explainPenaltyBye: (count: number) => `straf-oneven (${nlOrdinal(count)} keer; telt als niet afgemeld)`,
  explainDoubleForfeit: () => 'beiden reglementair verlies: geen punten',
  explainUnplayed: () => 'nog geen uitslag: telt nog niet mee',
  explainNotPaired: () => 'niet ingedeeld en niet afwezig gemeld',
  explainNotYetEntered: (from: number) => `doet nog niet mee (vanaf ronde ${from})`,
  explainInactive: (fraction: string, own: boolean) =>
    `tegenstander niet actief: ${fraction} van ${own ? 'de eigen waarde' : 'de gewone punten'}`,
  explainWhite: () => 'wit',
  explainBlack: () => 'zwart',
  explainOfOpponent: () => 'tegenstander',
  explainOfOwn: () => 'eigen',
  explainSummary: (name: string, round: number, exact: Exact) =>
    `Uitleg van ${name} na ronde ${round}: ${exactNl(exact)} punten.`,
  unknownPlayerToExplain: (name: string, suggestion: string) =>
    `onbekende speler "${name}"${suggestion ? `; bedoelde u "${suggestion}"?` : ''}`,
  chartSaved: (path: string) => `grafiek: ${path}`,
  reviewWarning: (name: string, games: number, performance: number) =>
    `${name} heeft ${games} partijen gespeeld met een geschatte rating (prestatie ${performance}): beoordeel de startrating (reglement Zwarte Dame a.3)`,
  yes: () => 'ja',
  no: () => 'nee',
  // Keezen pages (website and beamer)
  menuStandingsDisplay: (): string => 'Stand op de beamer',
  publishSummary: (count: number, dir: string) => `${count} pagina’s geschreven in ${dir}`,
};

export const en: typeof nl = {
  menuCrosstable: () => 'Update crosstable and progress',
  menuExplain: () => 'Explain a player’s points…',
  menuPublish: () => 'Make the website’s pages',
  menuRating: () => 'Update club rating',
  menuSeasonEnd: () => 'Close the season',
  explainPromptTitle: () => 'Explanation of the points',
  explainPrompt: () =>
    'Which player’s points do you want explained? Type the name (or first select a cell holding a name).',
  explainNoPlayer: () => 'give the name of a player',

  explainTitle: (name, round) =>
    round === 0
      ? `How ${name}’s points are made up before round 1`
      : `How ${name}’s points are made up after round ${round}`,
  explainRanked: (rank, exact, shown, value) =>
    `Rank ${rank} · ${exact} points (${shown} in the standings) · value for the next round ${value}`,
  explainUnranked: (exact, why) =>
    `${exact} points · not in the standings (${why === 'inactive' ? 'not active' : why === 'removed' ? 'no games played: removed at the end of the season' : 'not taking part yet'})`,
  explainPricing: (mode, after, oscillated) =>
    mode === 'frozen'
      ? 'Each round is computed with the values from before that round and never recomputed (setting recalculation = frozen).'
      : mode === 'classic'
        ? `All rounds are computed again with the values of the standings after round ${after} (setting recalculation = classic).`
        : oscillated
          ? 'The ranking did not settle but kept returning to an earlier order; all rounds are computed with the average of the values of those orders (setting recalculation = iterate).'
          : `All rounds are computed with the values at which the ranking after round ${after + 1} settled (setting recalculation = iterate).`,
  explainTotal: () => 'Total',
  explainOwn: (current) => (current ? 'own value' : 'start value'),
  explainOwnRemoved: (round) => `start value no longer counts (removed after round ${round})`,
  explainWin: () => 'win',
  explainDraw: () => 'draw',
  explainLoss: () => 'loss',
  explainForfeitWin: () => 'forfeit win',
  explainForfeitLoss: () => 'forfeit loss',
  explainExcused: (count) => `excused (${enOrdinal(count)} time)`,
  explainExcusedAfterLimit: (count, limit) => `excused (${enOrdinal(count)} time, more than ${limit})`,
  explainUnexcused: (count) => `absent without notice (${enOrdinal(count)} time)`,
  explainExternal: (count) => `external match (${enOrdinal(count)} time)`,
  explainClubDuty: (count) => `club duty (${enOrdinal(count)} time)`,
  explainBye: (count) => `bye (${enOrdinal(count)} time)`,
  explainPenaltyBye: (count) => `penalty bye (${enOrdinal(count)} time; scored as absent without notice)`,
  explainDoubleForfeit: () => 'double forfeit: no points',
  explainUnplayed: () => 'no result yet: does not count yet',
  explainNotPaired: () => 'neither paired nor reported absent',
  explainNotYetEntered: (from) => `not taking part yet (from round ${from})`,
  explainInactive: (fraction, own) =>
    `opponent no longer active: ${fraction} of the ${own ? 'own value' : 'usual points'}`,
  explainWhite: () => 'white',
  explainBlack: () => 'black',
  explainOfOpponent: () => 'opponent',
  explainOfOwn: () => 'own',
  explainSummary: (name, round, exact) => `Explanation for ${name} after round ${round}: ${exactEn(exact)} points.`,
  unknownPlayerToExplain: (name, suggestion) =>
    `unknown player "${name}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
  chartSaved: (path) => `chart: ${path}`,
  reviewWarning: (name, games, performance) =>
    `${name} has played ${games} games with an estimated rating (performance ${performance}): review the start rating (Zwarte Dame rules a.3)`,
  yes: () => 'yes',
  no: () => 'no',
  menuStandingsDisplay: () => 'Standings on the beamer',
  publishSummary: (count, dir) => `${count} pages written to ${dir}`,
};
