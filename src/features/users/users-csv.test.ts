// Users-List.csv: the six columns, one row per user numbered from 1, the user's buildings in
// one cell, and formula-like cells neutralised so a spreadsheet shows them as text.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { usersCsv, usersCsvRows } from './users-csv.ts';

const building = (buildingId: number, buildingName: string) => ({
  buildingId,
  buildingName,
  amenityMembership: false,
  amenityMember: false,
  apartment: null,
  unit: null,
});

const USERS = [
  { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', cellPhone: '5550100', buildings: [building(1, 'Harbor Lofts')] },
  {
    firstName: '=HYPERLINK("http://x")',
    lastName: '-Minus',
    email: '@at@example.com',
    cellPhone: '+1 555 0101',
    buildings: [building(1, 'Harbor Lofts'), building(4, 'Cedar Court')],
  },
  { firstName: 'Éloïse', lastName: 'Brûlé', email: 'eloise@example.com', cellPhone: null, buildings: [] },
];

describe('users CSV', () => {
  it('writes the header and one numbered row per user, with every building and a blank for no phone', () => {
    expect(usersCsvRows(USERS)).toEqual([
      ['1', 'Dana', 'Reyes', 'dana@example.com', 'Harbor Lofts', '5550100'],
      ['2', '=HYPERLINK("http://x")', '-Minus', '@at@example.com', 'Harbor Lofts, Cedar Court', '+1 555 0101'],
      ['3', 'Éloïse', 'Brûlé', 'eloise@example.com', '', ''],
    ]);
    const text = usersCsv(USERS);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['No', 'First Name', 'Last Name', 'Email', 'Building name', 'Phone Number']);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual(['1', 'Dana', 'Reyes', 'dana@example.com', 'Harbor Lofts', '5550100']);
    expect(rows[3]).toEqual(['3', 'Éloïse', 'Brûlé', 'eloise@example.com', '', '']);
  });

  it('puts a quote mark before cells starting with =, +, - or @ so they are not run as formulas', () => {
    const rows = Papa.parse<string[]>(usersCsv(USERS).slice(1), { skipEmptyLines: true }).data;
    expect(rows[2]).toEqual(["2", `'=HYPERLINK("http://x")`, "'-Minus", "'@at@example.com", 'Harbor Lofts, Cedar Court', "'+1 555 0101"]);
  });

  it('writes only the header for an empty list', () => {
    expect(usersCsv([])).toMatch(/^\uFEFFNo,First Name,Last Name,Email,Building name,Phone Number(\r\n)?$/);
  });
});
