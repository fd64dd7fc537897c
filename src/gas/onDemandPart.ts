/**
 * The on-demand part of the add-on (dist/OnDemand.html), as the build
 * (scripts/build.mjs) bundles it: each `export * as` below is one module of
 * the part, and this list is the one place that says what is in it. How and
 * when it is loaded: ./onDemand.ts.
 */
import { addTexts } from '../i18n';
import * as texts from '../i18n/onDemand';

// Loaded into an execution that already runs dist/Code.js: the texts join the catalogue it renders from.
addTexts(texts);

/** The actions used a few times a season (called by their catalogue entries). */
export * as actions from '../actions/onDemand';
/** The new-competition wizard's server side (a new season, or one taken over from a TRF file). */
export * as wizard from './wizard';
/** Help / About. */
export * as help from './viewMenu';
