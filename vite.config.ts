/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The PWA plugin (service worker, manifest) is added by the offline-first work (issue 3).
export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev` talks to a server started with `npm start` (PORT 3000 by default).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: { sourcemap: true },
  resolve: { conditions: ['browser'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/app-setup.ts'],
          server: { deps: { inline: ['@event-calendar/core', 'svelte'] } },
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['server/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
