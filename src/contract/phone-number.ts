// A phone number as people write it ("+1 (555) 123-4567", "555.010.0100"), kept as its digits and
// a leading +. Shared by the Create user form and /create-user/, so both take and refuse
// the same numbers with the same sentence, and neither drops a typed number without a word.

/** E.164 numbers have at most 15 digits; fewer than 3 is no number anyone can call. */
export const PHONE_DIGITS = { min: 3, max: 15 } as const;
/** Digits with spaces, brackets, dashes, dots and slashes between them, and one + only in front. */
const WRITTEN_PHONE = /^\+?[0-9()\-./ ]+$/;

export const PHONE_STRINGS = {
  invalid: `A phone number is ${String(PHONE_DIGITS.min)} to ${String(PHONE_DIGITS.max)} digits, with an optional + in front; spaces, brackets, dashes and dots are fine.`,
} as const;

export type PhoneReading = { ok: true; phone: string | null } | { ok: false; error: string };

/** Blank is no phone (null); a number is its digits with its leading +; anything else is refused. */
export function readPhone(text: string | null | undefined): PhoneReading {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: true, phone: null };
  const digits = trimmed.replace(/\D/g, '');
  if (!WRITTEN_PHONE.test(trimmed) || digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) {
    return { ok: false, error: PHONE_STRINGS.invalid };
  }
  return { ok: true, phone: `${trimmed.startsWith('+') ? '+' : ''}${digits}` };
}

/**
 * A stored number as people read it: North American ones as '+1 (555) 123-4567' (or '(555)
 * 123-4567' when stored without the country code); any other as stored, since where its country
 * code ends cannot be told from the digits alone.
 */
export function phoneForReading(stored: string | null): string | null {
  if (stored === null) return null;
  const plus = stored.startsWith('+');
  const digits = stored.replace(/\D/g, '');
  const local = (ten: string) => `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  if (plus && digits.length === 11 && digits.startsWith('1')) return `+1 ${local(digits.slice(1))}`;
  if (!plus && digits.length === 10) return local(digits);
  return stored;
}
