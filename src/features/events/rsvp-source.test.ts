import { describe, expect, it } from 'vitest';
import { EVENTS_STRINGS } from './events-strings.ts';
import { formatRsvpSource } from './rsvp-source.ts';

const ZONE = 'America/New_York';
// 2026-11-28 12:00 in New York.
const NOW = Date.parse('2026-11-28T17:00:00Z');

describe('formatRsvpSource', () => {
  it('says the source, with the time on the building clock when it was made today', () => {
    expect(formatRsvpSource({ source: 'desk', rsvpAt: '2026-11-28T15:02:00Z' }, ZONE, NOW)).toBe(`${EVENTS_STRINGS.rsvpSource.desk} · 10:02 AM`);
  });

  it('adds the day when it was made another day (on the building clock, not the device)', () => {
    expect(formatRsvpSource({ source: 'resident', rsvpAt: '2026-11-27T23:40:00Z' }, ZONE, NOW)).toBe('Resident · Nov 27, 6:40 PM');
    // Past midnight in UTC, still the 27th in New York.
    expect(formatRsvpSource({ source: 'resident', rsvpAt: '2026-11-28T03:10:00Z' }, ZONE, NOW)).toBe('Resident · Nov 27, 10:10 PM');
  });

  it('says only Import for the import, and nothing for a roster kept from before the server said', () => {
    expect(formatRsvpSource({ source: 'import', rsvpAt: '2026-11-01T10:00:00Z' }, ZONE, NOW)).toBe('Import');
    expect(formatRsvpSource({}, ZONE, NOW)).toBeNull();
  });
});
