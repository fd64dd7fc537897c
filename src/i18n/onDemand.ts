/**
 * The texts only the on-demand part shows (src/gas/onDemand.ts: the season's
 * reports, the website's pages, the TRF file, the new-competition wizard, the
 * help page, the beamer pages and score forms), one file per domain in ./onDemand/. They are part of the one
 * typed catalogue (index.ts), so a missing translation is still a type error;
 * but dist/Code.js carries none of them: its build empties this module, and
 * dist/OnDemand.html adds them (addTexts) when it is loaded. A text that an
 * everyday module shows does not belong here (tests/bundle/onDemand.test.ts).
 */
import * as draw from './onDemand/draw';
import * as exchange from './onDemand/exchange';
import * as season from './onDemand/season';
import * as ui from './onDemand/ui';

export const nl = { ...season.nl, ...ui.nl, ...exchange.nl, ...draw.nl };
export const en: typeof nl = { ...season.en, ...ui.en, ...exchange.en, ...draw.en };
