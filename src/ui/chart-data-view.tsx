// A chart with its data behind it, for those who cannot see it: "Show as table" swaps the drawing for a real
// <table> (caption, column and row headers) that a screen reader walks cell by cell, and "Download
// CSV" saves exactly those rows. One component for every chart; each chart only says what its rows are.
import './chart-data-view.css';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { chartTableCsv, chartTableFileName, type ChartTable } from './chart-table.ts';
import { CHART_TABLE_STRINGS as S } from './chart-table-strings.ts';
import { downloadTextFile } from './download-file.ts';

export interface ChartDataViewProps {
  table: ChartTable;
  /** The chart as drawn; shown until "Show as table" is pressed. */
  children: ReactNode;
  /** Without rows there is nothing to tabulate: the chart's own "No stats" message stays. */
  hasData?: boolean;
}

/** The height of the row of "Show as table" / "Download CSV" under a chart (a 44 px button and its 4 px margin). */
export const CHART_DATA_ACTIONS_PX = 48 as const;

export function ChartDataView({ table, children, hasData = table.rows.length > 0 }: ChartDataViewProps) {
  const [asTable, setAsTable] = useState(false);
  const regionId = useId();
  const tableShown = asTable && hasData;
  return (
    <div className="chart-data">
      <div id={regionId}>{tableShown ? <ChartDataTable table={table} /> : children}</div>
      {hasData ? (
        <div className="chart-data__actions" data-pdf-omit="">
          <button type="button" className="chart-data__button" aria-controls={regionId} onClick={() => setAsTable(!asTable)}>
            {tableShown ? S.showAsChart : S.showAsTable}
          </button>
          <CsvDownloadButton table={table} />
        </div>
      ) : (
        // The row's room is kept while there is nothing to tabulate (loading): the buttons that come
        // with the data then push nothing below them down.
        <div className="chart-data__actions chart-data__actions--reserved" data-pdf-omit="" aria-hidden="true" />
      )}
    </div>
  );
}

/** Saves `table` as CSV, named after its caption (the page may hold several such buttons). */
export function CsvDownloadButton({ table }: { table: ChartTable }) {
  return (
    <button
      type="button"
      className="chart-data__button"
      aria-label={S.downloadCsvOf(table.caption)}
      onClick={() => downloadTextFile(chartTableCsv(table), chartTableFileName(table.caption))}
    >
      {S.downloadCsv}
    </button>
  );
}

export interface ChartDataTableProps {
  table: ChartTable;
  /** Paint of a body cell (a heat table's shading), by row and column; its text says the same. */
  cellStyle?: (rowIndex: number, cellIndex: number) => CSSProperties | undefined;
  /** The table's and its caption's classes where a screen styles it as its own (Portfolio). */
  className?: string;
  captionClassName?: string;
  /** The class of every body cell but the row's heading. */
  cellClassName?: string;
}

/**
 * A wide table scrolls sideways in its box; the box takes the keyboard's focus (named as the table)
 * so arrow keys can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="chart-data__scroll" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}

export function ChartDataTable({ table, cellStyle, className = 'chart-data__table', captionClassName, cellClassName }: ChartDataTableProps) {
  return (
    <ScrollBox label={table.caption}>
      <table className={className}>
        <caption className={captionClassName}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className={cellClassName} style={cellStyle?.(rowIndex, cellIndex)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
