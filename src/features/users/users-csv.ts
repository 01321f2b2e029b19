// Users-List.csv (docs/product-spec.md, Business constants and limits): the whole filtered list with the columns No, First Name, Last
// Name, Email, Building name, Phone Number, written as every CSV of the product (spreadsheet-csv.ts:
// a cell starting with =, +, -, @, a tab or a carriage return gets the formula guard's quote mark, so
// a spreadsheet shows a name like "=HYPERLINK(…)" typed at a front desk as text instead of running it).
import { spreadsheetCsv } from '../../contract/spreadsheet-csv.ts';
import type { DirectoryUser } from '../../api/users-api.ts';
import { USERS_CSV_COLUMNS } from './users-strings.ts';

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
  return spreadsheetCsv(USERS_CSV_COLUMNS, usersCsvRows(users));
}
