/** The languages of every text: a module of its own, so that core's formatting (core/numberText.ts) names it without the catalogues. */
export type Lang = 'nl' | 'en';
