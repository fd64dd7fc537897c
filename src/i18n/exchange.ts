/** Messages of the exchange with the chess world: TRF export and import, rating lists, KeizerForClubs. */
export const nl = {
  menuTrfExport: () => 'TRF-bestand exporteren (rating)…',
};

export const en: typeof nl = {
  menuTrfExport: () => 'Export TRF file (rating)…',
};
