// Users-List.csv (spec §9, issue 11): the whole filtered list with the columns No, First Name, Last
// Name, Email, Building name, Phone Number, written by papaparse. A cell starting with =, +, -, @,
// a tab or a carriage return gets papaparse's escapeFormulae quote mark, so a spreadsheet shows it
// as text instead of running it (a name like "=HYPERLINK(…)" typed at a front desk).
import Papa from 'papaparse';
import type { DirectoryUser } from '../../api/users-api.ts';
import { USERS_CSV_COLUMNS } from './users-strings.ts';

const BYTE_ORDER_MARK = '\uFEFF';
/** How a user in several of the caller's buildings shows in the one Building name cell. */
const BUILDING_SEPARATOR = ', ';

type CsvUser = Pick<DirectoryUser, 'firstName' | 'lastName' | 'email' | 'cellPhone' | 'buildings'>;

export function usersCsvRows(users: readonly CsvUser[]): string[][] {
  return users.map((user, index) => [
    String(index + 1),
    user.firstName,
    user.lastName,
    user.email,
    user.buildings.map((building) => building.buildingName).join(BUILDING_SEPARATOR),
    user.cellPhone ?? '',
  ]);
}

/** UTF-8 with a byte-order mark, so names with accents open right in Excel. */
export function usersCsv(users: readonly CsvUser[]): string {
  return BYTE_ORDER_MARK + Papa.unparse({ fields: [...USERS_CSV_COLUMNS], data: usersCsvRows(users) }, { escapeFormulae: true, newline: '\r\n' });
}
