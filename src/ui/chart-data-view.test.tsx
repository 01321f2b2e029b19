import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, mount, type Mounted } from '../testing/render-for-test.tsx';
import { ChartDataView } from './chart-data-view.tsx';
import { chartTableCsv, chartTableFileName, type ChartTable } from './chart-table.ts';
import { CHART_TABLE_STRINGS as S } from './chart-table-strings.ts';
import * as download from './download-file.ts';

const TABLE: ChartTable = {
  caption: 'Events per weekday',
  columns: ['Weekday', 'Events'],
  rows: [
    ['Sunday', 3],
    ['=cmd|calc', 1],
    ['+1', 0],
    ['-x', -2],
    ['@sum', 4],
  ],
};

let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  vi.restoreAllMocks();
});

const button = (text: string) => [...(view?.container.querySelectorAll('button') ?? [])].find((node) => node.textContent === text) ?? null;

describe('chartTableCsv', () => {
  it('is the header and the rows, text starting with = + - @ escaped, numbers left as numbers', () => {
    const csv = chartTableCsv(TABLE);
    expect(csv.startsWith('\uFEFFWeekday,Events\r\n')).toBe(true);
    expect(Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data).toEqual([
      ['Weekday', 'Events'],
      ['Sunday', '3'],
      ["'=cmd|calc", '1'],
      ["'+1", '0'],
      ["'-x", '-2'],
      ["'@sum", '4'],
    ]);
  });

  it('names the file after the caption, without characters a file system refuses', () => {
    expect(chartTableFileName('Events per weekday')).toBe('Events per weekday.csv');
    expect(chartTableFileName('Capture % · Nov/Dec: "A"')).toBe('Capture % · Nov-Dec- -A-.csv');
  });
});

describe('ChartDataView', () => {
  it('shows the chart, then on "Show as table" a captioned table with column and row headers, and back', async () => {
    view = await mount(
      <ChartDataView table={TABLE}>
        <p className="the-chart">chart</p>
      </ChartDataView>,
    );
    expect(view.container.querySelector('.the-chart')).not.toBeNull();
    expect(view.container.querySelector('table')).toBeNull();
    await click(button(S.showAsTable));
    const table = view.container.querySelector('table');
    expect(view.container.querySelector('.the-chart')).toBeNull();
    expect(table?.querySelector('caption')?.textContent).toBe(TABLE.caption);
    expect([...(table?.querySelectorAll('thead th[scope="col"]') ?? [])].map((cell) => cell.textContent)).toEqual(['Weekday', 'Events']);
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])];
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(TABLE.rows.map((row) => row.map(String)));
    expect(rows.every((row) => row.firstElementChild?.matches('th[scope="row"]'))).toBe(true);
    await click(button(S.showAsChart));
    expect(view.container.querySelector('.the-chart')).not.toBeNull();
  });

  it('downloads exactly the rows it shows as CSV', async () => {
    const save = vi.spyOn(download, 'downloadTextFile').mockImplementation(() => undefined);
    view = await mount(<ChartDataView table={TABLE}>chart</ChartDataView>);
    const csvButton = view.container.querySelector(`button[aria-label="${S.downloadCsvOf(TABLE.caption)}"]`);
    await click(csvButton);
    expect(save).toHaveBeenCalledWith(chartTableCsv(TABLE), 'Events per weekday.csv');
  });

  it('offers neither button when there is no data (the chart says so itself)', async () => {
    view = await mount(<ChartDataView table={{ ...TABLE, rows: [] }}>No stats to display!</ChartDataView>);
    expect(view.container.querySelectorAll('button')).toHaveLength(0);
    expect(view.container.textContent).toBe('No stats to display!');
  });
});
