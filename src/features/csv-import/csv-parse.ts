// The page's side of the parsing worker: one worker per file, ended once it has answered.
import type { ParsedFile, ParseProblem, ParseReply } from './csv-parse-messages.ts';

type ParseResult = ParsedFile | { type: 'error'; problem: ParseProblem };

export function parseCsvFile(file: File, onProgress: (fraction: number) => void): Promise<ParseResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./csv-parse-worker.ts', import.meta.url), { type: 'module' });
    const finish = (result: ParseResult) => {
      worker.terminate();
      resolve(result);
    };
    const rows: string[][] = [];
    worker.onmessage = (event: MessageEvent<ParseReply>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.fraction);
      else if (message.type === 'rows') for (const row of message.rows) rows.push(row);
      else finish(message.type === 'done' ? { ...message, rows } : message);
    };
    worker.onerror = () => finish({ type: 'error', problem: 'unreadable' });
    worker.postMessage(file);
  });
}
