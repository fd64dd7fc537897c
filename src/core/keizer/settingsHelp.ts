/**
 * The one-line explanation of every Keizer setting (settings.ts, with the pairing's of pairing/settings.ts), in both languages: the Uitleg
 * column of the Instellingen tab the new-competition wizard writes. Kept apart
 * from the definitions, which every execution reads, because only the wizard
 * shows them; a setting
 * without its explanation is a type error.
 */
import type { SettingsHelp } from '../settings/spec';
import type { keizerSettingsSpec } from './settings';

export const KEIZER_SETTINGS_HELP: SettingsHelp<typeof keizerSettingsSpec> = {
  preset: {
    nl: 'Voorinstelling: zwartedame, ladder200, frozen of keizerforclubs. Elke instelling hieronder overschrijft haar.',
    en: 'Preset: zwartedame, ladder200, frozen or keizerforclubs. Every setting below overrides it.',
  },
  topValue: {
    nl: 'Waarde van de nummer 1; leeg = uit topValueRatio als die er is, anders topValueFactor × aantal spelers, naar boven afgerond.',
    en: 'Value of rank 1; empty = from topValueRatio when given, else topValueFactor × number of players, rounded up.',
  },
  topValueRatio: {
    nl: 'Verhouding eerste/laatste waarde r (KeizerForClubs, daar standaard 3): als topValue leeg is, is de nummer 1 (N − 1) × r / (r − 1), half naar even afgerond, N = de spelers in de ranglijst.',
    en: 'Ratio of first to last value r (KeizerForClubs, default 3 there): when topValue is empty, rank 1 is (N − 1) × r / (r − 1), rounded half to even, N = the players in the ranking.',
  },
  topValueFactor: {
    nl: 'Factor voor de hoogste waarde als topValue leeg is (standaard 1,5, reglement Zwarte Dame A.1): factor × de deelnemers vanaf ronde 1, naar boven afgerond. Een speler met Actief = nee die nooit in Uitslagen staat, telt niet mee; wie speelde en daarna stopte wel; latere instromers niet.',
    en: 'Factor for the top value when topValue is empty (default 1.5, Zwarte Dame rules A.1): factor × the participants from round 1, rounded up. A player with Active = no who is never in Results does not count; one who played and then stopped does; late entrants do not.',
  },
  valueStep: {
    nl: 'Verschil in waarde tussen twee opeenvolgende plaatsen.',
    en: 'Difference in value between two consecutive ranks.',
  },
  bottomValue: {
    nl: 'Waarde van de laatste plaats; ingevuld = lineaire ladder van topValue naar bottomValue (bijv. 200→100), afgerond op hele getallen. De ladder loopt over de spelers in de ranglijst: gaan aan het eind van het seizoen de spelers met 0 partijen eruit (reglement Zwarte Dame A.11), dan loopt hij over wie overblijft (de nummer 1 houdt topValue, de laatste bottomValue, de stappen worden groter).',
    en: 'Value of the last rank; when given, a linear ladder from topValue to bottomValue (e.g. 200→100), rounded to whole numbers. The ladder runs over the players in the ranking: when the players with 0 games leave it at the end of the season (Zwarte Dame rules A.11), it runs over those left (number 1 keeps topValue, the last bottomValue, the steps grow).',
  },
  startOrder: {
    nl: 'Beginvolgorde: combined (eindstand vorig seizoen + ratinglijst), rating, previous (vorige eindstand) of given (kolom Startplaats).',
    en: 'Start order: combined (last season + rating list), rating, previous (last season) or given (column Start rank).',
  },
  ownValue: {
    nl: 'Eigen waarde in de score: start (vaste beginwaarde), current (huidige waarde) of none.',
    en: 'Own value in the score: start (the fixed start value), current (the current value) or none.',
  },
  ownValueUntilRound: {
    nl: 'Na deze ronde wordt de eigen waarde bij de herberekening verwijderd (0 = nooit meetellen).',
    en: 'After this round the own value is removed at the recalculation (0 = never counted).',
  },
  win: { nl: 'Winst: deel van de waarde van de tegenstander.', en: 'Win: fraction of the opponent’s value.' },
  draw: { nl: 'Remise: deel van de waarde van de tegenstander.', en: 'Draw: fraction of the opponent’s value.' },
  loss: { nl: 'Verlies: deel van de waarde van de tegenstander.', en: 'Loss: fraction of the opponent’s value.' },
  forfeitWin: {
    nl: 'Reglementaire winst (+-): deel van de waarde van de tegenstander.',
    en: 'Forfeit win (+-): fraction of the opponent’s value.',
  },
  forfeitLoss: {
    nl: 'Reglementair verlies (-+): deel van de eigen waarde.',
    en: 'Forfeit loss (-+): fraction of the own value.',
  },
  recalculation: {
    nl: 'Herberekening: classic (na elke ronde alle ronden opnieuw berekenen met de waarden uit de ranglijst van vóór die ronde), iterate (zo vaak opnieuw berekenen tot de ranglijst vaststaat) of frozen (elke ronde één keer berekend, met de waarden van vóór die ronde).',
    en: 'Recalculation: classic (after each round, compute all rounds again with the values of the ranking before that round), iterate (compute again until the ranking settles) or frozen (each round computed once, with the values from before it).',
  },
  excused: {
    nl: 'Afgemeld: deel van de eigen waarde, de eerste excusedLimit keer.',
    en: 'Excused absence: fraction of the own value, the first excusedLimit times.',
  },
  excusedLimit: {
    nl: 'Aantal afmeldingen tegen het volle tarief.',
    en: 'Number of excused absences at the full rate.',
  },
  excusedAfterLimit: {
    nl: 'Afgemeld na excusedLimit keer: deel van de eigen waarde.',
    en: 'Excused after excusedLimit times: fraction of the own value.',
  },
  unexcused: {
    nl: 'Niet (tijdig) afgemeld: deel van de eigen waarde.',
    en: 'Absent without notice: fraction of the own value.',
  },
  external: {
    nl: 'Externe wedstrijd voor de club: deel van de eigen waarde.',
    en: 'External match for the club: fraction of the own value.',
  },
  clubDuty: {
    nl: 'Clubtaak (bijv. arbiter): deel van de eigen waarde.',
    en: 'Club duty (e.g. arbiter): fraction of the own value.',
  },
  bye: {
    nl: 'Oneven (niet ingedeeld): deel van de eigen waarde.',
    en: 'Bye (odd number present): fraction of the own value.',
  },
  rounds: { nl: 'Aantal ronden van de competitie.', en: 'Number of rounds in the competition.' },
  decimals: {
    nl: 'Decimalen in de getoonde punten (Sevilla toont 0).',
    en: 'Decimals in the points shown (Sevilla shows 0).',
  },
  lateEntry: {
    nl: 'Waar een speler met "Vanaf ronde" in de ranglijst komt: rating (op de plaats van zijn rating onder de spelers in de ranglijst) of bottom (onderaan).',
    en: 'Where a player with "From round" enters the standings: rating (at the place of his rating among the players in the standings) or bottom.',
  },
  inactiveGames: {
    nl: 'Partijen tegen een speler die niet meer actief is (Actief = nee): deel van de gewone punten (100% = telt gewoon mee, 0% = telt niet).',
    en: 'Games against a player who is no longer active (Active = no): fraction of the usual points (100% = counts in full, 0% = not at all).',
  },
  inactiveGamesValue: {
    nl: 'Partijen tegen een speler die niet meer actief is, geprijsd met de waarde van: opponent (de tegenstander) of own (de speler zelf, zoals KeizerForClubs).',
    en: 'Games against a player who is no longer active, priced with the value of: opponent or own (the player himself, as KeizerForClubs does).',
  },
  barrageMargin: {
    nl: 'Barrage als het verschil tussen nummer 1 en 2 ten hoogste dit deel van de hoogste waarde (de waarde van de nummer 1) is (standaard 50%, reglement Zwarte Dame e.2).',
    en: 'Play-off when the difference between numbers 1 and 2 is at most this fraction of the highest value (the value of number 1) (default 50%, Zwarte Dame rules e.2).',
  },
  prizeMinRounds: {
    nl: 'Aantal ronden dat een speler moet hebben gespeeld voor de 1e en 3e prijs en de ratingprijs; leeg = de helft van rounds + 1, naar boven afgerond (standaard leeg, reglement Zwarte Dame g).',
    en: 'Rounds a player must have played for the 1st and 3rd prize and the rating prize; empty = half of rounds + 1, rounded up (default empty, Zwarte Dame rules g).',
  },
  prizeCountsByes: {
    nl: 'Een oneven telt als gespeelde ronde voor de prijzen (standaard ja, reglement Zwarte Dame g).',
    en: 'A bye counts as a round played for the prizes (default yes, Zwarte Dame rules g).',
  },
  prizeCountsExternal: {
    nl: 'Afwezig voor een externe clubwedstrijd telt als gespeelde ronde voor de prijzen (standaard ja, reglement Zwarte Dame g).',
    en: 'Absent for an external club match counts as a round played for the prizes (default yes, Zwarte Dame rules g).',
  },
  prizeCountsClubDuty: {
    nl: 'Een clubtaak telt als gespeelde ronde voor de prijzen.',
    en: 'A club duty counts as a round played for the prizes.',
  },
  ratingPrizePassOn: {
    nl: 'Als wie de meeste ratingpunten won te weinig ronden speelde: nee = de ratingprijs wordt niet uitgereikt (zo staat het er, reglement Zwarte Dame g.3), ja = hij gaat naar de volgende die genoeg ronden speelde.',
    en: 'When the player who gained most rating points played too few rounds: no = the rating prize is not awarded (as written, Zwarte Dame rules g.3), yes = it goes to the next player who played enough rounds.',
  },
  prizeCountsForfeitWins: {
    nl: 'Een reglementaire winst (de tegenstander kwam niet) telt als gespeelde ronde voor de prijzen.',
    en: 'A forfeit win (the opponent did not come) counts as a round played for the prizes.',
  },
  ratingK: {
    nl: 'K-factor van de clubrating: nieuwe rating = oude + K × (score − verwachte score).',
    en: 'K-factor of the club rating: new rating = old + K × (score − expected score).',
  },
  ratingTable: {
    nl: 'Verwachte score: fide (de FIDE/KNSB-tabel, in honderdsten) of logistic (1 / (1 + 10^(−verschil/400)), afgerond op honderdsten).',
    en: 'Expected score: fide (the FIDE/KNSB table, in hundredths) or logistic (1 / (1 + 10^(−difference/400)), rounded to hundredths).',
  },
  ratingMaxDifference: {
    nl: 'Een groter ratingverschil telt als dit verschil (FIDE: 400).',
    en: 'A larger rating difference counts as this difference (FIDE: 400).',
  },
  estimatedReviewGames: {
    nl: 'Na zoveel partijen wordt een geschatte rating (kolom Geschat) gemeld om te beoordelen (standaard 8, reglement Zwarte Dame a.3).',
    en: 'After this many games an estimated rating (column Estimated) is flagged for review (default 8, Zwarte Dame rules a.3).',
  },
  maxMeetings: {
    nl: 'Hoe vaak twee spelers hoogstens tegen elkaar spelen (standaard 4, reglement Zwarte Dame A.4).',
    en: 'How often two players meet at most (default 4, Zwarte Dame rules A.4).',
  },
  minOtherOpponents: {
    nl: 'Andere tegenstanders die beide spelers sinds hun vorige partij tegen elkaar gehad moeten hebben (standaard 6, reglement Zwarte Dame A.4).',
    en: 'Other opponents both players must have had since their last game together (default 6, Zwarte Dame rules A.4).',
  },
  otherOpponentsCount: {
    nl: 'Andere tegenstanders tellen als distinct (verschillende spelers) of games (partijen). Oneven, afwezigheid en reglementaire uitslagen tellen nooit.',
    en: 'Other opponents count as distinct (different players) or games. Byes, absences and forfeits never count.',
  },
  maxColourDiff: {
    nl: 'Hoogste verschil tussen partijen met wit en met zwart (standaard 3, reglement Zwarte Dame A.5).',
    en: 'Largest difference between games with white and with black (default 3, Zwarte Dame rules A.5).',
  },
  maxColourRun: {
    nl: 'Hoogstens zoveel partijen achter elkaar met dezelfde kleur (standaard 4, reglement Zwarte Dame A.6).',
    en: 'At most this many games in a row with the same colour (default 4, Zwarte Dame rules A.6).',
  },
  colourRunBrokenByAbsence: {
    nl: 'ja: een ronde zonder partij (afwezig, oneven, reglementair) onderbreekt een kleurreeks; nee: alleen gespeelde partijen tellen.',
    en: 'yes: a round without a game (absent, bye, forfeit) breaks a colour run; no: only games played count.',
  },
  reverseColoursOnRematch: {
    nl: 'Bij een nieuwe ontmoeting de kleuren van de vorige partij omdraaien (standaard ja, reglement Zwarte Dame A.7).',
    en: 'On a rematch, reverse the colours of the previous game (default yes, Zwarte Dame rules A.7).',
  },
  colourConflict: {
    nl: 'Als omdraaien een kleurgrens breekt: skip (het paar speelt deze ronde niet) of limits (de grenzen gaan voor, kleuren niet omgedraaid).',
    en: 'When reversing breaks a colour limit: skip (the pair does not meet this round) or limits (the limits win, colours not reversed).',
  },
  maxByes: {
    nl: 'Hoe vaak een speler hoogstens oneven is per competitie (standaard 1, reglement Zwarte Dame A.10). Een straf-oneven telt niet mee.',
    en: 'How many byes a player gets at most per competition (default 1, Zwarte Dame rules A.10). A penalty bye does not count.',
  },
  byeChoice: {
    nl: 'Wie is oneven: lowest (de laagst geplaatste die nog mag) of fewest (wie de minste onevens had, dan de laagst geplaatste).',
    en: 'Who gets the bye: lowest (the lowest-ranked eligible player) or fewest (fewest byes so far, then lowest-ranked).',
  },
  relaxation: {
    nl: 'Als er geen indeling binnen de regels bestaat, versoepel in deze volgorde, één stap per woord: colourRun (reeks +1), colourDiff (verschil +1), otherOpponents (één andere tegenstander minder), reverse (niet omdraaien), meetings (één ontmoeting meer), byes (een oneven meer), category (één categorie verder). Is de lijst op en is er nog steeds geen indeling, dan gaat het door: de regels van de lijst nog eens in dezelfde volgorde, één stap per regel die nog iets te versoepelen heeft, dan de regels die niet op de lijst staan, tot er een indeling is; elke stap wordt genoemd. Alleen als zelfs dan geen indeling bestaat (Nooit tegen elkaar geldt altijd), deelt u handmatig in. Leeg: de standaard; "geen": nooit versoepelen.',
    en: 'When no pairing within the rules exists, relax in this order, one step per word: colourRun (run +1), colourDiff (difference +1), otherOpponents (one other opponent fewer), reverse (no reversal), meetings (one meeting more), byes (one bye more), category (one category further). When the list is used up and there is still no pairing, it goes on: the rules of the list again in the same order, one step per rule that has something left to relax, then the rules not on the list, until a pairing exists; every step is named. Only when even then no pairing exists (Never paired always holds) do you pair by hand. Empty: the default; "none": never relax.',
  },
  pairingSeed: {
    nl: 'Basis van de loting (kleuren ronde 1 en gelijke kleurvoorkeuren). Leeg is ook goed; de loting van elke ronde staat op het tabblad Indeling.',
    en: 'Base of the draw (round-1 colours and equal colour preferences). Empty is fine too; each round’s seed is shown on the Pairing tab.',
  },
  categories: {
    nl: 'Categorieën (kolom Categorie in Spelers): off, same (alleen dezelfde) of adjacent (dezelfde of een aangrenzende). Spelers zonder categorie mogen tegen iedereen.',
    en: 'Categories (column Category in Players): off, same (only the same) or adjacent (same or next). Players without a category may meet anyone.',
  },
  categoryOrder: {
    nl: 'Volgorde van de categorieën, met komma’s (bijv. A, B, C); leeg: alfabetisch.',
    en: 'Order of the categories, comma-separated (e.g. A, B, C); empty: alphabetical.',
  },
  pairingMethod: {
    nl: 'global: over alle borden samen zo weinig mogelijk afstand in de ranglijst (per bord telt het aantal spelers ertussen in het kwadraat, zodat één grote sprong zwaarder weegt dan twee kleine); topDown: eerst nummer 1 zo dichtbij mogelijk, dan nummer 2, enzovoort.',
    en: 'global: as little distance in the standings as possible over all boards together (each board counts the number of players ranked in between, squared, so one big gap weighs more than two small ones); topDown: first number 1 as close as possible, then number 2, and so on.',
  },
};
