// A loopback HTTP proxy between the browser and the test server that loses and delays API traffic
// on purpose (the chaos test). Each chaotic request gets one fate from a seeded
// PRNG: dropped before it reaches the server, forwarded but its answer dropped (the server did the
// work, the client never hears: what idempotency keys exist for), or delayed. Static files and
// navigations pass untouched, so the app itself always loads.
import { createServer, request as httpRequest, Agent, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const HOST = '127.0.0.1';
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
// Hop-by-hop headers describe one connection, not the message; the proxy re-frames bodies itself.
const HOP_BY_HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

export interface ChaosRates {
  /** Share of chaotic requests destroyed before they reach the server. */
  dropRequest: number;
  /** Share forwarded to the server whose answer is then destroyed. */
  dropAnswer: number;
  /** Every other chaotic request waits 0..maxDelayMs before it is forwarded. */
  maxDelayMs: number;
}

export const DEFAULT_CHAOS_RATES: ChaosRates = { dropRequest: 0.15, dropAnswer: 0.15, maxDelayMs: 200 };

export interface ChaosStats {
  /** Every request the proxy received (static files included). */
  requests: number;
  /** Requests to /api seen while chaos was on. */
  chaotic: number;
  droppedBeforeServer: number;
  answersDropped: number;
  delayed: number;
  /** Requests carrying an Idempotency-Key the proxy had already seen (outbox replays, browser resends). */
  repeatedKeys: number;
  /** Answers the server marked `Idempotent-Replayed: true`: duplicates it recognised and did not apply. */
  idempotentReplays: number;
  /** Requests with an Idempotency-Key (writes through the outbox path). */
  keyedRequests: number;
}

/** What happened to one request carrying an Idempotency-Key (the writes), for failure reports. */
export interface KeyedRequestEvent {
  /** Epoch ms when the request arrived. */
  at: number;
  /** Epoch ms when the server answered (or the request was dropped). */
  doneAt: number;
  key: string;
  method: string;
  path: string;
  body: string;
  fate: Fate['kind'];
  /** The server's status; null when the request never reached it. */
  status: number | null;
  replayed: boolean;
}

export interface ChaosProxy {
  /** Origin the browser should use, e.g. http://127.0.0.1:41235 */
  url: string;
  stats: ChaosStats;
  /** Every request with an Idempotency-Key, in the order the server answered them. */
  keyedEvents: KeyedRequestEvent[];
  /** Chaos off passes everything (setup and final checks). */
  setChaos(on: boolean): void;
  close(): Promise<void>;
}

export interface ChaosProxyOptions {
  /** Origin of the real server. */
  target: string;
  seed: number;
  rates?: ChaosRates;
  /** Which requests chaos applies to; default: paths under /api/. */
  isChaotic?: (method: string, path: string) => boolean;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Fate = { kind: 'pass' } | { kind: 'drop-request' } | { kind: 'drop-answer'; delayMs: number } | { kind: 'delay'; delayMs: number };

/** The live-change stream (server/routes/live-changes/). */
const STREAM_PATH = '/api/changes';

function isApiPath(_method: string, path: string): boolean {
  return path.startsWith('/api/');
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolveBody(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function forwardedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP_HEADERS.has(name) && name !== 'content-length') kept[name] = value;
  }
  return kept;
}

interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startChaosProxy(options: ChaosProxyOptions): Promise<ChaosProxy> {
  const target = new URL(options.target);
  const rates = options.rates ?? DEFAULT_CHAOS_RATES;
  const isChaotic = options.isChaotic ?? isApiPath;
  const random = seededRandom(options.seed);
  const agent = new Agent({ keepAlive: true });
  const sockets = new Set<Socket>();
  const seenKeys = new Set<string>();
  const stats: ChaosStats = {
    requests: 0,
    chaotic: 0,
    droppedBeforeServer: 0,
    answersDropped: 0,
    delayed: 0,
    repeatedKeys: 0,
    idempotentReplays: 0,
    keyedRequests: 0,
  };
  let chaosOn = false;
  const keyedEvents: KeyedRequestEvent[] = [];

  function chooseFate(method: string, path: string): Fate {
    if (!chaosOn || !isChaotic(method, path)) return { kind: 'pass' };
    stats.chaotic += 1;
    const roll = random();
    const delayMs = Math.round(random() * rates.maxDelayMs);
    if (roll < rates.dropRequest) return { kind: 'drop-request' };
    if (roll < rates.dropRequest + rates.dropAnswer) return { kind: 'drop-answer', delayMs };
    return { kind: 'delay', delayMs };
  }

  function forward(method: string, path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<UpstreamAnswer> {
    return new Promise((resolveAnswer, reject) => {
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          agent,
          headers: { ...forwardedHeaders(headers), host: target.host, 'content-length': String(body.length) },
        },
        (response) => {
          readBody(response).then(
            (answerBody) => resolveAnswer({ status: response.statusCode ?? 502, headers: response.headers, body: answerBody }),
            reject,
          );
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  function countKey(headers: IncomingHttpHeaders): void {
    const key = headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string') return;
    stats.keyedRequests += 1;
    if (seenKeys.has(key)) stats.repeatedKeys += 1;
    else seenKeys.add(key);
  }

  function reply(res: ServerResponse, answer: UpstreamAnswer): void {
    const headers = forwardedHeaders(answer.headers);
    headers['content-length'] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  }

  /**
   * The live-change stream never ends, so it cannot be buffered like an answer: it is piped through
   * as it comes; chaos only decides whether it connects (a dropped request or answer: no stream).
   */
  function pipeStream(req: IncomingMessage, res: ServerResponse, path: string): void {
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path, agent, headers: { ...forwardedHeaders(req.headers), host: target.host } },
      (response) => {
        res.writeHead(response.statusCode ?? 502, forwardedHeaders(response.headers));
        response.pipe(res);
        // The server side cut (its process killed): the browser's side is cut too, as a real proxy
        // does, or the app would wait out its silence timer (two heartbeats) on a dead stream.
        response.once('close', () => {
          if (!response.complete) res.destroy();
        });
      },
    );
    upstream.on('error', () => req.socket.destroy());
    res.on('close', () => upstream.destroy());
    upstream.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    stats.requests += 1;
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    if (new URL(path, 'http://proxy.invalid').pathname === STREAM_PATH) {
      const fate = chooseFate(method, path);
      if (fate.kind === 'drop-request' || fate.kind === 'drop-answer') req.socket.destroy();
      else pipeStream(req, res, path);
      return;
    }
    const body = await readBody(req);
    countKey(req.headers);
    const fate = chooseFate(method, path);
    const key = req.headers[IDEMPOTENCY_KEY_HEADER];
    const at = Date.now();
    const record = (status: number | null, replayed: boolean) => {
      if (typeof key !== 'string') return;
      const text = body.toString('utf8');
      keyedEvents.push({ at, doneAt: Date.now(), key, method, path, body: text.slice(0, 120), fate: fate.kind, status, replayed });
    };
    if (fate.kind === 'drop-request') {
      stats.droppedBeforeServer += 1;
      record(null, false);
      req.socket.destroy();
      return;
    }
    if (fate.kind !== 'pass') await sleep(fate.delayMs);
    if (fate.kind === 'delay') stats.delayed += 1;
    // Forwarded even if the browser gave up meanwhile (it went offline): a late request reaching
    // the server after the client retried is exactly the case idempotency keys must cover.
    const answer = await forward(method, path, req.headers, body);
    const replayed = answer.headers[IDEMPOTENT_REPLAYED_HEADER] === 'true';
    record(answer.status, replayed);
    if (replayed) stats.idempotentReplays += 1;
    if (fate.kind === 'drop-answer') {
      stats.answersDropped += 1;
      req.socket.destroy();
      return;
    }
    if (!res.destroyed) reply(res, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      // The server is gone or refused the connection: to the browser that is a network failure.
      req.socket.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, HOST, listening));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${HOST}:${port}`,
    stats,
    keyedEvents,
    setChaos(on) {
      chaosOn = on;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
