// Everything a page's origin keeps on the device, as text, for e2e tests that look for what must not
// be there (a token, a resident's name): localStorage, sessionStorage, every IndexedDB database's
// every store, and Cache Storage (each kept request's address and headers, and its answer's body).
import type { Page } from 'playwright-core';

export interface DeviceStorage {
  /** Where each piece was found ('localStorage hom.session', 'indexedDB hom-outbox/outbox', …) → its text. */
  places: Record<string, string>;
}

// A string evaluated in the page, so it runs with the page's DOM types, not this file's.
const READ_EVERYTHING = `(async () => {
  const places = {};
  for (const [name, storage] of [['localStorage', localStorage], ['sessionStorage', sessionStorage]]) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      places[name + ' ' + key] = String(storage.getItem(key));
    }
  }
  const request = (operation) => new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await request(indexedDB.open(name));
    for (const store of db.objectStoreNames) {
      const rows = await request(db.transaction(store, 'readonly').objectStore(store).getAll());
      places['indexedDB ' + name + '/' + store] = JSON.stringify(rows);
    }
    db.close();
  }
  for (const cacheName of await caches.keys()) {
    const cache = await caches.open(cacheName);
    for (const kept of await cache.keys()) {
      const answer = await cache.match(kept);
      const headers = JSON.stringify([...kept.headers.entries()]);
      places['cache ' + cacheName + ' ' + kept.url] = headers + ' ' + (answer ? await answer.text() : '');
    }
  }
  return places;
})()`;

export async function readDeviceStorage(page: Page): Promise<DeviceStorage> {
  return { places: (await page.evaluate(READ_EVERYTHING)) as Record<string, string> };
}

/** The places whose text holds `secret`. */
export function placesHolding(storage: DeviceStorage, secret: string): string[] {
  return Object.entries(storage.places)
    .filter(([, text]) => text.includes(secret))
    .map(([place]) => place);
}
