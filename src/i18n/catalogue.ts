// The message catalogue. Each screen's texts stay where they were written, in English (the
// specification's own words), as one section: `defineMessages('door', { … })`. What the section
// returns reads the chosen language's translation of each key when one is installed, else the
// English, so a screen's code names a message once (`S.checkIn`) whatever the language.
//
// Translations live in src/i18n/catalogues/<language>/, one file per section, each typed by its
// English section (`satisfies Translation<typeof DOOR_EN>`): a key missing or extra, or a message
// whose parameters differ, fails the type check. Only the chosen language's catalogue is loaded
// (language.ts), as its own chunk.
import type { Language } from '../contract/languages.ts';

export type { Translation } from '../contract/translation.ts';

/** A language's whole catalogue: section name → its translation. */
export type Catalogue = Record<string, object>;

const englishSections = new Map<string, object>();
let installed: { language: Language; catalogue: Catalogue | null } = { language: 'en', catalogue: null };

/** A section of English messages, read through the installed translation. */
export function defineMessages<T extends object>(section: string, english: T): T {
  englishSections.set(section, english);
  return new Proxy(english, {
    get(target, key) {
      const translated = installed.catalogue?.[section] as Record<string | symbol, unknown> | undefined;
      return translated !== undefined && key in translated ? translated[key] : Reflect.get(target, key);
    },
  });
}

/** Every English section defined so far (the catalogue check compares translations with them). */
export function englishCatalogue(): ReadonlyMap<string, object> {
  return englishSections;
}

/** Puts a language's catalogue in force (null: English). The screens read it on their next render. */
export function installCatalogue(language: Language, catalogue: Catalogue | null): void {
  installed = { language, catalogue };
}

/** The language whose messages are in force. */
export function activeLanguage(): Language {
  return installed.language;
}
