// ?import&kind=residents|events on /building: a residents file or a timetable brought in
// for one building, in steps: choose the file (or download the template), match its columns, see
// the server's preview, import. A building admin imports nothing, as /building shows it no actions.
import './csv-import.css';
import { useEffect, useId, useRef, useState } from 'react';
import type { ImportKind } from '../../api/csv-import-api.ts';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { ALL_BUILDINGS_ID, isAllBuildings, useBuildingScope } from '../../state/building-scope.ts';
import { useBuildings } from '../../state/buildings.ts';
import { BuildingSelect } from '../../ui/building-select.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { downloadTextFile } from '../../ui/download-file.ts';
import { columnName, IMPORT_COLUMNS, templateCsv } from './import-columns.ts';
import { ImportPreview, toImport } from './import-preview.tsx';
import { IMPORT_STRINGS as S } from './import-strings.ts';
import { useFileImport, type FileImport } from './use-file-import.ts';

function ColumnMatchingStep({ kind, flow }: { kind: ImportKind; flow: FileImport }) {
  const headers = flow.file?.headers ?? [];
  const baseId = useId();
  return (
    <section className="csv-import__step" aria-labelledby={`${baseId}-h`}>
      <h3 id={`${baseId}-h`} className="csv-import__heading" tabIndex={-1}>
        {S.columnsHeading}
      </h3>
      <p>{S.columnsHint(flow.file?.rows.length ?? 0)}</p>
      <div className="csv-import__columns">
        {IMPORT_COLUMNS[kind].map((column) => (
          <div className="field" key={column.key}>
            <label className="field-label" htmlFor={`${baseId}-${column.key}`}>
              {columnName(column.key)} {column.required ? <span className="csv-import__required">{S.required}</span> : null}
            </label>
            <select
              id={`${baseId}-${column.key}`}
              className="field-input"
              value={flow.matching[column.key] ?? -1}
              onChange={(event) => flow.setMatching({ ...flow.matching, [column.key]: Number(event.target.value) })}
            >
              <option value={-1}>{S.noColumn}</option>
              {headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || `#${index + 1}`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="csv-import__actions">
        <button type="button" className="button button-secondary" onClick={flow.reset}>
          {S.chooseAnother}
        </button>
        <button type="button" className="button button-primary" onClick={() => flow.check(false)}>
          {S.check}
        </button>
      </div>
    </section>
  );
}

/** The file chosen: its name and rows once read, its name while reading; nothing chosen yet else. */
function chosenFileText(flow: FileImport): string {
  if (flow.fileName === null) return S.noFileYet;
  return flow.file === null ? (flow.stage === 'reading' ? S.fileReading(flow.fileName) : flow.fileName) : S.fileRead(flow.fileName, flow.file.rows.length);
}

function Progress({ flow }: { flow: FileImport }) {
  const label =
    flow.stage === 'reading' ? S.reading : flow.stage === 'checking' ? S.checking : S.importing(flow.preview ? toImport(flow.preview) : 0);
  return (
    <div className="csv-import__progress">
      <p role="status">{label}</p>
      {/* Reading has a measure; the server's check and write are one call each, so their bar only moves. */}
      {flow.stage === 'reading' ? <progress aria-label={S.progress} max={1} value={flow.progress} /> : <progress aria-label={S.progress} />}
    </div>
  );
}

export default function ImportDialog({ params, onClose }: OverlayProps) {
  const kind: ImportKind = params.kind === 'events' ? 'events' : 'residents';
  const refused = useBuildingScope().isBuildingAdmin;
  const buildings = useBuildings(!refused).data ?? [];
  const [chosenBuilding, setChosenBuilding] = useState<number>(ALL_BUILDINGS_ID);
  // One building needs no choosing; else none is named until one is chosen.
  const buildingId = isAllBuildings(chosenBuilding) && buildings.length === 1 ? buildings[0]!.id : chosenBuilding;
  const flow = useFileImport(kind, buildingId);
  const fileId = useId();
  const chosenId = useId();
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) onClose();
  }, [refused, onClose]);
  // Each new step takes the focus to its heading, so a screen reader reads where it is.
  useEffect(() => {
    if (flow.stage === 'match' || flow.stage === 'preview' || flow.stage === 'done') body.current?.querySelector<HTMLElement>('.csv-import__heading')?.focus();
  }, [flow.stage]);
  if (refused) return null;
  const busy = flow.stage === 'reading' || flow.stage === 'checking' || flow.stage === 'importing';
  return (
    <Dialog title={S.title[kind]} onClose={onClose} closeLabel={S.close} size="large">
      <div className="csv-import" ref={body}>
        <p>{S.intro[kind]}</p>
        <div className="csv-import__choose">
          {buildings.length > 1 ? (
            <BuildingSelect
              look="field"
              label={S.building}
              prompt={S.chooseBuilding}
              buildings={buildings}
              value={chosenBuilding}
              disabled={flow.stage !== 'choose'}
              onChange={setChosenBuilding}
            />
          ) : null}
          <div className="field">
            <label className="field-label" htmlFor={fileId}>
              {S.file}
            </label>
            {/* The browser's own face says "No file chosen" once cleared (below): ours names what was read. */}
            <div className="csv-import__picker">
              <input
                id={fileId}
                className="visually-hidden csv-import__file"
                type="file"
                accept=".csv,text/csv,text/plain"
                disabled={isAllBuildings(buildingId) || busy}
                aria-describedby={chosenId}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Cleared at once: choosing the same file again (fixed) reads it again.
                  event.target.value = '';
                  if (file) flow.choose(file);
                }}
              />
              <label htmlFor={fileId} className="button button-secondary csv-import__pick">
                {flow.fileName === null ? S.chooseFile : S.chooseOtherFile}
              </label>
              <span id={chosenId} className="csv-import__chosen" data-testid="import-file-chosen">
                {chosenFileText(flow)}
              </span>
            </div>
          </div>
          <button type="button" className="button button-secondary" onClick={() => downloadTextFile(templateCsv(kind), S.templateFile[kind])}>
            {S.template}
          </button>
        </div>
        {flow.error ? (
          <p className="csv-import__error" role="alert">
            {flow.error}
          </p>
        ) : null}
        {busy ? <Progress flow={flow} /> : null}
        {flow.stage === 'match' ? <ColumnMatchingStep kind={kind} flow={flow} /> : null}
        {flow.stage === 'preview' || flow.stage === 'importing' ? <ImportPreview kind={kind} flow={flow} /> : null}
        {flow.stage === 'done' && flow.result ? (
          <section className="csv-import__step">
            <div role="status">
              <h3 className="csv-import__heading" tabIndex={-1}>
                {'updated' in flow.result ? S.done.residents(flow.result) : S.done.events(flow.result)}
              </h3>
            </div>
            <div className="csv-import__actions">
              <button type="button" className="button button-primary" onClick={onClose}>
                {S.close}
              </button>
            </div>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
