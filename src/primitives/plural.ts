// ICU plurals without a library: Intl.PluralRules picks the CLDR category of a count in a language
// (English one/other; Spanish one/many/other; Arabic zero/one/two/few/many/other), and `#` in the
// chosen form becomes the count written in that language, as in ICU MessageFormat's `{n, plural, …}`.
// Plain language only: the app and the server's e-mails share it.

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/** A whole number or a decimal as the language writes it ('1,250' in English, '1.250' in Spanish). */
export function formatCount(language: string, count: number): string {
  let format = numbers.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    numbers.set(language, format);
  }
  return format.format(count);
}

/** The form of `forms` for `count` in `language`, with every `#` replaced by the count. */
export function plural(language: string, count: number, forms: PluralForms): string {
  let rule = rules.get(language);
  if (rule === undefined) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const form = forms[rule.select(count)] ?? forms.other;
  return form.includes('#') ? form.replaceAll('#', formatCount(language, count)) : form;
}
