/**
 * The Draw part of the add-on (dist/Draw.html), as the build
 * (scripts/build.mjs) bundles it: the draw of a round, one click per round —
 * the Keezen draw ("Tafelindeling maken": the team draw, the partner draw with
 * its exact search and proven tables) and the Keizer pairing's engine, with the
 * matching core both use. Each `export * as` below is one module of the part,
 * and this list is the one place that says what is in it; its texts are
 * ../i18n/drawPart.ts. How and when it is loaded: ./onDemand.ts.
 *
 * What reads the tabs of a drawn round stays in dist/Code.js: the Keizer
 * confirm and its checker, Ronde vastleggen, the views. Ronde vastleggen runs
 * the draw again, and so loads this part, only to tell a repeat the engine
 * could not avoid from an edit's.
 */
import { addTexts } from '../i18n';
import * as texts from '../i18n/drawPart';

// Loaded into an execution that already runs dist/Code.js: the texts join the catalogue it renders from.
addTexts(texts);

/** "Tafelindeling maken" (called by its catalogue entries). */
export * as draw from '../actions/draw';
/** The team draw of NK and neighbourhood-league events. */
export * as teams from '../core/keezen/draw/teams';
/** The partner draw of a games night. */
export * as players from '../core/keezen/draw/players';
/** The Keizer pairing's engine ("Indeling maken": the matching of a round, its relaxations and explanation). */
export * as pairing from '../core/keizer/pairing/engine';
