// The monthly event report call (spec §7 /excel-report/). The server answers rows; the app writes
// the CSV (src/features/report/report-csv.ts).
import { apiCall, type ApiResult } from './client.ts';

export const EXCEL_REPORT_PATH = '/building-manager/excel-report/' as const;

export interface EventReportRequest {
  /** The spec's "All buildings" is [0]. */
  buildingId: number[];
  month: number;
  year: number;
}

/** One event of the month, as server/routes/report/report-schemas.ts describes it. */
export interface EventReportRow {
  eventId: number;
  date: string;
  start: string;
  end: string;
  building: string;
  venue: string | null;
  event: string;
  type: 'social' | 'fitness';
  teacher: string | null;
  capacity: number | null;
  rsvps: number;
  attended: number;
  capacityPercentage: number | null;
  rsvpdAndAttended: number | null;
  injuries: number;
  averageRating: number | null;
  ratings: number;
  teacherComment: string | null;
}

export function fetchEventReport(request: EventReportRequest): Promise<ApiResult<EventReportRow[]>> {
  return apiCall<EventReportRow[]>('POST', EXCEL_REPORT_PATH, request);
}
