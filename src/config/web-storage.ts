// Everything the app keeps in Web Storage, in one place: each key once (STORAGE_KEYS), with the area
// it lives in and the shape its value is checked against when read. Nothing else touches
// localStorage or sessionStorage (a lint rule holds it), so a new key is one line here and a tablet
// upgraded in place keeps what an earlier version stored: a key renamed keeps its former name,
// and the first read moves the value across.
//
// localStorage is the device's and outlives the tab (the session, so a reload keeps it and other
// tabs hear of a change; the kiosk; the tablet's name). sessionStorage is the tab's (a choice on
// screen that a reload keeps and a new tab does not). Storage can refuse at any moment (private
// modes, a full quota, a blocked origin): a read then finds nothing and a write keeps nothing, and
// the caller carries on with what it holds in memory.
//
// Worker-safe: no DOM types, so the service worker's shared code may import it too.

/** The part of the Storage interface used here (the worker's build has no DOM types). */
export interface WebStorageArea {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

import { isLanguage, type Language } from '../contract/languages.ts';

type AreaName = 'local' | 'session';

/**
 * Every key, by what it holds. `key` is the name in storage (kept as earlier versions wrote it
 * unless `formerKey` says it moved); `prefix` marks a family of keys, one per line kept.
 */
export const STORAGE_KEYS = {
  /** The signed-in session: its token and when it was issued. */
  session: { area: 'local', key: 'hom.session' },
  /** This device runs the self check-in kiosk for a building (kiosk-mode.ts). */
  kiosk: { area: 'local', key: 'hom.kiosk' },
  /** The tablet's own name ("Tablet K7"), made once and kept across sign-outs. */
  deviceName: { area: 'local', key: 'hom.device-name', formerKey: 'hom-device-name' },
  /** When the offline warm-up last completed, and for which account. */
  offlineReady: { area: 'local', key: 'hom.offline-ready' },
  /** The outbox's write-ahead journal: one key per write, this prefix and its Idempotency-Key. */
  outboxJournal: { area: 'local', prefix: 'hom-outbox-journal:' },
  /** Reload was pressed for a new version moments ago (update-accepted.ts). */
  updateAccepted: { area: 'session', key: 'hom.update-accepted', formerKey: 'hom-update-accepted' },
  /** The manager's chosen building on the dashboards (absent: all buildings). */
  buildingChoice: { area: 'session', key: 'hom.building-choice' },
  /** The user and tab open on the users page. */
  usersSelection: { area: 'session', key: 'hom.users.selection' },
  /** The event whose roster is open on the Events screen. */
  eventsSelection: { area: 'session', key: 'hom.events.selection' },
  /** A resident's own session in the residents' app (/r/): apart from the staff one, so either signs out alone. */
  residentSession: { area: 'local', key: 'hom.resident-session' },
  /** Whether a scan at the door or the kiosk beeps ('on'/'off'): the device's, as the tablet sits in a loud or quiet lobby. */
  scanSound: { area: 'local', key: 'hom.scan-sound' },
  /** The signed-in staff account's language, so the next start draws in it before the account loads; wiped at sign-out. */
  staffLanguage: { area: 'local', key: 'hom.staff-language' },
  /** The signed-in resident's language (the residents' app), kept the same way; wiped at the resident's sign-out. */
  residentLanguage: { area: 'local', key: 'hom.resident-language' },
} as const;

type KeyEntries = typeof STORAGE_KEYS;
/** A key holding one value (not a prefix). */
export type StorageKeyName = { [K in keyof KeyEntries]: KeyEntries[K] extends { key: string } ? K : never }[keyof KeyEntries];

/** How a value is written as text and read back; `decode` answers null for anything it would not have written. */
interface Codec<T> {
  decode(raw: string): T | null;
  encode(value: T): string;
}

const text: Codec<string> = { decode: (raw) => raw, encode: (value) => value };

/** A database id, written as its digits: anything but a whole number above 0 reads as nothing. */
const positiveId: Codec<number> = {
  decode(raw) {
    const value = Number(raw);
    return Number.isInteger(value) && value > 0 ? value : null;
  },
  encode: String,
};

/** A switch, written 'on' or 'off'. */
const onOff: Codec<boolean> = {
  decode: (raw) => (raw === 'on' ? true : raw === 'off' ? false : null),
  encode: (value) => (value ? 'on' : 'off'),
};

/** One of the product's languages ('en', 'es', 'ar'); anything else reads as nothing. */
const language: Codec<Language> = { decode: (raw) => (isLanguage(raw) ? raw : null), encode: (value) => value };

function json<T>(check: (fields: Record<string, unknown>) => T | null): Codec<T> {
  return {
    decode(raw) {
      const value: unknown = JSON.parse(raw);
      return value !== null && typeof value === 'object' ? check(value as Record<string, unknown>) : null;
    },
    encode: (value) => JSON.stringify(value),
  };
}

export interface StoredSession {
  token: string;
  /** Epoch ms of the sign-in. */
  sessionTime: number;
}

/**
 * The stored session's text read back, or null when it is not one the app would take. Names nothing
 * outside itself: the sign-in gate inlines its source into index.html (sign-in-gate.ts).
 */
export function parseStoredSession(raw: string | null): StoredSession | null {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value === null || typeof value !== 'object') return null;
    const { token, sessionTime } = value as Record<string, unknown>;
    return typeof token === 'string' && token !== '' && typeof sessionTime === 'number' ? { token, sessionTime } : null;
  } catch {
    return null;
  }
}

