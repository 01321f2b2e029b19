// The preview step: what the import would do, the refused rows (line, name, column, reason) with their
// download, the offer to create unknown units or venues, and the Import button.
import type { ImportKind } from '../../api/csv-import-api.ts';
import { downloadTextFile } from '../../ui/download-file.ts';
import { columnName, IMPORT_COLUMNS } from './import-columns.ts';
import { refusedRowsCsv, rowName } from './import-file-rows.ts';
import { IMPORT_STRINGS as S } from './import-strings.ts';
import type { FileImport, ImportAnswer } from './use-file-import.ts';

/** Refused rows listed on screen; the download has them all. */
const SHOWN_REFUSED = 50;

function summary(answer: ImportAnswer): string {
  return 'updated' in answer ? S.summary.residents(answer) : S.summary.events(answer);
}

export function toImport(answer: ImportAnswer): number {
  return answer.added + ('updated' in answer ? answer.updated : 0);
}

const unknownNames = (answer: ImportAnswer) => ('unknownUnits' in answer ? answer.unknownUnits : answer.unknownVenues);

export function ImportPreview({ kind, flow }: { kind: ImportKind; flow: FileImport }) {
  const { preview, file } = flow;
  if (!preview || !file) return null;
  const labelOf = (key: string) => {
    const column = IMPORT_COLUMNS[kind].find((each) => each.key === key);
    return column === undefined ? key : columnName(column.key);
  };
  const unknown = unknownNames(preview);
  const rows = toImport(preview);
  const busy = flow.stage !== 'preview';
  return (
    <section className="csv-import__step" aria-labelledby="csv-import-preview">
      <h3 id="csv-import-preview" className="csv-import__heading" tabIndex={-1}>
        {S.previewHeading}
      </h3>
      <p role="status">{summary(preview)}</p>
      {preview.refused.length > 0 ? (
        <>
          <p>{S.refusedCount(preview.refused.length)}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => downloadTextFile(refusedRowsCsv(file, preview.refused), S.refusedFile[kind])}
          >
            {S.downloadRefused}
          </button>
          <div className="csv-import__table-wrap" tabIndex={0} role="region" aria-label={S.refusedCaption}>
            <table className="csv-import__table">
              <caption>
                {S.refusedCaption}
                {preview.refused.length > SHOWN_REFUSED ? ` (${S.refusedShown(SHOWN_REFUSED, preview.refused.length)})` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{S.line}</th>
                  <th scope="col">{S.rowName}</th>
                  <th scope="col">{S.column}</th>
                  <th scope="col">{S.reason}</th>
                </tr>
              </thead>
              <tbody>
                {preview.refused.slice(0, SHOWN_REFUSED).map((row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    <td>{rowName(kind, file, flow.matching, row.line) || S.noName}</td>
                    <td>{labelOf(row.field)}</td>
                    <td>{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {unknown.length > 0 || flow.toCreate.length > 0 ? (
        <label className="csv-import__create">
          <input type="checkbox" checked={flow.toCreate.length > 0} disabled={busy} onChange={(event) => flow.check(event.target.checked)} />
          <span>{(kind === 'residents' ? S.createUnits : S.createVenues)(flow.toCreate.length > 0 ? flow.toCreate : unknown)}</span>
        </label>
      ) : null}
      {rows === 0 && 'added' in preview ? <p>{S.nothingToImport}</p> : null}
      <div className="csv-import__actions">
        <button type="button" className="button button-secondary" onClick={flow.reset} disabled={flow.stage === 'importing'}>
          {S.chooseAnother}
        </button>
        <button type="button" className="button button-primary" onClick={flow.runImport} disabled={busy || rows === 0} aria-busy={flow.stage === 'importing'}>
          {S.importButton(rows)}
        </button>
      </div>
    </section>
  );
}
