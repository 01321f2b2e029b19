import { describe, expect, it } from 'vitest';
import { parsePopupId, popupIdParam } from './popup-target.ts';

describe('popup ?id= values', () => {
  it('keeps ?id={eventId} as the spec writes it and names a holiday as holiday-{holidayId}', () => {
    expect(popupIdParam({ kind: 'event', id: 31 })).toBe('31');
    expect(popupIdParam({ kind: 'holiday', id: 4 })).toBe('holiday-4');
    expect(parsePopupId('31')).toEqual({ kind: 'event', id: 31 });
    expect(parsePopupId('holiday-4')).toEqual({ kind: 'holiday', id: 4 });
  });

  it('reads nothing else as a target', () => {
    for (const raw of [undefined, '', '0', '-3', '1.5', 'abc', 'holiday-', 'holiday-0', 'holiday-x', '99999999999999999999']) {
      expect(parsePopupId(raw), String(raw)).toBeNull();
    }
  });
});
