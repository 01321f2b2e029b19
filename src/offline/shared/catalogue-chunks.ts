// The languages' catalogues are chunks of their own (assets/i18n-es-<hash>.js, from
// src/i18n/catalogues/i18n-es.ts): not precached with the shell, so a reader downloads only the
// language they use; kept by the worker once fetched, so that language opens offline too.
// Worker-safe: the build config and the worker both read it.
import { LANGUAGES } from '../../contract/languages.ts';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

/** A language's catalogue chunk, by its path as the build writes it. */
export const CATALOGUE_CHUNK = new RegExp(`^/assets/i18n-(${TRANSLATED.join('|')})-[\\w-]+\\.js$`);
/** The build's glob for the same files (left out of the precache). */
export const CATALOGUE_CHUNK_GLOB = `assets/i18n-{${TRANSLATED.join(',')}}-*.js`;
