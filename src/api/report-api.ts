// The monthly event report call (/excel-report/). The server answers rows; the app writes
// the CSV (src/features/report/report-csv.ts).
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { REPORT_ENDPOINTS } from './endpoints.ts';

import { apiCall, type ApiResult } from './client.ts';

export { REPORT_ENDPOINTS };

/** The spec's "All buildings" is buildingId [0]. */
type EventReportRequest = RequestOf<typeof REPORT_ENDPOINTS.excelReport>;
/** One event of the month. */
export type EventReportRow = ResponseOf<typeof REPORT_ENDPOINTS.excelReport>[number];

export function fetchEventReport(request: EventReportRequest): Promise<ApiResult<EventReportRow[]>> {
  return apiCall(REPORT_ENDPOINTS.excelReport, request);
}

/** Whether the signed-in account gets the monthly report by e-mail. */
export function fetchMonthlyReportMail(): Promise<ApiResult<{ enabled: boolean }>> {
  return apiCall(REPORT_ENDPOINTS.monthlyMail, null);
}

export function setMonthlyReportMail(enabled: boolean): Promise<ApiResult<{ enabled: boolean }>> {
  return apiCall(REPORT_ENDPOINTS.setMonthlyMail, { enabled });
}
