// The file is read and parsed here, off the page's thread (the target: no task over 100 ms at 4x CPU
// while parsing). The page gets the rows or the reason it cannot have them; nothing of the file is kept.
import type { ParseReply } from './csv-parse-messages.ts';
import { MAX_FILE_MB } from './import-strings.ts';
import { readCsvBytes } from './csv-read.ts';

const reply = (message: ParseReply) => (self as unknown as { postMessage(message: ParseReply): void }).postMessage(message);

async function parse(file: File): Promise<ParseReply> {
  // Said before reading a byte of a file too big.
  if (file.size > MAX_FILE_MB * 1024 * 1024) return { type: 'error', problem: 'tooLarge' };
  return readCsvBytes(file.name, new Uint8Array(await file.arrayBuffer()), (fraction) => reply({ type: 'progress', fraction }));
}

/** Rows per message: receiving each is a short task for the page (2,000 rows: ~30 ms at 4x CPU). */
const ROWS_PER_MESSAGE = 2_000;

/** The rows go in slices, then the header with none (the page puts them together). */
function send(result: ParseReply): void {
  if (result.type !== 'done') return reply(result);
  for (let start = 0; start < result.rows.length; start += ROWS_PER_MESSAGE) reply({ type: 'rows', rows: result.rows.slice(start, start + ROWS_PER_MESSAGE) });
  reply({ ...result, rows: [] });
}

self.onmessage = (event: MessageEvent<File>) => {
  parse(event.data).then(send, () => reply({ type: 'error', problem: 'unreadable' }));
};
