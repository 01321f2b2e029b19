// The file is read and parsed here, off the page's thread (issue 31: no task over 100 ms at 4x CPU
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

self.onmessage = (event: MessageEvent<File>) => {
  parse(event.data).then(reply, () => reply({ type: 'error', problem: 'unreadable' }));
};
