// The language in force on this device, and switching it without a reload: the chosen language's
// catalogue is fetched (its own chunk: a Spanish reader never downloads the Arabic), installed, and
// `<html lang dir>` set; then the app roots, which read `languageState`, draw everything again.
// Which language: the account's (staff in My Profile, residents on /r/me) once known, kept on the
// device so the next start draws in it at once; before sign-in, the browser's.
import { proxy, useSnapshot } from 'valtio';
import { DEFAULT_LANGUAGE, DIRECTIONS, languageOf, type Language } from '../contract/languages.ts';
import { installCatalogue, type Catalogue } from './catalogue.ts';

export type CatalogueLoaders = Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>>;

/** The staff portal's: every section. */
let loaders: CatalogueLoaders = {
  es: () => import('./catalogues/i18n-es.ts'),
  ar: () => import('./catalogues/i18n-ar.ts'),
};

/** An app whose catalogues are its own (the residents', src/i18n/residents-catalogues.ts), set before the first setLanguage. */
export function setCatalogueLoaders(own: CatalogueLoaders): void {
  loaders = own;
}

export const languageState = proxy<{ language: Language }>({ language: DEFAULT_LANGUAGE });

let wanted: Language = DEFAULT_LANGUAGE;

/** The browser's language among ours (English when it prefers none of them). */
export function browserLanguage(): Language {
  return languageOf(typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * Makes `language` the one in force: loads its catalogue first (a failed load, offline before it was
 * ever fetched, keeps the language in force and answers false). The last call wins.
 */
export async function setLanguage(language: Language): Promise<boolean> {
  wanted = language;
  let catalogue: Catalogue | null = null;
  if (language !== 'en') {
    try {
      catalogue = (await loaders[language]()).default;
    } catch {
      return false;
    }
  }
  if (wanted !== language) return false;
  installCatalogue(language, catalogue);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = DIRECTIONS[language];
  }
  languageState.language = language;
  return true;
}

/** The language in force, for a component that must draw again when it changes. */
export function useLanguage(): Language {
  return useSnapshot(languageState).language;
}
