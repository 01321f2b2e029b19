// The residents' app's catalogues: only its own sections (src/i18n/catalogues/<language>/residents/).
import type { CatalogueLoaders } from './language.ts';

export const RESIDENT_CATALOGUES: CatalogueLoaders = {
  es: () => import('./catalogues/i18n-es-residents.ts'),
  ar: () => import('./catalogues/i18n-ar-residents.ts'),
};
