/**
 * The actions' share of the on-demand part: the code that only the actions
 * used a few times a season run (the season's reports, the website's pages and
 * the Keezen standings page, the TRF file), and the pages shown a few times an
 * evening (the beamer pages of the pairing, the tables and the standings, the
 * score forms: the tabs they write and the draw itself stay in dist/Code.js). The catalogue (catalogue.ts) calls
 * it through this module, which for the command line is a plain module. In
 * dist/Code.js it is not there: the build puts in its place one stub per export
 * that loads dist/OnDemand.html on its first call (src/gas/onDemand.ts says
 * what the on-demand part is and how it is loaded). Only functions are
 * exported here, and nothing a custom function needs.
 */
export { crosstable, endSeason, rating } from './seasonReports';
export { siteOf, websiteDialog } from './publish';
export { keezenBeamerHtml, keezenSiteOf } from './keezenSite';
export { exportTrf, trfPage } from './exchange';
export { pairingHtml } from '../sheet/pairingPage';
export { scoreFormsHtml, tablesBeamerHtml } from '../render/keezenDraw';
export { showExplanation, showPairing, showRound, showSeasonEnd } from './shows';
