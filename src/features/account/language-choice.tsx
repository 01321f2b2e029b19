// /profile: the staff member's language. The choice takes effect at once on this device (no reload)
// and is saved on the account, so their other devices and their e-mails follow it.
import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../contract/languages.ts';
import { useLanguage } from '../../i18n/language.ts';
import { chooseStaffLanguage, useLanguageChoice } from '../../state/staff-language.ts';
import { LANGUAGE_CHOICE_STRINGS as S } from './language-strings.ts';

export function LanguageChoice() {
  const id = useId();
  const language = useLanguage();
  const { busy, outcome } = useLanguageChoice();
  const problem = outcome !== null && !outcome.saved ? S.notSaved(outcome.reason ?? S.offline) : null;
  const choose = (value: string) => {
    if (isLanguage(value) && value !== language) void chooseStaffLanguage(value);
  };

  return (
    <div className="field language-choice">
      <label htmlFor={id}>{S.label}</label>
      <select id={id} className="field-input" value={language} disabled={busy} aria-describedby={`${id}-note`} onChange={(event) => choose(event.currentTarget.value)}>
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
      <p className="form-note" id={`${id}-note`}>
        {S.note}
      </p>
      <p role={problem ? 'alert' : 'status'} className={problem ? 'form-error' : 'form-note'}>
        {problem ?? (outcome?.saved ? S.saved : null)}
      </p>
    </div>
  );
}
