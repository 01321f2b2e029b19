// A local SMTP server for the chaos test that, like a real mail server on a bad day, sometimes
// refuses a message (451, the sender must try again) and sometimes answers slowly. Fates come from a
// seeded PRNG. A given message is refused at most once, so the server's retry (2 s later) gets it
// through and the test's wait for the mail stays bounded. A stalled message is taken when the stall
// ends even if its sender has gone meanwhile, as a real server that had the whole message does. What
// it accepted is kept for the checks, with each message's Message-ID.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { seededRandom } from './chaos-proxy.ts';

export interface ChaosSmtpRates {
  /** Share of messages answered 451 (not delivered) the first time they are offered. */
  fail: number;
  /** Share of messages accepted only after a stall of stallMs.min..max. */
  stall: number;
  stallMs: { min: number; max: number };
}

export const DEFAULT_CHAOS_SMTP_RATES: ChaosSmtpRates = { fail: 0.15, stall: 0.15, stallMs: { min: 500, max: 3_000 } };

export interface ChaosSmtpStats {
  /** DATA commands received (deliveries attempted by the server). */
  offered: number;
  refused: number;
  stalled: number;
  accepted: number;
}

export interface ChaosSmtp {
  /** smtp://127.0.0.1:PORT, for the server's SMTP_URL. */
  url: string;
  /** Text bodies of the accepted messages, quoted-printable undone. */
  received: string[];
  /** The Message-ID of each accepted message, in the order of `received`. */
  receivedIds: string[];
  stats: ChaosSmtpStats;
  /** Off: every message is accepted at once (setup and final checks). */
  setChaos(on: boolean): void;
  close(): Promise<void>;
}

/** Undoes quoted-printable soft line breaks and escapes so a message's text can be searched. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The message's Message-ID header ('' when it has none). */
export function messageIdOf(raw: string): string {
  return /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
}

/** The message's body: everything after the header block. */
function bodyOf(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  return decodeQuotedPrintable(split < 0 ? raw : raw.slice(split)).trim();
}

export async function startChaosSmtp(options: { seed: number; rates?: ChaosSmtpRates }): Promise<ChaosSmtp> {
  const rates = options.rates ?? DEFAULT_CHAOS_SMTP_RATES;
  const random = seededRandom(options.seed);
  const received: string[] = [];
  const receivedIds: string[] = [];
  const refusedOnce = new Set<string>();
  const stats: ChaosSmtpStats = { offered: 0, refused: 0, stalled: 0, accepted: 0 };
  let chaosOn = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        stats.offered += 1;
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = bodyOf(raw);
        const roll = chaosOn ? random() : 1;
        const stallFor = rates.stallMs.min + random() * (rates.stallMs.max - rates.stallMs.min);
        if (roll < rates.fail && !refusedOnce.has(body)) {
          refusedOnce.add(body);
          stats.refused += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          stats.accepted += 1;
          received.push(body);
          receivedIds.push(messageIdOf(raw));
          callback();
        };
        if (roll < rates.fail + rates.stall) {
          stats.stalled += 1;
          setTimeout(accept, stallFor);
          return;
        }
        accept();
      });
    },
  });
  // A sender killed in the middle of a message (the torture run SIGKILLs server processes) resets
  // its connection; smtp-server reports that as an 'error' event when it comes after MAIL FROM, and
  // with no listener it would end the test's process. A mail server takes it in its stride: the
  // message was never accepted, and its sender sends it again once it is back.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    receivedIds,
    stats,
    setChaos(on) {
      chaosOn = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
