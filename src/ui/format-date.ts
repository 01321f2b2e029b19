// Dates in tables as the spec writes them (MM-DD-YYYY), from the server's YYYY-MM-DD.
export { formatNumericDate as formatDate } from './date-time-format.ts';
