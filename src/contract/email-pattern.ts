// What counts as an e-mail address, everywhere: the sign-in and create-user forms, the server's
// `format: 'email'` (server/http/validator-compiler.ts) and the dataset import. A dot-atom local part
// and a domain of at least two labels (Ajv's "full" email format, which the server used before),
// so an address the forms accept is one the server accepts, and the other way round.
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}
