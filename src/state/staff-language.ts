// The staff's language: the account's (chosen in My Profile, kept on the server so e-mails follow
// it), kept on the device too so a start draws in it before the account has loaded; before sign-in,
// the browser's. Signing out wipes it from the device, as every shared-device datum.
import { proxy, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { saveAccountLanguage } from '../api/account-api.ts';
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
    // Front-desk mode and the kiosk, in or out, end a session and start the next of the same account
    // at once: only a device left signed out forgets the language and goes back to the browser's.
    setTimeout(() => {
      if (session.token !== null) return;
      languageChoice.outcome = null;
      removeStored('staffLanguage');
      void setLanguage(browserLanguage());
    }, 0);
  });
  return () => {
    stopAccount();
    stopSignOut();
  };
}

export interface LanguageChoiceOutcome {
  /** Kept on the account (the server said so). */
  saved: boolean;
  /** Why not: the server's sentence, or null with no connection. */
  reason: string | null;
}

/**
 * The staff member chose a language: in force at once and kept on the device, then saved on the
 * account (its other devices and its e-mails follow). Unsaved (offline), it stays this device's.
 */
export async function chooseStaffLanguage(language: Language): Promise<LanguageChoiceOutcome> {
  languageChoice.busy = true;
  languageChoice.outcome = null;
  const outcome = await switchAndSave(language);
  languageChoice.busy = false;
  languageChoice.outcome = outcome;
  return outcome;
}

async function switchAndSave(language: Language): Promise<LanguageChoiceOutcome> {
  const switched = await setLanguage(language);
  if (!switched) return { saved: false, reason: null };
  if (session.token !== null) writeStored('staffLanguage', language);
  const answer = await saveAccountLanguage(language);
  if (answer.ok && session.account !== null) session.account = { ...session.account, language };
  return answer.ok ? { saved: true, reason: null } : { saved: false, reason: answer.status === 0 ? null : answer.data.detail };
}

/**
 * The last choice's progress and outcome, kept here rather than in the chooser: the switch draws
 * every screen again, the chooser included, while the save is still on its way.
 */
const languageChoice = proxy<{ busy: boolean; outcome: LanguageChoiceOutcome | null }>({ busy: false, outcome: null });

export function useLanguageChoice(): { busy: boolean; outcome: LanguageChoiceOutcome | null } {
  return useSnapshot(languageChoice);
}
