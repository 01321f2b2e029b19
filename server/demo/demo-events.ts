import type { DatasetBuilding, DatasetEvent, DatasetRsvp, DatasetTeacher } from '../import/dataset-types.ts';
import { formatDay, monthOf, weekdayOf } from './demo-calendar.ts';
import {
  demoImageUrl, FITNESS_EVENTS, INJURIES, SOCIAL_EVENTS, TEACHER_COMMENTS, type EventTemplate,
} from './demo-content.ts';
import type { Random } from './random.ts';

export interface DemoMember {
  key: string;
  joinedDay: number;
  /** How keen this person is; RSVPs are drawn in proportion to it. */
  keenness: number;
}

interface BuildingEventsInput {
  building: DatasetBuilding;
  members: DemoMember[];
  teachers: DatasetTeacher[];
  firstDay: number;
  lastDay: number;
  /** Events before this day are past: attendance, ratings and comments are recorded for them. */
  todayDay: number;
  /** Multiplies the number of events (scale over building groups). */
  density: number;
  /** Days on which the building holds no events (public holidays it takes off). */
  daysOff?: ReadonlySet<number>;
  nextKey: () => string;
}

const FITNESS_SHARE = 0.6;
const MAX_EVENTS_PER_DAY = 4;
const CANCELLED_SHARE = 0.02;
const UNKNOWN_SOCIAL_CAPACITY_SHARE = 0.3;
const RATED_SHARE = 0.3;
// Only fitness attendances carry injuries; about 0.5% of all attendances.
const INJURY_SHARE = 0.01;
const COMMENTED_SHARE = 0.5;
const RATINGS = [[5, 50], [4, 32], [3, 12], [2, 4], [1, 2]] as const;

const SLOTS = {
  RESIDENTIAL: { weekday: ['17:30', '18:00', '18:30', '19:00', '19:30'], weekend: ['09:00', '10:00', '11:00', '13:00', '15:00', '17:00', '18:30'] },
  COMMERCIAL: { weekday: ['07:30', '12:00', '12:30', '17:30', '18:00'], weekend: ['10:00', '11:00'] },
} as const;
/** Mean events per day, Sunday … Saturday. */
const EVENTS_PER_DAY = {
  RESIDENTIAL: [1.3, 0.7, 0.7, 0.7, 0.7, 0.8, 1.7],
  COMMERCIAL: [0.15, 1.1, 1.1, 1.1, 1.1, 0.9, 0.15],
} as const;

function addMinutes(day: string, time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day}T${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

function rsvpsFor(rng: Random, event: DatasetEvent, eligible: DemoMember[], past: boolean): DatasetRsvp[] {
  const wanted = event.capacity > 0 ? event.capacity * rng.between(0.4, 0.95) : rng.between(8, 35);
  const chosen = rng.sampleWeighted(eligible, (m) => m.keenness, Math.round(wanted));
  const showRate = rng.between(0.7, 0.85);
  return chosen.map((member) => {
    const attended = past && !event.cancelled && rng.chance(showRate);
    const rsvp: DatasetRsvp = { user: member.key, attended };
    if (attended && rng.chance(RATED_SHARE)) rsvp.rating = rng.weighted(RATINGS);
    if (attended && event.type === 'fitness' && rng.chance(INJURY_SHARE)) rsvp.injury = rng.pick(INJURIES);
    return rsvp;
  });
}

function templatesFor(type: 'fitness' | 'social', month: number): EventTemplate[] {
  return (type === 'fitness' ? FITNESS_EVENTS : SOCIAL_EVENTS).filter((t) => !t.months || t.months.includes(month));
}

/** One building's events from firstDay to lastDay: evenings and weekends, a few cancelled. */
export function generateBuildingEvents(rng: Random, input: BuildingEventsInput): DatasetEvent[] {
  const { building, members, teachers } = input;
  const slots = SLOTS[building.type];
  const rates = EVENTS_PER_DAY[building.type];
  const [socialVenue, fitnessVenue, ...otherVenues] = building.venues;
  const byJoining = [...members].sort((a, b) => a.joinedDay - b.joinedDay);
  const events: DatasetEvent[] = [];
  for (let day = input.firstDay; day <= input.lastDay; day++) {
    const weekday = weekdayOf(day);
    const count = Math.min(MAX_EVENTS_PER_DAY, rng.poisson((rates[weekday] ?? 0) * input.density));
    const daySlots = weekday === 0 || weekday === 6 ? slots.weekend : slots.weekday;
    const times = rng.sampleWeighted(daySlots, () => 1, count).sort();
    const dayText = formatDay(day);
    const past = day < input.todayDay;
    // Only people who had joined by then take part.
    const eligible = byJoining.filter((m) => m.joinedDay <= day);
    for (const time of times) {
      const type = rng.chance(FITNESS_SHARE) ? 'fitness' : 'social';
      const template = rng.pick(templatesFor(type, monthOf(day)));
      const venue = type === 'fitness' ? fitnessVenue : rng.pick([socialVenue, ...otherVenues]);
      const event: DatasetEvent = {
        key: input.nextKey(),
        building: building.key,
        venue: venue?.key ?? '',
        name: template.name,
        type,
        start: `${dayText}T${time}`,
        end: addMinutes(dayText, time, template.durationMinutes),
        capacity:
          type === 'fitness' ? rng.int(10, 30) : rng.chance(UNKNOWN_SOCIAL_CAPACITY_SHARE) ? 0 : rng.int(20, 60),
        image: demoImageUrl(template.image),
        rsvps: [],
      };
      if (rng.chance(CANCELLED_SHARE)) event.cancelled = true;
      if (type === 'fitness') {
        const teacher = rng.pick(teachers);
        event.teacher = teacher.key;
        if (teacher.studio) event.studio = teacher.studio;
        if (past && !event.cancelled && rng.chance(COMMENTED_SHARE)) event.teacherComment = rng.pick(TEACHER_COMMENTS);
      }
      event.rsvps = rsvpsFor(rng, event, eligible, past);
      // Drawn all the same on a day off, so every other day's events stay as they were.
      if (!input.daysOff?.has(day)) events.push(event);
    }
  }
  return events;
}
