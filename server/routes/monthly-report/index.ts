import { MANAGER_ONLY_STRINGS, requireManager } from '../../auth/manager-only.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { errorResponses } from '../../http/field-schemas.ts';
import { monthlyReportOptIn, setMonthlyReportOptIn } from '../../monthly-report/monthly-report-claims.ts';

const optInAnswer = {
  200: {
    type: 'object',
    required: ['enabled'],
    additionalProperties: false,
    properties: { enabled: { type: 'boolean', description: "Whether the caller gets the monthly report e-mail" } },
  },
  ...errorResponses,
} as const;

export const monthlyReportOptInSchema = {
  tags: ['report'],
  summary: 'Whether the caller gets the monthly report e-mail (the Event Report CSV of All buildings, once a month)',
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
  response: optInAnswer,
} as const;

export const setMonthlyReportOptInSchema = {
  tags: ['report'],
  summary: 'Opts in to (from the month under way) or out of (every month not yet sent) the monthly report e-mail',
  body: { type: 'object', required: ['enabled'], additionalProperties: false, properties: { enabled: { type: 'boolean' } } },
  response: optInAnswer,
} as const;

/** In the manager scope (server/http/session-scope.ts): the caller's own choice on /profile. */
const monthlyReportRoutes: RoutePlugin = async (app) => {
  app.post('/monthly-report-mail/', { schema: monthlyReportOptInSchema }, async (request) => ({
    enabled: await monthlyReportOptIn(app.db, request.account.id),
  }));
  // A front desk (building-admin session) may not change it: the report is the manager's.
  app.put('/monthly-report-mail/', { schema: setMonthlyReportOptInSchema }, async (request) => {
    requireManager(request, MANAGER_ONLY_STRINGS.monthlyReport);
    return { enabled: await setMonthlyReportOptIn(app.db, request.account.id, request.body.enabled, app.clock()) };
  });
};

export default monthlyReportRoutes;
