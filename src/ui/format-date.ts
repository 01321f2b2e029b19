// Dates in the analytics tables as the spec writes them (§9: MM-DD-YYYY), from the server's YYYY-MM-DD.
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}-${day}-${year}`;
}
