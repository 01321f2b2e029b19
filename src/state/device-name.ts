// The name this tablet goes by (docs/design/front-desk.md: the check-in log says which tablet a
// check-in came from, "Tablet K7, offline at 17:19, sent 17:22"). Tablets are not named anywhere else, so each
// device makes itself a short name once and keeps it: it is the device's, not a user's, and stays
// across sign-outs (the wipe removes users' data only). The door view shows it, so the desk can tell
// two tablets at one door apart.
import { readStored, writeStored } from '../config/web-storage.ts';

/** Letters and digits that cannot be mistaken for one another (no O/0, I/1, S/5). */
const ALPHABET = 'ABCDEFGHJKLMNPQRTUVWXY2346789';

function madeName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(2));
  return `Tablet ${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

let held: string | null = null;

/** This device's name, made and kept on first use ("Tablet K7"). */
export function deviceName(): string {
  if (held !== null) return held;
  let name = readStored('deviceName');
  if (name === null) {
    name = madeName();
    // Refused (some private modes): a name for this page's life.
    writeStored('deviceName', name);
  }
  held = name;
  return name;
}
