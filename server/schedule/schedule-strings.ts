/** 'HH:mm' as the portal writes a time everywhere ('2:30 AM'). */
export function clock12(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Sentences the schedule calls answer with; tests import the same constants. */
export const SCHEDULE_MESSAGES = {
  chooseBuilding: 'Choose the building the event is in.',
  nameRequired: 'Enter the event name.',
  endBeforeStart: 'The end time must be after the start time.',
  eventNotFound: 'Event not found.',
  venueNotFound: "This venue is not one of the building's venues.",
  teacherNotFound: "This teacher does not teach at the building.",
  studioNotFound: 'This studio does not work with the building.',
  imageNotFound: 'This picture is not one you uploaded.',
  buildingImageNotFound: "This picture is not one of the building's event pictures.",
  repeatNeedsEnd: 'Choose when the repeat ends: a last date or a number of occurrences.',
  repeatBothEnds: 'Choose either a last date or a number of occurrences, not both.',
  untilBeforeDate: 'The last date of the repeat must be on or after the first date.',
  repeatEmpty: 'No occurrence falls on the chosen weekdays before the last date.',
  tooManyOccurrences: (max: number, count: number) => `A series has at most ${max} occurrences; this one would have ${count}.`,
  eventCancelled: 'This event is cancelled.',
  dateNotForSeries: 'Move one occurrence at a time: choose "this event only" to change its date.',
  capacityBelowGoing: (going: number) =>
    `${going} ${going === 1 ? 'resident is' : 'residents are'} going: the capacity cannot be below ${going}.`,
  movedByZone: (date: string, requested: string, actual: string, timeZone: string) =>
    `${clock12(requested)} does not exist on ${date} in ${timeZone} (the clocks go forward): the event is at ${clock12(actual)}.`,
} as const;
