import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressPlugin } from '../../scripts/precompress-plugin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const INDEX_HTML = `<!doctype html><html><body><div id="root">${'portal shell '.repeat(100)}</div></body></html>`;
const ASSET_JS = `console.log(${JSON.stringify('asset '.repeat(500))});`;
const SMALL_JS = 'console.log(1)';

/** Runs the build plugin's last step on a directory, as `vite build` does on dist/. */
async function precompress(root: string): Promise<void> {
  const plugin = precompressPlugin();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  const closeBundle = plugin.closeBundle as { handler: () => void };
  closeBundle.handler();
}

describe(`compressed copies of the build on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let root: string;
  let distDir: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portal-precompress-'));
    distDir = join(root, 'dist');
    await mkdir(join(distDir, 'assets'), { recursive: true });
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(join(distDir, 'assets', 'index-abc123.js'), ASSET_JS);
    await writeFile(join(distDir, 'assets', 'small-abc123.js'), SMALL_JS);
    await writeFile(join(distDir, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 1));
    await precompress(root);
    t = await createTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('the build writes a .br and a .gz copy of each text file over 1 kB, and none of images or tiny files', async () => {
    const br = await readFile(join(distDir, 'assets', 'index-abc123.js.br'));
    const gz = await readFile(join(distDir, 'assets', 'index-abc123.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(ASSET_JS);
    expect(gunzipSync(gz).toString()).toBe(ASSET_JS);
    expect(br.length).toBeLessThan(ASSET_JS.length / 10);
    await expect(readFile(join(distDir, 'index.html.br'))).resolves.toBeDefined();
    await expect(readFile(join(distDir, 'assets', 'small-abc123.js.gz'))).rejects.toThrow();
    await expect(readFile(join(distDir, 'assets', 'logo-abc123.png.gz'))).rejects.toThrow();
  });

  it('sends the brotli copy to a browser that accepts it, with the asset type and immutable caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_JS);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
    const small = await t.app.inject({ method: 'GET', url: '/assets/small-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(SMALL_JS);
  });

  it('still answers a missing chunk with 404, compressed copies or not', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
  });
});
