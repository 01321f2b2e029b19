// vite-plugin-pwa's `virtual:pwa-register` in unit tests: registerSW keeps the options it was given
// and returns a spy for updateServiceWorker. Use: vi.mock('virtual:pwa-register', () => import(this)).
// Kept on globalThis: a test that reloads modules (vi.resetModules) still sees the same one.
import { vi } from 'vitest';

interface PwaRegisterFake {
  options: null | { onNeedRefresh?: () => void };
  updateServiceWorker: ReturnType<typeof vi.fn<(reloadPage?: boolean) => Promise<void>>>;
}

const holder = globalThis as typeof globalThis & { __pwaRegisterFake?: PwaRegisterFake };

export const registration: PwaRegisterFake = (holder.__pwaRegisterFake ??= {
  options: null,
  updateServiceWorker: vi.fn(async () => undefined),
});

export function registerSW(options: { onNeedRefresh?: () => void }) {
  registration.options = options;
  return registration.updateServiceWorker;
}
