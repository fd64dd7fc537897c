/**
 * The night as the catalogue's entries see it when the sidebar asks whether they can run: the round or
 * evening shown and its steps. Kept apart from the steps themselves (steps.ts) so that the views that make
 * the steps (clubNight.ts, keezenNight.ts) and the catalogue that reads them import downwards only.
 */
import type { RoundView } from './clubNight';
import type { KeezenNightView } from './keezenNight';
import type { NightStep } from './steps';

export type Night =
  | { readonly type: 'keizer'; readonly view: RoundView; readonly steps: readonly NightStep[] }
  | { readonly type: 'keezen'; readonly view: KeezenNightView; readonly steps: readonly NightStep[] };
