import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { AUTH_STRINGS } from './auth-strings.ts';
import { resolveBuildingScope } from './building-scope.ts';

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
