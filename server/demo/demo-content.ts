/** Names and wording of the demo portfolio. Image names match the drawings in public/demo-images/. */
import type { BuildingType, EventType } from '../import/dataset-types.ts';

export const DEMO_IMAGE_NAMES = [
  'yoga', 'spin', 'pilates', 'boxing', 'social', 'bbq', 'wine', 'movie', 'book-club', 'holiday',
] as const;
type DemoImageName = (typeof DEMO_IMAGE_NAMES)[number];
export const demoImageUrl = (name: DemoImageName) => `/demo-images/${name}.svg`;

interface BuildingTemplate {
  name: string;
  type: BuildingType;
  timeZone: string;
  dashboardAccess: boolean;
  amenityMembership: boolean;
  /** Blocks of a residential building; commercial ones get companies from COMPANY_NAMES. */
  blocks?: readonly string[];
  /** Share of the portfolio's users living or working here. */
  userShare: number;
}

export const BUILDING_TEMPLATES: readonly BuildingTemplate[] = [
  { name: 'Harbor Lofts', type: 'RESIDENTIAL', timeZone: 'America/New_York', dashboardAccess: true,
    amenityMembership: true, blocks: ['Tower A', 'Tower B', 'Garden Wing'], userShare: 0.32 },
  { name: 'Foundry Works', type: 'COMMERCIAL', timeZone: 'America/New_York', dashboardAccess: true,
    amenityMembership: false, userShare: 0.24 },
  { name: 'Pacific Commons', type: 'COMMERCIAL', timeZone: 'America/Los_Angeles', dashboardAccess: true,
    amenityMembership: false, userShare: 0.22 },
  { name: 'Cedar Court', type: 'RESIDENTIAL', timeZone: 'America/Los_Angeles', dashboardAccess: false,
    amenityMembership: false, blocks: ['North Block', 'South Block'], userShare: 0.22 },
];

export const RESIDENTIAL_VENUES = ['Rooftop Terrace', 'Fitness Studio', 'Clubroom', 'Courtyard'] as const;
export const COMMERCIAL_VENUES = ['Lobby Lounge', 'Wellness Room', 'Conference Hall', 'Roof Deck'] as const;

export const COMPANY_NAMES = [
  'Northwind Analytics', 'Bluefin Capital', 'Lumen Health', 'Copperleaf Design', 'Tidewater Legal',
  'Brightline Media', 'Quarry Labs', 'Meridian Insurance', 'Orchard Software', 'Keystone Partners',
  'Sierra Robotics', 'Harborview Consulting', 'Atlas Logistics', 'Evergreen Foods', 'Pinnacle Architects',
] as const;

export const STUDIOS = ['Flow Yoga', 'Pulse Cycling', 'Core Pilates Co.', 'Iron Ring Boxing', 'Balance Wellness'] as const;

export const FIRST_NAMES = [
  'Ava', 'Liam', 'Olivia', 'Noah', 'Emma', 'Mateo', 'Sophia', 'Lucas', 'Isabella', 'Ethan', 'Mia', 'Aiden',
  'Amelia', 'Kai', 'Harper', 'Elijah', 'Evelyn', 'Diego', 'Aria', 'Yusuf', 'Chloe', 'Ravi', 'Layla', 'Hiro',
  'Zoe', 'Omar', 'Nora', 'Leo', 'Priya', 'Samuel', 'Grace', 'Jin', 'Lucia', 'Daniel', 'Hana', 'Marcus',
  'Elena', 'Tomas', 'Maya', 'Andre', 'Fatima', 'Owen', 'Ines', 'Caleb', 'Sara', 'Felix', 'Naomi', 'Arjun',
] as const;

export const LAST_NAMES = [
  'Smith', 'Garcia', 'Chen', 'Johnson', 'Patel', 'Nguyen', 'Williams', 'Kim', 'Rodriguez', 'Brown', 'Lee',
  'Martinez', 'Davis', 'Lopez', 'Wilson', 'Anderson', 'Singh', 'Thomas', 'Hernandez', 'Moore', 'Tanaka',
  'Jackson', 'Okafor', 'White', 'Harris', 'Rossi', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'Allen',
  'Wright', 'Scott', 'Torres', 'Green', 'Adams', 'Baker', 'Novak', 'Rivera', 'Campbell', 'Mitchell',
] as const;

