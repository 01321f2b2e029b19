import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONE_BUILDING_MESSAGE, validateDataset } from './validate-dataset.ts';

const FIXTURE_TEXT = readFileSync(new URL('../../tests/fixtures/small-dataset.json', import.meta.url), 'utf8');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests mutate the JSON freely
type Json = any;
const fixture = (): Json => JSON.parse(FIXTURE_TEXT);

/** The issues of a fixture changed by `change`, as `path: message` lines. */
function issuesAfter(change: (d: Json) => void): string[] {
  const dataset = fixture();
  change(dataset);
  return validateDataset(dataset).map((i) => `${i.path}: ${i.message}`);
}

describe('validateDataset', () => {
  it('accepts the hand-made fixture', () => {
    expect(validateDataset(fixture())).toEqual([]);
  });

  it('rejects a value that is not an object', () => {
    expect(validateDataset([])).toEqual([{ path: '$', message: 'must be an object' }]);
    expect(validateDataset(null)).toEqual([{ path: '$', message: 'must be an object' }]);
  });

  it('names unknown keys and missing required fields with their paths', () => {
    const issues = issuesAfter((d) => {
      d.colour = 'blue';
      d.events[1].rsvps[0].mood = 'happy';
      delete d.users[0].joiningDate;
      delete d.tasks;
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        '$.colour: is not a known field',
        '$.events[1].rsvps[0].mood: is not a known field',
        '$.users[0].joiningDate: is required',
        '$.tasks: is required',
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  it('reports wrong types, bad dates and times, end before start', () => {
    const issues = issuesAfter((d) => {
      d.buildings[0].dashboardAccess = 'yes';
      d.events[0].capacity = '10';
      d.events[1].capacity = -1;
      d.events[2].capacity = 2.5;
      d.users[1].joiningDate = '2025-02-30';
      d.tasks[0].dueDate = '12/01/2026';
      d.events[0].start = '2026-01-15 18:00';
      d.events[2].end = '2026-07-04T24:00';
      d.events[3].end = '2026-11-01T17:59';
      d.events[1].rsvps = {};
    });
    expect(issues).toEqual([
      '$.buildings[0].dashboardAccess: must be true or false',
      '$.users[1].joiningDate: must be a date YYYY-MM-DD',
      '$.events[0].start: must be a local date-time YYYY-MM-DDTHH:mm',
      '$.events[0].capacity: must be a whole number',
      '$.events[1].capacity: must not be negative',
      '$.events[1].rsvps: must be a list',
      '$.events[2].end: must be a local date-time YYYY-MM-DDTHH:mm',
      '$.events[2].capacity: must be a whole number',
      '$.events[3].end: must be after start (2026-11-01T18:00)',
      '$.tasks[0].dueDate: must be a date YYYY-MM-DD',
    ]);
  });

  it('checks time zones, building types and event types', () => {
    const issues = issuesAfter((d) => {
      d.buildings[0].timeZone = 'Mars/Olympus_Mons';
      d.buildings[1].timeZone = '+05:00';
      d.buildings[1].type = 'INDUSTRIAL';
      d.events[0].type = 'Fitness';
    });
    expect(issues).toEqual([
      '$.buildings[0].timeZone: is not an IANA time zone (e.g. America/New_York)',
      '$.buildings[1].type: must be RESIDENTIAL or COMMERCIAL',
      '$.buildings[1].timeZone: is not an IANA time zone (e.g. America/New_York)',
      '$.events[0].type: must be social or fitness',
    ]);
  });

  it('reports dangling references and units or venues of another building', () => {
    const issues = issuesAfter((d) => {
      d.managers[0].buildings.push('b9');
      d.teachers[0].studio = 's9';
      d.users[0].memberships[0].unit = 'u3';
      d.users[2].memberships[0].building = 'b7';
      d.events[0].venue = 'v3';
      d.events[0].teacher = 't9';
      d.events[1].studio = 's2';
      d.events[2].rsvps[0].user = 'r9';
      d.holidays[1].buildings = ['b3'];
      d.tasks[1].building = 'b4';
    });
    expect(issues).toEqual([
      "$.managers[0].buildings[2]: refers to an unknown building 'b9'",
      "$.teachers[0].studio: refers to an unknown studio 's9'",
      "$.users[0].memberships[0].unit: unit 'u3' belongs to building 'b2', not 'b1'",
      "$.users[2].memberships[0].building: refers to an unknown building 'b7'",
      "$.events[0].venue: venue 'v3' belongs to building 'b2', not 'b1'",
      "$.events[0].teacher: refers to an unknown teacher 't9'",
      "$.events[1].studio: refers to an unknown studio 's2'",
      "$.events[2].rsvps[0].user: refers to an unknown user 'r9'",
      "$.holidays[1].buildings[0]: refers to an unknown building 'b3'",
      "$.tasks[1].building: refers to an unknown building 'b4'",
    ]);
  });

  it('reports duplicate keys, duplicate e-mails in any case, repeated RSVPs and memberships', () => {
    const issues = issuesAfter((d) => {
      d.buildings[1].venues.push({ key: 'v1', name: 'Second rooftop' });
      d.users.push({ ...d.users[2], key: 'r1', email: 'ANA.RUIZ@example.com' });
      d.buildingAdmins[0].email = 'LEE@example.com';
      d.users[1].memberships.push({ building: 'b1' });
      d.events[2].rsvps.push({ user: 'r3', attended: false });
      d.tasks[1].key = 'k1';
    });
    expect(issues).toEqual([
      "$.buildings[1].venues[1].key: duplicates the venue key 'v1' of $.buildings[0].venues[0]",
      "$.users[3].key: duplicates the user key 'r1' of $.users[0]",
      "$.users[0].email: duplicates the e-mail lee@example.com of $.buildingAdmins[0].email",
      "$.users[1].memberships[2].building: repeats building 'b1'",
      '$.users[3].email: duplicates the e-mail ANA.RUIZ@example.com of $.managers[0].email',
      "$.events[2].rsvps[1].user: user 'r3' already has an RSVP to this event",
      "$.tasks[1].key: duplicates the task key 'k1' of $.tasks[0]",
    ]);
  });

  it('rejects ratings outside 1-5, and ratings or injuries on a no-show', () => {
    const issues = issuesAfter((d) => {
      d.events[0].rsvps[0].rating = 6;
      d.events[0].rsvps[1].rating = 4;
      d.events[0].rsvps[1].injury = 'Twisted ankle';
      d.events[2].rsvps[0].rating = 0;
    });
    expect(issues).toEqual([
      '$.events[0].rsvps[0].rating: must be from 1 to 5',
      '$.events[0].rsvps[1].rating: a no-show (attended: false) cannot give a rating',
      '$.events[0].rsvps[1].injury: a no-show (attended: false) cannot report an injury',
      '$.events[2].rsvps[0].rating: must be from 1 to 5',
    ]);
  });

  it('requires exactly one building for a building admin', () => {
    const asList = issuesAfter((d) => (d.buildingAdmins[0].building = ['b1', 'b2']));
    expect(asList).toEqual([`$.buildingAdmins[0].building: ${ADMIN_ONE_BUILDING_MESSAGE}`]);
    const missing = issuesAfter((d) => delete d.buildingAdmins[0].building);
    expect(missing).toEqual([`$.buildingAdmins[0].building: ${ADMIN_ONE_BUILDING_MESSAGE}`]);
    const unknown = issuesAfter((d) => (d.buildingAdmins[0].building = 'b5'));
    expect(unknown).toEqual(["$.buildingAdmins[0].building: refers to an unknown building 'b5'"]);
  });

  it('limits string lengths (500; e-mail 254) and rejects empty names and bad e-mails', () => {
    const issues = issuesAfter((d) => {
      d.events[0].name = 'x'.repeat(501);
      d.events[1].name = 'x'.repeat(500);
      d.users[0].email = `${'a'.repeat(243)}@example.com`;
      d.users[1].email = 'not-an-email';
      d.users[2].firstName = '  ';
      d.studios[0].name = 42;
    });
    expect(issues).toEqual([
      '$.studios[0].name: must be a string',
      '$.users[0].email: must be at most 254 characters long (is 255)',
      '$.users[1].email: must be an e-mail address',
      '$.users[2].firstName: must not be empty',
      '$.events[0].name: must be at most 500 characters long (is 501)',
    ]);
  });

  it('treats null optional fields as left out and rejects an empty holiday building list', () => {
    expect(issuesAfter((d) => (d.events[0].teacher = null))).toEqual([]);
    expect(issuesAfter((d) => (d.holidays[1].buildings = []))).toEqual([
      '$.holidays[1].buildings: must name at least one building (leave it out for all buildings)',
    ]);
    expect(issuesAfter((d) => (d.events[0].name = null))).toEqual(['$.events[0].name: must be a string']);
  });

  it('refuses control characters (line breaks, tabs, DEL, C1) in names and one-line fields, keeping them in texts and passwords', () => {
    const oneLine = 'must be one line, without tabs or other control characters';
    const issues = issuesAfter((d) => {
      d.users[0].firstName = 'Ann\nLin';
      d.users[1].memberships[0].apartment = '3\tA';
      d.buildings[0].name = 'Harbor\u0085Test';
      d.events[0].name = '=1+1\r\nYoga';
      d.tasks[0].taskName = 'Fix\u007F';
      d.holidays[0].description = 'First line\nSecond line';
      d.managers[0].password = 'tab\tin-password';
    });
    expect(issues).toEqual([
      `$.buildings[0].name: ${oneLine}`,
      `$.users[0].firstName: ${oneLine}`,
      `$.users[1].memberships[0].apartment: ${oneLine}`,
      `$.events[0].name: ${oneLine}`,
      `$.tasks[0].taskName: ${oneLine}`,
    ]);
  });
});
