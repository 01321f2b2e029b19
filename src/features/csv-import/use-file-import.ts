// The steps of one file's import: read and parse (worker), match the columns, preview
// (server dry run), import (one transaction). Held in the dialog's state only: closing the dialog
// forgets the file, and nothing of it is stored on the device.
import { useCallback, useRef, useState } from 'react';
import {
  importEvents,
  importResidents,
  previewEvents,
  previewResidents,
  type EventRow,
  type EventsImportAnswer,
  type ImportKind,
  type ResidentRow,
  type ResidentsImportAnswer,
} from '../../api/csv-import-api.ts';
import type { ApiResult } from '../../api/client.ts';
import type { ParsedFile } from './csv-parse-messages.ts';
import { parseCsvFile } from './csv-parse.ts';
import { columnName, matchHeaders, missingColumns, type ColumnMatching } from './import-columns.ts';
import { fileRows, type FileRow } from './import-file-rows.ts';
import { IMPORT_STRINGS as S } from './import-strings.ts';

export type ImportAnswer = ResidentsImportAnswer | EventsImportAnswer;
type Stage = 'choose' | 'reading' | 'match' | 'checking' | 'preview' | 'importing' | 'done';

export interface FileImport {
  stage: Stage;
  /** Reading's progress, 0-1. */
  progress: number;
  error: string | null;
  file: ParsedFile | null;
  /** The name of the file chosen last (being read, or read), null before one is chosen. */
  fileName: string | null;
  matching: ColumnMatching;
  preview: ImportAnswer | null;
  /** Units or venues the import will create. */
  toCreate: readonly string[];
  result: ImportAnswer | null;
  choose(file: File): void;
  setMatching(matching: ColumnMatching): void;
  check(createNames?: boolean): void;
  runImport(): void;
  reset(): void;
}

function unknownNames(answer: ImportAnswer): string[] {
  return 'unknownUnits' in answer ? answer.unknownUnits : answer.unknownVenues;
}

function call(kind: ImportKind, write: boolean, buildingId: number, rows: FileRow[], create: string[]): Promise<ApiResult<ImportAnswer>> {
  if (kind === 'residents') {
    const body = { buildingId, rows: rows as ResidentRow[], createUnits: create };
    return write ? importResidents(body) : previewResidents(body);
  }
  const body = { buildingId, rows: rows as EventRow[], createVenues: create };
  return write ? importEvents(body) : previewEvents(body);
}

export function useFileImport(kind: ImportKind, buildingId: number): FileImport {
  const [stage, setStage] = useState<Stage>('choose');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [matching, setMatching] = useState<ColumnMatching>({});
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  // The unknown units or venues the manager chose to create (named by the preview before).
  const [toCreate, setToCreate] = useState<string[]>([]);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  // The newest step wins: a file chosen again while the last was being read or checked replaces it.
  const turn = useRef(0);

  const reset = useCallback(() => {
    turn.current += 1;
    setStage('choose');
    setError(null);
    setFile(null);
    setFileName(null);
    setPreview(null);
    setResult(null);
    setToCreate([]);
  }, []);

  const choose = useCallback(
    (chosen: File) => {
      const mine = ++turn.current;
      setStage('reading');
      setFileName(chosen.name);
      // The file read before is replaced, also when this one cannot be read.
      setFile(null);
      setProgress(0);
      setError(null);
      setPreview(null);
      setResult(null);
      setToCreate([]);
      void parseCsvFile(chosen, (fraction) => mine === turn.current && setProgress(fraction)).then((parsed) => {
        if (mine !== turn.current) return;
        if (parsed.type === 'error') {
          setError(S[parsed.problem]);
          setStage('choose');
          return;
        }
        const matched = matchHeaders(kind, parsed.headers);
        if (Object.keys(matched).length === 0) {
          setError(S.noHeader);
          setStage('choose');
          return;
        }
        if (parsed.rows.length === 0) {
          setError(S.empty);
          setStage('choose');
          return;
        }
        setFile(parsed);
        setMatching(matched);
        setStage('match');
      });
    },
    [kind],
  );

  const send = useCallback(
    async (write: boolean, names: string[]) => {
      if (!file) return;
      const mine = ++turn.current;
      const missing = missingColumns(kind, matching);
      if (missing[0]) {
        setError(S.chooseColumn(columnName(missing[0].key)));
        return;
      }
      setError(null);
      setStage(write ? 'importing' : 'checking');
      const all = fileRows(kind, file, matching);
      const refusedLines = new Set(preview?.refused.map((row) => row.line));
      // The import sends the rows the preview accepted: any refused now changed meanwhile (the server says so).
      const rows = write ? all.filter((row) => !refusedLines.has(row.line)) : all;
      const answer = await call(kind, write, buildingId, rows, names);
      if (mine !== turn.current) return;
      if (!answer.ok) {
        setError(answer.data.message);
        setStage(write ? 'preview' : 'match');
        return;
      }
      if (write) {
        setResult(answer.data);
        setStage('done');
      } else {
        setPreview(answer.data);
        setStage('preview');
      }
    },
    [buildingId, file, kind, matching, preview],
  );

  const check = useCallback(
    (create = false) => {
      const names = create && preview ? [...toCreate, ...unknownNames(preview)] : [];
      setToCreate(names);
      void send(false, names);
    },
    [send, preview, toCreate],
  );
  const runImport = useCallback(() => void send(true, toCreate), [send, toCreate]);

  return { stage, progress, error, file, fileName, matching, preview, toCreate, result, choose, setMatching, check, runImport, reset };
}
