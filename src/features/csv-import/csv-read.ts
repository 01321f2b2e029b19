// A CSV file's bytes to its header and rows, or the reason it cannot be imported: another format or
// encoding said from its bytes, UTF-8 decoded (a byte-order mark or none), split by papaparse
// (comma, semicolon, tab or bar, found by itself), and every cell's formula guard taken off, so a file
// the product wrote (refused rows, a template) reads back as written. Runs in the parsing worker
// (csv-parse-worker.ts).
import Papa from 'papaparse';
import { unguardCell } from '../../contract/spreadsheet-csv.ts';
import type { ParseReply } from './csv-parse-messages.ts';
import { IMPORT_FILE_LIMITS } from '../../contract/limits.ts';

export const BYTES_PER_MB = 1024 * 1024;
/** Progress is told once per chunk of text split. */
const CHUNK_CHARS = 256 * 1024;
const NOT_CSV_EXTENSIONS = /\.(xlsx|xlsm|xls|ods|numbers|pdf|docx?|json|zip|png|jpe?g)$/i;

type Problem = Extract<ParseReply, { type: 'error' }>['problem'];
type Outcome = Exclude<ParseReply, { type: 'progress' }>;

function startsWith(bytes: Uint8Array, ...prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** What the name and first bytes say the file is not. */
function formatProblem(name: string, bytes: Uint8Array): Problem | null {
  if (startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff)) return 'utf16';
  // Zip (xlsx, ods), the old Office format, PDF.
  if (NOT_CSV_EXTENSIONS.test(name) || startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0) || startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) {
    return 'notCsv';
  }
  // Text has no NUL bytes; UTF-16 without its mark has one in about every other byte.
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return head.filter((byte) => byte === 0).length > head.length / 4 ? 'utf16' : 'notCsv';
  return null;
}

export function readCsvBytes(name: string, bytes: Uint8Array, onProgress: (fraction: number) => void): Outcome {
  if (bytes.length === 0) return { type: 'error', problem: 'empty' };
  if (bytes.length > IMPORT_FILE_LIMITS.maxMegabytes * BYTES_PER_MB) return { type: 'error', problem: 'tooLarge' };
  const problem = formatProblem(name, bytes);
  if (problem) return { type: 'error', problem };
  let text: string;
  try {
    // Strips a byte-order mark; any byte that is not UTF-8 throws.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { type: 'error', problem: 'otherEncoding' };
  }
  const rows: string[][] = [];
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
    chunkSize: CHUNK_CHARS,
    chunk: (results: Papa.ParseResult<string[]>) => {
      for (const row of results.data) {
        for (let cell = 0; cell < row.length; cell += 1) row[cell] = unguardCell(row[cell]!);
        rows.push(row);
      }
      onProgress(Math.min(1, results.meta.cursor / text.length));
    },
    // Chunks of a text are split one after the other before parse returns.
    complete: () => undefined,
  });
  const [headers, ...data] = rows;
  if (!headers || headers.every((cell) => cell.trim() === '')) return { type: 'error', problem: 'empty' };
  if (data.length > IMPORT_FILE_LIMITS.maxRows) return { type: 'error', problem: 'tooManyRows' };
  return { type: 'done', headers: headers.map((cell) => cell.trim()), rows: data };
}
