import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { AUTH_STRINGS } from './auth-strings.ts';
import {
  namesAllBuildings,
  narrowBuildingScope,
  resolveBuildingList,
  resolveBuildingScope,
  resolveOneBuilding,
} from './building-scope.ts';

const manager = { role: 'manager' as const, buildingIds: [3, 7, 9] };
const desk = { role: 'building_admin' as const, buildingIds: [7] };

function forbidden(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('resolveBuildingScope', () => {
  it("gives a manager all of its buildings when none (or the spec's 0 = All) is asked for", () => {
    expect(resolveBuildingScope(manager)).toEqual([3, 7, 9]);
    expect(resolveBuildingScope(manager, null)).toEqual([3, 7, 9]);
    expect(resolveBuildingScope(manager, 0)).toEqual([3, 7, 9]);
  });

  it('narrows a manager to one of its buildings', () => {
    expect(resolveBuildingScope(manager, 7)).toEqual([7]);
  });

  it("refuses a building outside the manager's list with 403", () => {
    const error = forbidden(() => resolveBuildingScope(manager, 4));
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe(AUTH_STRINGS.buildingForbidden);
    expect(forbidden(() => resolveBuildingScope(manager, -3)).statusCode).toBe(403);
  });

  it('keeps a building admin on its one building', () => {
    expect(resolveBuildingScope(desk)).toEqual([7]);
    expect(resolveBuildingScope(desk, 0)).toEqual([7]);
    expect(resolveBuildingScope(desk, 7)).toEqual([7]);
    expect(forbidden(() => resolveBuildingScope(desk, 3)).statusCode).toBe(403);
  });

  it('never lets a building admin reach more than one building, even if the data says otherwise', () => {
    expect(resolveBuildingScope({ role: 'building_admin', buildingIds: [7, 3] })).toEqual([7]);
    expect(forbidden(() => resolveBuildingScope({ role: 'building_admin', buildingIds: [7, 3] }, 3)).statusCode).toBe(403);
  });

  it('does not hand out the caller-owned array (callers may change the result)', () => {
    const scope = resolveBuildingScope(manager);
    scope.push(99);
    expect(manager.buildingIds).toEqual([3, 7, 9]);
  });
});

describe('the other ways a body names buildings, all read the same way', () => {
  it('0, null and absent are "all buildings"; any id is one building', () => {
    expect([undefined, null, 0].map(namesAllBuildings)).toEqual([true, true, true]);
    expect(namesAllBuildings(7)).toBe(false);
  });

  it('a list (the report) is all buildings when empty or holding 0, else each named one, refused if not the caller\'s', () => {
    expect(resolveBuildingList(manager, [])).toEqual([3, 7, 9]);
    expect(resolveBuildingList(manager, [7, 0])).toEqual([3, 7, 9]);
    expect(resolveBuildingList(manager, [9, 3, 9])).toEqual([9, 3]);
    expect(forbidden(() => resolveBuildingList(manager, [3, 4])).statusCode).toBe(403);
    expect(resolveBuildingList(desk, [0])).toEqual([7]);
  });

  it('a second id narrows a scope (analytics managerBuildingId), naming its own field when refused', () => {
    expect(narrowBuildingScope([3, 7], 0, 'managerBuildingId')).toEqual([3, 7]);
    expect(narrowBuildingScope([3, 7], 7, 'managerBuildingId')).toEqual([7]);
    const error = forbidden(() => narrowBuildingScope([3, 7], 9, 'managerBuildingId'));
    expect([error.statusCode, error.field]).toEqual([403, 'managerBuildingId']);
  });

  it('a write goes to the named building, or to "all" only when that is one building', () => {
    expect(resolveOneBuilding(manager, 9, 'choose')).toBe(9);
    expect(resolveOneBuilding(desk, 0, 'choose')).toBe(7);
    const error = forbidden(() => resolveOneBuilding(manager, null, 'choose'));
    expect([error.statusCode, error.message, error.field]).toEqual([400, 'choose', 'buildingId']);
    expect(forbidden(() => resolveOneBuilding(manager, 4, 'choose')).statusCode).toBe(403);
  });
});
