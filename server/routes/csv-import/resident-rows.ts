import { fieldSentence } from '../../http/field-label.ts';
import { requireOneLine } from '../../http/text-input.ts';
import { readNewUserFields } from '../../users/new-user-fields.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';
import { CSV_IMPORT_STRINGS as S } from './csv-import-strings.ts';
import { isCalendarDate, isRefused, isWrittenAsDate, nameKey, readRow, RowRefusal, type RefusedRow } from './import-rows.ts';

/** A residents file's row as the app sends it: the line and the matched columns' cells. */
export interface ResidentRowInput {
  line: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  unit?: string;
  apartment?: string;
  joiningDate?: string;
  amenityMember?: string;
}

/** A row that passed Create user's rules; null: the cell was blank (a new resident gets the default, a known one keeps its value). */
export interface ResidentRow {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string | null;
  apartment: string | null;
  /** Lower-cased unit name, or null. */
  unitKey: string | null;
  unitName: string | null;
  joiningDate: string | null;
  amenityMember: boolean | null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'member']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** The rules' field names → the file's columns (the app names columns as the row does). */
const COLUMN_OF: Readonly<Record<string, string>> = { cellPhone: 'phone' };
const columnOf = (field: string | undefined) => (field === undefined ? 'email' : (COLUMN_OF[field] ?? field));

function readAmenity(text: string, offered: boolean): boolean | null {
  const value = nameKey(text);
  if (value === '') return null;
  if (NO.has(value)) return false;
  if (!YES.has(value)) throw new RowRefusal('amenityMember', S.amenityMember);
  if (!offered) throw new RowRefusal('amenityMember', USERS_STRINGS.noAmenityMembership);
  return true;
}

/** One row through Create user's rules (new-user-fields.ts) and the file's own columns. */
export function readResidentRow(input: ResidentRowInput, building: { amenityMembership: boolean }): ResidentRow | RefusedRow {
  return readRow(input.line, columnOf, () => {
    const fields = readNewUserFields({
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      email: input.email ?? '',
      cellPhone: input.phone ?? null,
      apartment: input.apartment ?? null,
    });
    requireOneLine(input.unit, 'unit');
    const unitName = (input.unit ?? '').trim();
    if (unitName.length > 500) throw new RowRefusal('unit', fieldSentence('unit', 'must be at most 500 characters'));
    const joiningDate = (input.joiningDate ?? '').trim();
    if (joiningDate !== '' && !isCalendarDate(joiningDate)) {
      throw new RowRefusal('joiningDate', isWrittenAsDate(joiningDate) ? S.noSuchDate('Joining date', joiningDate) : S.joiningDate);
    }
    return {
      line: input.line,
      ...fields,
      unitKey: unitName === '' ? null : nameKey(unitName),
      unitName: unitName === '' ? null : unitName,
      joiningDate: joiningDate === '' ? null : joiningDate,
      amenityMember: readAmenity(input.amenityMember ?? '', building.amenityMembership),
    };
  });
}

/** What the building holds for a resident of the file's e-mails (residents of other buildings: memberHere false). */
export interface KnownResident {
  id: number;
  email: string;
  memberHere: boolean;
  firstName: string;
  lastName: string;
  cellPhone: string | null;
  joiningDate: string;
  unitId: number | null;
  apartment: string | null;
  amenityMember: boolean;
}

export interface ResidentPlan {
  added: ResidentRow[];
  updated: Array<ResidentRow & { id: number }>;
  unchanged: number;
  refused: RefusedRow[];
  unknownUnits: string[];
}

function differs(row: ResidentRow, known: KnownResident, unitId: number | null): boolean {
  return (
    row.firstName !== known.firstName ||
    row.lastName !== known.lastName ||
    (row.cellPhone !== null && row.cellPhone !== known.cellPhone) ||
    (row.joiningDate !== null && row.joiningDate !== known.joiningDate) ||
    (unitId !== null && unitId !== known.unitId) ||
    (row.apartment !== null && row.apartment !== known.apartment) ||
    (row.amenityMember !== null && row.amenityMember !== known.amenityMember)
  );
}

/**
 * Sorts checked rows into added, updated, unchanged and refused: a second row with an e-mail refused
 * (naming the first's line), a unit the building lacks refused (unless it is to be created), an
 * e-mail registered to anyone not of this building refused with Create user's sentence, and
 * nothing more about them.
 */
export function planResidents(
  rows: ReadonlyArray<ResidentRow | RefusedRow>,
  units: ReadonlyMap<string, number>,
  unitsToCreate: ReadonlySet<string>,
  known: ReadonlyMap<string, KnownResident>,
): ResidentPlan {
  const plan: ResidentPlan = { added: [], updated: [], unchanged: 0, refused: [], unknownUnits: [] };
  const firstLine = new Map<string, number>();
  const unknownUnits = new Map<string, string>();
  for (const row of rows) {
    if (isRefused(row)) {
      plan.refused.push(row);
      continue;
    }
    const earlier = firstLine.get(row.email);
    if (earlier !== undefined) {
      plan.refused.push({ line: row.line, field: 'email', reason: S.sameEmailOnLine(earlier) });
      continue;
    }
    firstLine.set(row.email, row.line);
    if (row.unitKey !== null && row.unitName !== null && !units.has(row.unitKey) && !unitsToCreate.has(row.unitKey)) {
      if (!unknownUnits.has(row.unitKey)) unknownUnits.set(row.unitKey, row.unitName);
      plan.refused.push({ line: row.line, field: 'unit', reason: S.unknownUnit(row.unitName) });
      continue;
    }
    const resident = known.get(row.email);
    if (resident === undefined) plan.added.push(row);
    else if (!resident.memberHere) plan.refused.push({ line: row.line, field: 'email', reason: USERS_STRINGS.emailRegistered });
    else if (differs(row, resident, row.unitKey === null ? null : (units.get(row.unitKey) ?? -1))) plan.updated.push({ ...row, id: resident.id });
    else plan.unchanged += 1;
  }
  plan.refused.sort((a, b) => a.line - b.line);
  plan.unknownUnits = [...unknownUnits.values()];
  return plan;
}
