// Finding a resident at the door: by first or last name and unit, in one building.
import { describe, expect, it } from 'vitest';
import { searchResidents, type IndexedResident } from './resident-index.ts';

const resident = (id: number, firstName: string, lastName: string, unit: string | null, buildingId = 1): IndexedResident => ({
  id,
  buildingId,
  firstName,
  lastName,
  unit,
  apartment: null,
  passHash: null,
});

const index = [
  resident(1, 'Alex', 'Rivera', 'Tower A'),
  resident(2, 'José', 'Álvarez', '12B'),
  resident(3, 'Ana', 'Riviera', '12C'),
  resident(4, 'Alex', 'Other', 'Tower A', 2),
];

const ids = (query: string, limit?: number) => searchResidents(index, 1, query, limit).map((r) => r.id);

describe('the resident index search', () => {
  it('finds by the start of the first name, the last name or the unit, without accents or case', () => {
    expect(ids('alex')).toEqual([1]);
    expect(ids('riv')).toEqual([1, 3]);
    expect(ids('jose')).toEqual([2]);
    expect(ids('12')).toEqual([2, 3]);
    expect(ids('tower')).toEqual([1]);
  });

  it('needs every word to match, and keeps to the building and the limit', () => {
    expect(ids('ana 12')).toEqual([3]);
    expect(ids('ana tower')).toEqual([]);
    expect(ids('riv', 1)).toEqual([1]);
    expect(ids('   ')).toEqual([]);
    expect(searchResidents(index, 2, 'alex').map((r) => r.id)).toEqual([4]);
  });
});
