import { describe, expect, it } from 'vitest';
import { createEventStreamParser, toLiveChange, type ServerEvent } from './live-changes-api.ts';

function parseAll(chunks: string[]): ServerEvent[] {
  const events: ServerEvent[] = [];
  const push = createEventStreamParser((event) => events.push(event));
  chunks.forEach(push);
  return events;
}

describe('the live-change stream parser', () => {
  const text =
    'event: ready\ndata: {"heartbeatSeconds":25}\n\n: heartbeat\n\nid: 12\nevent: change\ndata: {"kind":"task","buildingIds":[3]}\n\n' +
    'event: change\ndata: {"kind":"task","buildingIds":[4]}\n\n';
  // An id holds for the events after it, as EventSource's last event ID does.
  const expected = [
    { event: 'ready', data: { heartbeatSeconds: 25 }, id: '' },
    { event: 'change', data: { kind: 'task', buildingIds: [3] }, id: '12' },
    { event: 'change', data: { kind: 'task', buildingIds: [4] }, id: '12' },
  ];

  it('reads events and skips heartbeat comments', () => {
    expect(parseAll([text])).toEqual(expected);
  });

  it('reads the same events however the text is cut into chunks', () => {
    for (let size = 1; size < 12; size++) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parseAll(chunks)).toEqual(expected);
    }
  });

  it('takes CRLF line ends, names an unnamed event "message", and waits for the blank line', () => {
    expect(parseAll(['data: 1\r\n\r\nevent: change\r\ndata: {"kind":"import","buildingIds":[]}\r\n'])).toEqual([{ event: 'message', data: 1, id: '' }]);
  });

  it('keeps only changes it knows', () => {
    expect(toLiveChange({ kind: 'task', buildingIds: [1, 2] })).toEqual({ kind: 'task', buildingIds: [1, 2] });
    expect(toLiveChange({ kind: 'rename', buildingIds: [1] })).toBeNull();
    expect(toLiveChange({ kind: 'task', buildingIds: ['1'] })).toBeNull();
    expect(toLiveChange(null)).toBeNull();
  });
});