/**
 * The text kept under a localStorage key; throws when storage is unreadable. Names nothing outside
 * itself, for the same reason as parseStoredSession: it runs in index.html before any module.
 */
export function readLocalItem(key: string): string | null {
  return (globalThis as unknown as { localStorage: WebStorageArea }).localStorage.getItem(key);
}

export type UsersTab = 'calendar' | 'profile';

/** Each key's value, checked the same way wherever it is read. */
const CODECS = {
  session: { decode: parseStoredSession, encode: (value: StoredSession) => JSON.stringify(value) },
  kiosk: json(({ buildingId, accountId }) => (typeof buildingId === 'number' && typeof accountId === 'number' ? { buildingId, accountId } : null)),
  deviceName: text,
  offlineReady: json(({ userId, at }) => (typeof userId === 'number' && typeof at === 'string' ? { userId, at } : null)),
  updateAccepted: json(({ at, retries }) => (typeof at === 'number' && typeof retries === 'number' ? { at, retries } : null)),
  buildingChoice: positiveId,
  usersSelection: json(({ userId, tab }) =>
    typeof userId === 'number' && Number.isInteger(userId) && userId > 0 ? { userId, tab: (tab === 'profile' ? 'profile' : 'calendar') as UsersTab } : null,
  ),
  eventsSelection: positiveId,
  residentSession: { decode: parseStoredSession, encode: (value: StoredSession) => JSON.stringify(value) },
  scanSound: onOff,
  staffLanguage: language,
  residentLanguage: language,
} satisfies { [K in StorageKeyName]: Codec<unknown> };

/** What the key `K` holds. */
export type StoredValue<K extends StorageKeyName> = NonNullable<ReturnType<(typeof CODECS)[K]['decode']>>;

/** The storage area itself, or undefined where there is none (the worker) or it is refused. */
export function storageArea(area: AreaName): WebStorageArea | undefined {
  try {
    const scope = globalThis as unknown as { localStorage?: WebStorageArea; sessionStorage?: WebStorageArea };
    return area === 'local' ? scope.localStorage : scope.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The value under `name`, checked; null when absent, refused, or not what this version writes. */
export function readStored<K extends StorageKeyName>(name: K): StoredValue<K> | null {
  const entry: { area: AreaName; key: string; formerKey?: string } = STORAGE_KEYS[name];
  try {
    const area = storageArea(entry.area);
    if (area === undefined) return null;
    let raw = area.getItem(entry.key);
    if (raw === null && entry.formerKey !== undefined) {
      // Stored by a version that named the key otherwise: moved once, then read as usual.
      raw = area.getItem(entry.formerKey);
      if (raw !== null) {
        area.setItem(entry.key, raw);
        area.removeItem(entry.formerKey);
      }
    }
    if (raw === null) return null;
    return (CODECS[name] as Codec<StoredValue<K>>).decode(raw);
  } catch {
    return null;
  }
}

/** Keeps `value` under `name` (null removes it); false when storage refused it. */
export function writeStored<K extends StorageKeyName>(name: K, value: StoredValue<K> | null): boolean {
  const entry = STORAGE_KEYS[name];
  try {
    const area = storageArea(entry.area);
    if (area === undefined) return false;
    if (value === null) area.removeItem(entry.key);
    else area.setItem(entry.key, (CODECS[name] as Codec<StoredValue<K>>).encode(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(name: StorageKeyName): void {
  writeStored(name, null);
}
