// The report's CSV is written by the contract module the server's monthly report e-mail uses too,
// so the downloaded file and the e-mailed one are the same.
export { eventReportCsv, eventReportFileName } from '../../contract/event-report-csv.ts';
