// Text of another direction inside a sentence (a resident's name in Latin letters inside Arabic, an
// address, a unit): wrapped in a first-strong isolate, it keeps its own direction and the sentence's
// punctuation keeps its place ("Aiden B.، الوحدة 11A" rather than the name's full stop on the far
// side). Plain language only: the app's catalogues and the server's e-mails share it.

/** `text` set apart in its own direction (U+2068 … U+2069). */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
