// "Language" on /r/me: a native <select> (the keyboard, screen readers and a phone's own picker all
// know it), each language named in itself, so a resident finds theirs whatever is on screen. Choosing
// switches at once, without a reload, and saves it on the account (resident-language.ts).
//
// The switch draws the routed screens anew (resident-app.tsx keys them by the language), so this
// chooser is mounted again: what must outlive that (the focus, a refusal's sentence) is kept here.
import { useEffect, useRef, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../contract/languages.ts';
import { useLanguage } from '../i18n/language.ts';
import { chooseResidentLanguage } from './resident-language.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

const chooser = proxy<{ error: string | null; refocus: boolean }>({ error: null, refocus: false });

export function LanguageChooser({ token }: { token: string }) {
  const language = useLanguage();
  const { error } = useSnapshot(chooser);
  // The choice shows at once, while its catalogue loads.
  const [chosen, setChosen] = useState<Language | null>(null);
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // Mounted again by the switch this chooser made: the focus comes back where the resident was.
    if (chooser.refocus) {
      chooser.refocus = false;
      select.current?.focus();
    }
    return () => {
      // Left for good (not mounted again by a switch): its sentence is not said again on a later visit.
      if (!chooser.refocus) chooser.error = null;
    };
  }, []);

  const onChange = async (next: string) => {
    if (!isLanguage(next) || next === language) return;
    setChosen(next);
    chooser.error = null;
    chooser.refocus = true;
    const problem = await chooseResidentLanguage(token, next);
    chooser.error = problem;
    // Not switched (no new mount to take the focus back): the focus never left.
    if (problem !== null) chooser.refocus = false;
    setChosen(null);
  };

  return (
    // Not a named region: the select's own label says it all, once.
    <section className="r-card r-setting">
      <label htmlFor="r-language">
        {S.languageLabel}
      </label>
      <select
        ref={select}
        id="r-language"
        className="r-select"
        value={chosen ?? language}
        aria-describedby={error !== null ? 'r-language-error' : undefined}
        onChange={(event) => void onChange(event.currentTarget.value)}
      >
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
      {error !== null ? (
        <p id="r-language-error" role="alert" className="r-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
