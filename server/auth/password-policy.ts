// What a new password may not be, beyond the schema's length rules (server/http/field-schemas.ts):
// the account's own e-mail (or its name part), or one of the passwords that are tried first in any
// guessing attack. Applied wherever a password is set: change (update-password) and reset.
import { localized } from '../i18n/server-messages.ts';

/**
 * The most common passwords of 8+ characters (shorter ones fail the length rule already), from the
 * public breach-frequency lists, compared case-insensitively. Small on purpose: it stops the
 * guesses an attacker makes first, not every weak password.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '987654321', '11111111', '00000000',
  '88888888', '12341234', '12121212', '123123123', '11223344', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  'zaq12wsx', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'asdfghjk', 'asdfasdf', 'zxcvbnm1',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'basketball', 'superman',
  'starwars', 'computer', 'whatever', 'trustno1', 'letmein1', 'welcome1', 'welcome123', 'changeme',
  'admin123', 'administrator', 'master12', 'dragon12', 'charlie1', 'freedom1', 'michelle', 'jennifer',
  'jordan23', 'liverpool', 'chelsea1', 'arsenal1', 'mustang1', 'shadow12', 'monkey12', 'abc12345',
  'abcd1234', 'aa123456', 'a1b2c3d4', 'q1w2e3r4', 'internet', 'hello123', 'football1', 'login123',
  'letmein123', 'secret123', 'welcome2026', 'password2026', 'summer2026', 'winter2026', 'spring2026',
]);

export const PASSWORD_POLICY_STRINGS = localized(
  {
    sameAsEmail: 'Password must not be your e-mail address.',
    tooCommon: 'Password is too common. Choose one that is harder to guess.',
  },
  {
    es: {
      sameAsEmail: 'La contraseña no debe ser su dirección de correo electrónico.',
      tooCommon: 'La contraseña es demasiado común. Elija una que sea más difícil de adivinar.',
    },
    ar: {
      sameAsEmail: 'يجب ألا تكون كلمة المرور هي عنوان بريدك الإلكتروني.',
      tooCommon: 'كلمة المرور شائعة جدًا. اختر كلمة مرور يصعب تخمينها.',
    },
  },
);

/** The sentence to answer with, or null when `password` may be used by the account of `email`. */
export function passwordProblem(password: string, email: string): string | null {
  const lowered = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (lowered === address || lowered === address.split('@')[0]) return PASSWORD_POLICY_STRINGS.sameAsEmail;
  if (COMMON_PASSWORDS.has(lowered)) return PASSWORD_POLICY_STRINGS.tooCommon;
  return null;
}
