// The event form's checks and the bodies it sends.
import { describe, expect, it } from 'vitest';
import { createEventBody, formFieldOf, updateEventBody, validateEventForm, type EventFormValues } from './event-form-values.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

const filled: EventFormValues = {
  buildingId: '3',
  name: ' Morning yoga ',
  eventType: '2',
  venueId: '8',
  studioId: '',
  teacherId: '',
  date: '2026-11-02',
  startTime: '07:30',
  endTime: '08:30',
  capacity: '12',
  image: '',
};

describe('the event form', () => {
  it('says at the field what is missing or wrong before sending', () => {
    expect(validateEventForm(filled, true)).toEqual({});
    expect(validateEventForm({}, true)).toMatchObject({ buildingId: S.required, name: S.required, date: S.required, startTime: S.required });
    expect(validateEventForm({ ...filled, endTime: '07:00' }, true)).toEqual({ endTime: S.endBeforeStart });
    expect(validateEventForm({ ...filled, capacity: '0' }, true)).toEqual({ capacity: S.wholeNumber });
    expect(validateEventForm({ ...filled, repeat: true, weekdays: [], repeatEnd: 'count', count: '53' }, true)).toEqual({
      weekdays: S.chooseWeekday,
      count: S.countRange,
    });
  });

  it('sends a weekly class with its weekdays and count, and a one-off without a repeat', () => {
    expect(createEventBody({ ...filled, repeat: true, weekdays: ['4', '2'], repeatEnd: 'count', count: '10' })).toEqual({
      buildingId: 3,
      name: 'Morning yoga',
      eventType: 2,
      venueId: 8,
      teacherId: null,
      studioId: null,
      date: '2026-11-02',
      startTime: '07:30',
      endTime: '08:30',
      capacity: 12,
      image: null,
      imageId: null,
      repeat: { weekdays: [2, 4], count: 10 },
    });
    expect(createEventBody({ ...filled, capacity: '', image: 'upload:41' })).toMatchObject({ capacity: null, imageId: 41, image: null });
    expect(createEventBody({ ...filled, repeat: true, weekdays: ['1'], until: '2026-12-31' }).repeat).toEqual({ weekdays: [1], until: '2026-12-31' });
  });

  it('edits one occurrence with its date, "this and following" without one', () => {
    expect(updateEventBody(5, filled, 'one')).toMatchObject({ id: 5, scope: 'one', date: '2026-11-02' });
    expect(updateEventBody(5, filled, 'following')).not.toHaveProperty('date');
  });

  it('finds the form field a refusal names', () => {
    expect(formFieldOf('endTime')).toBe('endTime');
    expect(formFieldOf('repeat.count')).toBe('count');
    expect(formFieldOf('/repeat/weekdays')).toBe('weekdays');
    expect(formFieldOf('imageId')).toBe('image');
    expect(formFieldOf('eventId')).toBeNull();
  });
});
