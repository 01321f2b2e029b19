// The answer of pass/ and renew-pass/ (docs/design/residents.md, "Check-in by pass"): the pass, the
// text of the QR code the resident shows at the door, and whose it is, for the lines beneath it.
// Read defensively, as every residents' answer is; a text that is not a pass is no pass (nothing to draw).
import { passOfText, type PassCard, type PassUnit } from '../contract/resident-pass.ts';

export type { PassCard, PassUnit };

type Fields = Record<string, unknown>;
const asFields = (value: unknown): Fields => (value !== null && typeof value === 'object' ? (value as Fields) : {});

export function readPassCard(data: unknown): PassCard | null {
  const fields = asFields(data);
  const pass = typeof fields.pass === 'string' ? passOfText(fields.pass) : null;
  if (pass === null) return null;
  const units = Array.isArray(fields.units) ? fields.units.map(asFields) : [];
  return {
    pass,
    firstName: typeof fields.firstName === 'string' ? fields.firstName : '',
    units: units.map((unit) => ({
      buildingName: typeof unit.buildingName === 'string' ? unit.buildingName : '',
      unit: typeof unit.unit === 'string' && unit.unit.trim() !== '' ? unit.unit : null,
    })),
  };
}
