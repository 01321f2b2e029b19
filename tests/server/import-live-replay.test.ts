// An import that empties the database first (npm run import -- --replace) keeps the table of recent
// changes usable: a tablet that reconnects with Last-Event-ID afterwards is sent what it missed,
// while one whose id is from before the import refreshes everything (its data is all gone).
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { changeLogPosition } from '../../server/live-changes/change-log.ts';
import { announceChange } from '../../server/live-changes/change-notice.ts';
import { importDataset } from '../../server/import/import-dataset.ts';
import { prepareDatabase } from '../../server/startup/prepare-database.ts';
import { openEventStream, type OpenedStream } from '../support/event-stream-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DATASET = JSON.parse(readFileSync(new URL('../fixtures/small-dataset.json', import.meta.url), 'utf8')) as unknown;

describe(`Last-Event-ID replay after an import with --replace on ${process.env.TEST_DB}`, () => {
  let testApp: TestApp;
  let url: string;
  const streams: OpenedStream[] = [];

  async function open(authorization: string, lastEventId?: string): Promise<OpenedStream> {
    const stream = await openEventStream(url, authorization, lastEventId);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  /** The dataset's manager (its two buildings), signed in; ids as this import gave them. */
  async function manager(): Promise<{ authorization: string; buildingIds: number[] }> {
    const [row] = await testApp.db.query<{ id: number; building_ids: number[] }>(
      `SELECT a.id, array_agg(ab.building_id ORDER BY ab.building_id) AS building_ids
         FROM account a JOIN account_building ab ON ab.account_id = a.id WHERE a.role = 'manager' GROUP BY a.id`,
    );
    return {
      authorization: `JWT ${signAccessToken(testApp.app, { id: row!.id, role: 'manager', tokenVersion: 0 })}`,
      buildingIds: row!.building_ids.map(Number),
    };
  }

  /** A tablet hears one change in `buildingId`, then goes away: the id it would reconnect with. */
  async function heardThenLeft(authorization: string, buildingId: number): Promise<string> {
    const tablet = await open(authorization);
    await announceChange(testApp.db, { kind: 'task', buildingIds: [buildingId] });
    const heard = await tablet.next((event) => event.event === 'change');
    tablet.close();
    return heard.id!;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    await importDataset(testApp.db, DATASET);
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('a tablet reconnecting after the import is sent what it missed, not a resync; one from before the import resyncs', async () => {
    const before = await manager();
    const idBeforeImport = await heardThenLeft(before.authorization, before.buildingIds[0]!);

    await importDataset(testApp.db, DATASET, { replace: true });

    const { authorization, buildingIds } = await manager();
    const cutAt = await heardThenLeft(authorization, buildingIds[0]!);
    await announceChange(testApp.db, { kind: 'message', buildingIds: [buildingIds[1]!] });

    const back = await open(authorization, cutAt);
    expect(back.events[0]).toEqual({ event: 'ready', data: { heartbeatSeconds: 25, resync: false }, id: cutAt });
    expect((await back.next((event) => event.event === 'change')).data).toEqual({ kind: 'message', buildingIds: [buildingIds[1]] });

    // An id given before the database was emptied names changes to data that is gone: refresh all.
    const stale = await open(authorization, idBeforeImport);
    expect(stale.events[0]).toMatchObject({ event: 'ready', data: { resync: true } });
  });

  it('a start-up puts back the horizon row a database lost (an import by an older version)', async () => {
    const { head } = await changeLogPosition(testApp.db);
    expect(head).toBeGreaterThan(0);
    await testApp.db.query('DELETE FROM change_log_horizon');
    await prepareDatabase(testApp.db, { seedDemo: false, log: () => {} });
    // Every id given so far counts as pruned: a tablet holding one refreshes, as it must.
    expect(await changeLogPosition(testApp.db)).toEqual({ head, prunedThrough: head });

    const { authorization, buildingIds } = await manager();
    const cutAt = await heardThenLeft(authorization, buildingIds[0]!);
    await announceChange(testApp.db, { kind: 'message', buildingIds: [buildingIds[0]!] });
    const back = await open(authorization, cutAt);
    expect(back.events[0]).toMatchObject({ event: 'ready', data: { resync: false }, id: cutAt });
    expect((await back.next((event) => event.event === 'change')).data).toEqual({ kind: 'message', buildingIds: [buildingIds[0]] });
  });
});