export interface EventTemplate {
  name: string;
  type: EventType;
  image: DemoImageName;
  durationMinutes: number;
  /** Months (1-12) the event runs in; all year when absent. */
  months?: readonly number[];
}

export const FITNESS_EVENTS: readonly EventTemplate[] = [
  { name: 'Sunrise Yoga', type: 'fitness', image: 'yoga', durationMinutes: 60 },
  { name: 'Vinyasa Flow', type: 'fitness', image: 'yoga', durationMinutes: 60 },
  { name: 'Spin Express', type: 'fitness', image: 'spin', durationMinutes: 45 },
  { name: 'Rhythm Ride', type: 'fitness', image: 'spin', durationMinutes: 50 },
  { name: 'Mat Pilates', type: 'fitness', image: 'pilates', durationMinutes: 55 },
  { name: 'Core & Stretch', type: 'fitness', image: 'pilates', durationMinutes: 45 },
  { name: 'Boxing Bootcamp', type: 'fitness', image: 'boxing', durationMinutes: 60 },
  { name: 'HIIT Circuit', type: 'fitness', image: 'boxing', durationMinutes: 45 },
];

export const SOCIAL_EVENTS: readonly EventTemplate[] = [
  { name: 'Rooftop Social', type: 'social', image: 'social', durationMinutes: 120, months: [5, 6, 7, 8, 9] },
  { name: 'Neighborhood BBQ', type: 'social', image: 'bbq', durationMinutes: 180, months: [5, 6, 7, 8, 9] },
  { name: 'Wine Tasting', type: 'social', image: 'wine', durationMinutes: 120 },
  { name: 'Movie Night', type: 'social', image: 'movie', durationMinutes: 150 },
  { name: 'Book Club', type: 'social', image: 'book-club', durationMinutes: 90 },
  { name: 'Trivia Night', type: 'social', image: 'social', durationMinutes: 120 },
  { name: 'Coffee & Pastries', type: 'social', image: 'social', durationMinutes: 90 },
  { name: 'Holiday Party', type: 'social', image: 'holiday', durationMinutes: 180, months: [12] },
];

export const TEACHER_COMMENTS = [
  'Great energy tonight, everyone kept up.', 'Small group, lots of individual corrections.',
  'Several first-timers; kept the pace gentle.', 'Music system cut out briefly, otherwise smooth.',
  'Full room and a lot of regulars.', 'Room was warm; please check the thermostat.',
  'Introduced a new sequence, well received.', 'Need two more mats for the next class.',
] as const;

export const INJURIES = [
  'Sprained wrist', 'Pulled hamstring', 'Twisted ankle', 'Lower back strain', 'Minor knee pain',
] as const;

export const TASKS = [
  ['Renew pool permit', 'City inspection due before renewal.'],
  ['Service fitness equipment', 'Quarterly maintenance for treadmills and bikes.'],
  ['Order yoga mats', '20 mats, non-slip.'],
  ['Confirm caterer for social', null],
  ['Update amenity calendar', 'Post next month’s schedule in the lobby.'],
  ['Replace lobby light bulbs', null],
  ['Inspect fire extinguishers', 'Annual tag check on every floor.'],
  ['Book instructor substitutes', 'Cover the holiday weeks.'],
  ['Clean rooftop furniture', null],
  ['Send resident newsletter', 'Include upcoming events and survey link.'],
  ['Review event feedback', 'Summarise ratings for the monthly report.'],
  ['Restock first-aid kits', null],
  ['Check sound system', 'Clubroom speakers crackle at high volume.'],
  ['Plan holiday decorations', null],
  ['Renew liability insurance', 'Broker needs the updated headcount.'],
] as const;
