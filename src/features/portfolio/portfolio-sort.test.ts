import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './portfolio-sort.ts';

const ROWS = [
  { name: 'Cedar', value: 40 },
  { name: 'Alder', value: null },
  { name: 'Birch', value: 75.5 },
  { name: 'Aspen', value: 40 },
];
const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

describe('sortRows', () => {
  it('orders by the figure either way, buildings without it last, ties by name', () => {
    expect(names(sortRows(ROWS, (row) => row.value, (row) => row.name, 'descending'))).toEqual(['Birch', 'Aspen', 'Cedar', 'Alder']);
    expect(names(sortRows(ROWS, (row) => row.value, (row) => row.name, 'ascending'))).toEqual(['Aspen', 'Cedar', 'Birch', 'Alder']);
  });

  it('orders text alphabetically', () => {
    expect(names(sortRows(ROWS, (row) => row.name, (row) => row.name, 'ascending'))).toEqual(['Alder', 'Aspen', 'Birch', 'Cedar']);
  });
});

describe('nextSort', () => {
  it('starts a new column in its first direction and turns the same column round', () => {
    expect(nextSort({ key: 'a', direction: 'ascending' }, 'b')).toEqual({ key: 'b', direction: 'descending' });
    expect(nextSort({ key: 'a', direction: 'ascending' }, 'b', 'ascending')).toEqual({ key: 'b', direction: 'ascending' });
    expect(nextSort({ key: 'b', direction: 'descending' }, 'b')).toEqual({ key: 'b', direction: 'ascending' });
  });
});
