// In real Chromium: a worker whose activate work never settles (a cache or database held up) still
// becomes active once sw/activation-limit.ts caps that wait; without the cap it stays "activating",
// and a page load of the app would wait on it (torture seed 3002: 5 minutes). The worker here is a
// module worker made of the app's own limit and one activate listener that never ends.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/e2e-browser.ts';

const LIMIT_MS = 1_000;
const LIMIT_SOURCE = resolve(import.meta.dirname, '../../sw/activation-limit.ts');

const FILES: Record<string, { type: string; body: () => string }> = {
  '/activation-limit.js': {
    type: 'text/javascript',
    body: () => ts.transpileModule(readFileSync(LIMIT_SOURCE, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText,
  },
  '/sw.js': {
    type: 'text/javascript',
    body: () =>
      `import { limitActivationWait } from './activation-limit.js';
       if (!self.location.search.includes('unlimited')) limitActivationWait(self, ${LIMIT_MS});
       self.addEventListener('activate', (event) => event.waitUntil(new Promise(() => {})));`,
  },
  '/': { type: 'text/html', body: () => '<!doctype html><title>activation</title>' },
};

/** In the page: registers the worker and resolves with its state once activated, or after `ms`. */
const activatedWithin = (query: string, ms: number) => `navigator.serviceWorker.register('sw.js${query}', { type: 'module' }).then((r) => {
  const worker = r.installing || r.waiting || r.active;
  return new Promise((done) => {
    setTimeout(() => done(worker.state), ${ms});
    if (worker.state === 'activated') done('activated');
    worker.addEventListener('statechange', () => { if (worker.state === 'activated') done('activated'); });
  });
})`;

describe('activation limit in Chromium', () => {
  let server: Server;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const file = FILES[new URL(request.url ?? '/', 'http://x').pathname];
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body());
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((closed) => server?.close(closed));
  });

  it('activates a worker whose activate work never ends', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}/`);
    expect(await page.evaluate(activatedWithin('', 20_000))).toBe('activated');
  });

  it('without the limit, the same worker is still activating', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}/`);
    expect(await page.evaluate(activatedWithin('?unlimited', 4 * LIMIT_MS))).toBe('activating');
  });
});
