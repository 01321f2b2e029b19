// The staff's language: the account's (chosen in My Profile, kept on the server so e-mails follow
// it), kept on the device too so a start draws in it before the account has loaded; before sign-in,
// the browser's. Signing out wipes it from the device, as every shared-device datum.
import { subscribeKey } from 'valtio/utils';
import { readStored, removeStored, writeStored } from '../config/web-storage.ts';
import { isLanguage, type Language } from '../contract/languages.ts';
import { browserLanguage, setLanguage } from '../i18n/language.ts';
import { onSignOut, session } from './session.ts';

/** The language to draw the first screen in. */
export function startingStaffLanguage(): Language {
  return readStored('staffLanguage') ?? browserLanguage();
}

/** The language an account's info carries (the server's user-info), if any. */
function accountLanguage(account: object | null): Language | null {
  const language = (account as { language?: unknown } | null)?.language;
  return isLanguage(language) ? language : null;
}

/** Follows the signed-in account's language, and the browser's once signed out. Returns the stop. */
export function followStaffLanguage(): () => void {
  const stopAccount = subscribeKey(session, 'account', (account) => {
    const language = accountLanguage(account);
    if (language === null) return;
    writeStored('staffLanguage', language);
    void setLanguage(language);
  });
  const stopSignOut = onSignOut(() => {
    removeStored('staffLanguage');
    // Front-desk mode in or out ends a session and starts the next at once: only a device left
    // signed out goes back to the browser's language (the next account's arrives with its info).
    setTimeout(() => {
      if (session.token === null) void setLanguage(browserLanguage());
    }, 0);
  });
  return () => {
    stopAccount();
    stopSignOut();
  };
}

/** The staff member chose a language: in force at once, kept on the device (and, by the caller, on the account). */
export async function switchStaffLanguage(language: Language): Promise<boolean> {
  const switched = await setLanguage(language);
  if (switched && session.token !== null) writeStored('staffLanguage', language);
  return switched;
}
