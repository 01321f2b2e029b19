// The load generator's reading of one HTTP/1.1 response, straight from its socket's bytes: the
// status line and headers, then the body, de-chunked when it is chunked. With Node's HTTP client (its
// parser, a readable stream and a string decoder per response) this process's one thread spent
// about a quarter of a second on the 10,000 messages of one change, and each stream's arrival time
// waited its turn in that queue; read this way, a run of scenario (b) costs it about a third less CPU.

/** What the reader hands on: the status once the headers are in, then the body's text as it comes. */
export interface ResponseSink {
  head(status: number): void;
  /** Body text (latin1: one char a byte, so a multi-byte character split across reads is not garbled). */
  body(text: string): void;
}

const CRLF = '\r\n';

export class ResponseReader {
  /** Bytes not yet made sense of: part of the headers, or of a chunk's size line. */
  private pending = '';
  private state: 'head' | 'size' | 'data' | 'data-end' | 'raw' | 'done' = 'head';
  /** Bytes left in the current chunk (state data), or of its closing CRLF (state data-end). */
  private left = 0;

  constructor(private readonly sink: ResponseSink) {}

  /** Feeds the bytes just read (the buffer may be reused once this returns). */
  push(bytes: Buffer, length: number): void {
    const text = this.pending + bytes.toString('latin1', 0, length);
    this.pending = '';
    let at = 0;
    while (at < text.length) {
      if (this.state === 'head') {
        const end = text.indexOf(CRLF + CRLF, at);
        if (end < 0) break;
        this.readHead(text.slice(at, end));
        at = end + 4;
      } else if (this.state === 'size') {
        const end = text.indexOf(CRLF, at);
        if (end < 0) break;
        // A chunk extension (after ';') is allowed and means nothing here.
        const size = Number.parseInt(text.slice(at, end), 16);
        if (Number.isNaN(size)) throw new Error(`bad chunk size line: ${JSON.stringify(text.slice(at, end))}`);
        at = end + 2;
        if (size === 0) this.state = 'done';
        else {
          this.state = 'data';
          this.left = size;
        }
      } else if (this.state === 'data' || this.state === 'raw') {
        const take = this.state === 'raw' ? text.length - at : Math.min(this.left, text.length - at);
        this.sink.body(at === 0 && take === text.length ? text : text.slice(at, at + take));
        at += take;
        if (this.state === 'data' && (this.left -= take) === 0) {
          this.state = 'data-end';
          this.left = 2;
        }
      } else if (this.state === 'data-end') {
        const take = Math.min(this.left, text.length - at);
        at += take;
        if ((this.left -= take) === 0) this.state = 'size';
      } else {
        break;
      }
    }
    if (at < text.length && this.state !== 'done') this.pending = text.slice(at);
  }

  private readHead(head: string): void {
    const [statusLine = '', ...lines] = head.split(CRLF);
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
    const chunked = lines.some((line) => /^transfer-encoding:.*chunked/i.test(line));
    // Without chunks (a body that ends with the connection, or a refusal's short body) it is taken as is.
    this.state = chunked ? 'size' : 'raw';
    this.sink.head(status);
  }
}
