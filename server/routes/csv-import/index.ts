import type { FromSchema } from 'json-schema-to-ts';
import type { AuthenticatedAccount } from '../../auth/fastify-types.ts';
import { resolveOneBuilding } from '../../auth/building-scope.ts';
import { requireManager } from '../../auth/manager-only.ts';
import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { RATE_LIMITS } from '../../http/limits.ts';
import { limitAttempts } from '../../http/rate-limit.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { CSV_IMPORT_STRINGS as S } from './csv-import-strings.ts';
import { IMPORT_BODY_LIMIT_BYTES, importEventsSchema, importResidentsSchema, previewEventsSchema, previewResidentsSchema } from './csv-import-schemas.ts';
import { createVenues, scheduledKeys, venuesByName, writeEvents } from './event-import-repository.ts';
import { planEvents, readEventRow, type EventPlan, type EventRow } from './event-rows.ts';
import { isRefused, nameKey } from './import-rows.ts';
import { createUnits, findImportBuilding, knownResidents, unitsByName, writeResidents } from './resident-import-repository.ts';
import { planResidents, readResidentRow, type ResidentPlan, type ResidentRow } from './resident-rows.ts';

type ResidentsBody = FromSchema<typeof previewResidentsSchema.body>;
type EventsBody = FromSchema<typeof previewEventsSchema.body>;

function buildingOf(account: AuthenticatedAccount, body: { buildingId?: number | null }): number {
  return resolveOneBuilding(account, body.buildingId, S.chooseBuilding);
}

async function planResidentsFile(db: Queryable, buildingId: number, body: ResidentsBody): Promise<ResidentPlan> {
  const building = await findImportBuilding(db, buildingId);
  if (!building) throw httpError(404, S.chooseBuilding, 'buildingId');
  const rows = body.rows.map((row) => readResidentRow(row, building));
  const emails = rows.filter((row): row is ResidentRow => !isRefused(row)).map((row) => row.email);
  const units = await unitsByName(db, buildingId);
  const known = await knownResidents(db, buildingId, emails);
  return planResidents(rows, units, new Set((body.createUnits ?? []).map(nameKey)), known);
}

const residentsAnswer = (plan: ResidentPlan) => ({
  added: plan.added.length,
  updated: plan.updated.length,
  unchanged: plan.unchanged,
  refused: plan.refused,
  unknownUnits: plan.unknownUnits,
});

async function planEventsFile(db: Queryable, buildingId: number, body: EventsBody): Promise<EventPlan> {
  const rows = body.rows.map((row) => readEventRow(row));
  const checked = rows.filter((row): row is EventRow => !isRefused(row));
  const venues = await venuesByName(db, buildingId);
  return planEvents(rows, venues, new Set((body.createVenues ?? []).map(nameKey)), await scheduledKeys(db, buildingId, checked));
}

const eventsAnswer = (plan: EventPlan) => ({
  added: plan.added.length,
  occurrences: plan.added.reduce((sum, row) => sum + row.dates.length, 0),
  unchanged: plan.unchanged,
  refused: plan.refused,
  unknownVenues: plan.unknownVenues,
});

/** The import refuses a file with refused rows: the app sends the rows its preview accepted, so any now refused changed meanwhile. */
function refuseChanged(plan: { refused: readonly unknown[] }): void {
  if (plan.refused.length > 0) throw httpError(409, S.changedSincePreview, 'rows');
}

/**
 * Residents and timetables brought in from a file the app parsed. Preview is a dry run
 * with the rules of Create user and create-event/; import writes in one transaction (all or nothing)
 * and the same file twice changes nothing. Nothing of the file is kept: only the rows it writes.
 */
const csvImportRoutes: RoutePlugin = async (app) => {
  const { perAccount, windowMs } = RATE_LIMITS.fileImports;
  const limit = limitAttempts(app, [{ name: 'file-import', max: perAccount, windowMs, key: (request) => String(request.account.id) }]);
  const options = { bodyLimit: IMPORT_BODY_LIMIT_BYTES, preHandler: limit };

  // Residents files are a manager's: a preview tells, row by row, which e-mails are some other
  // building's residents, which a front desk may not learn (its Create user waits for a manager).
  app.post('/preview-residents-import/', { ...options, schema: previewResidentsSchema }, async (request) => {
    requireManager(request, S.residentsManagersOnly);
    const buildingId = buildingOf(request.account, request.body);
    return residentsAnswer(await planResidentsFile(app.db, buildingId, request.body));
  });

  app.post('/import-residents/', { ...options, schema: importResidentsSchema }, async (request) => {
    requireManager(request, S.residentsManagersOnly);
    const buildingId = buildingOf(request.account, request.body);
    return app.db.transaction(async (tx) => {
      // Units first: a row of a unit to create is planned as known.
      const units = await createUnits(tx, buildingId, request.body.createUnits ?? []);
      const plan = await planResidentsFile(tx, buildingId, request.body);
      refuseChanged(plan);
      if (!(await writeResidents(tx, buildingId, plan, units))) throw httpError(409, S.changedSincePreview, 'rows');
      return residentsAnswer(plan);
    });
  });

  app.post('/preview-events-import/', { ...options, schema: previewEventsSchema }, async (request) => {
    const buildingId = buildingOf(request.account, request.body);
    return eventsAnswer(await planEventsFile(app.db, buildingId, request.body));
  });

  app.post('/import-events/', { ...options, schema: importEventsSchema }, async (request) => {
    const buildingId = buildingOf(request.account, request.body);
    return app.db.transaction(async (tx) => {
      const venues = await createVenues(tx, buildingId, request.body.createVenues ?? []);
      const plan = await planEventsFile(tx, buildingId, request.body);
      refuseChanged(plan);
      await writeEvents(tx, buildingId, request.account.id, plan.added, venues);
      return eventsAnswer(plan);
    });
  });
};

export default csvImportRoutes;
