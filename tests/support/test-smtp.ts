// A tiny SMTP server for server tests (tests/server/mail.test.ts, monthly-report-mail.test.ts): keeps each message it accepts (raw), and refuses the next n
// offered with 451 (the sender must try again), as a mail server on a bad day does.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender. */
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Refused offers so far. */
  refused: number;
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  let toRefuse = 0;
  const state = { received: [] as ReceivedMail[], refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          state.refused += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: state.received,
    get refused() {
      return state.refused;
    },
    refuseNext(count) {
      toRefuse = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes (UTF-8 bytes), so a long link or an accent reads back. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface MimePart {
  headers: string;
  body: string;
}

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

/** The leaf parts of a multipart message (one level of nesting is enough for text + attachment), decoded. */
export function mimeParts(raw: string): MimePart[] {
  const split = (text: string): MimePart => {
    const at = text.search(/\r?\n\r?\n/);
    return { headers: text.slice(0, at), body: text.slice(at).replace(/^\r?\n\r?\n/, '') };
  };
  const walk = (part: MimePart): MimePart[] => {
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(part.headers)?.[1];
    if (!boundary || !/content-type:\s*multipart\//i.test(part.headers)) return [{ headers: part.headers, body: decodeBody(part.headers, part.body) }];
    return part.body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((chunk) => walk(split(chunk.replace(/^\r?\n/, ''))));
  };
  return walk(split(raw));
}

/** A header of a message or part, folded lines joined. */
export function headerOf(headers: string, name: string): string | undefined {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}
