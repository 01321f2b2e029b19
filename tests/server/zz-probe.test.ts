import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';
import { createTestApp, createManager, login, authHeader } from '../support/test-app.ts';

it('probe', async () => {
  const distDir = await mkdtemp(join(tmpdir(), 'probe-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<html></html>');
  for (const d of [undefined, distDir]) {
    const t = await createTestApp(d ? { distDir: d } : {});
    await createManager(t.db, { email: 'p@example.com', password: 'probe-pass-1', buildingIds: [] });
    const token = await login(t.app, 'p@example.com', 'probe-pass-1');
    const show = async (label: string, opts: Parameters<typeof t.app.inject>[0]) => {
      const r = await t.app.inject(opts as never);
      console.log(d ? 'built' : 'nobuild', label, r.statusCode, JSON.stringify(r.headers).slice(0, 300), r.body.slice(0, 200));
    };
    await show('img101', { method: 'GET', url: '/api/images/' + 'a'.repeat(101) });
    await show('img300', { method: 'GET', url: '/api/images/' + 'a'.repeat(300) });
    await show('amen101', { method: 'POST', url: '/api/building-manager/amenity-membership/' + '1'.repeat(101) + '/', payload: { amenityMember: 1 }, headers: authHeader(token) });
    await show('anon-bad-body', { method: 'POST', url: '/api/building-manager/tasks/', payload: '{"x":', headers: { 'content-type': 'application/json' } });
    await t.close();
  }
});
