// The resident's language: the one kept on their account (chosen on /r/me, so the server's e-mails
// follow it too), kept on the device as well so the next start draws in it at once; before sign-in,
// the browser's. Signing out wipes it from the device with the rest of the resident's things.
import { readStored, removeStored, writeStored } from '../config/web-storage.ts';
import { languageOf, type Language } from '../contract/languages.ts';
import { browserLanguage, setLanguage } from '../i18n/language.ts';
import { residentApi } from './resident-api.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

/** The language to draw the first screen in: the signed-in resident's, else the browser's. */
export function startingResidentLanguage(): Language {
  return readStored('residentLanguage') ?? browserLanguage();
}

/** The account's language tag (from its settings), when it holds one: in force, and kept on the device. */
export function adoptAccountLanguage(tag: string | null): void {
  if (tag === null) return;
  const language = languageOf(tag);
  writeStored('residentLanguage', language);
  void setLanguage(language);
}

/** Just signed in: once the account's settings arrive, its language (if it has one) is followed. */
export async function followAccountLanguage(token: string): Promise<void> {
  const answer = await residentApi.settings(token);
  if (answer.ok) adoptAccountLanguage(answer.data.language);
}

/** Signed out: nothing of the resident's choice stays on the device; the browser's language again. */
export function forgetResidentLanguage(): void {
  removeStored('residentLanguage');
  void setLanguage(browserLanguage());
}

let latestChoice: Language | null = null;
/** Saves go one after the other, so the account ends with the last choice even when answers are slow. */
let saving: Promise<unknown> = Promise.resolve();

/**
 * The resident chose `language` on /r/me: in force at once (no reload), kept on the device and saved
 * on the account. Answers the sentence to show when it could not be switched or saved, else null
 * (also when a later choice replaced this one meanwhile: that one's outcome is what counts).
 */
export async function chooseResidentLanguage(token: string, language: Language): Promise<string | null> {
  latestChoice = language;
  const switched = await setLanguage(language);
  if (latestChoice !== language) return null;
  // Its catalogue could not be loaded (offline before it was ever fetched): nothing changed.
  if (!switched) return S.offline;
  writeStored('residentLanguage', language);
  const save = saving.then(() => residentApi.settings(token, { language }));
  saving = save.catch(() => undefined);
  const answer = await save;
  if (latestChoice !== language) return null;
  return answer.ok ? null : answer.message;
}
