// Each app test file starts with its own modules and a clean page. The app project's files share a
// worker's process and happy-dom window (vite.config.ts, APP_FILES_ISOLATED: a fresh process and
// window per file cost 80% of the project's CPU), so what one file left in the app's module state
// (its stores), the page or the device's storage is cleared before the next begins.
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
// The worker registration's fake outlives vi.resetModules on purpose (within a file); not past it.
delete (globalThis as { __pwaRegisterFake?: unknown }).__pwaRegisterFake;
globalThis.indexedDB = new IDBFactory();
// The service worker's files run in node's environment: no page, no web storage.
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}
