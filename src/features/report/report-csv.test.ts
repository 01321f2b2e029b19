import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { EventReportRow } from '../../api/report-api.ts';
import { eventReportCsv, eventReportFileName } from './report-csv.ts';
import { REPORT_COLUMNS } from './report-strings.ts';

const ROW: EventReportRow = {
  eventId: 7,
  date: '2026-10-05',
  start: '18:00',
  end: '19:00',
  building: 'Harbor Lofts',
  venue: 'Rooftop',
  event: 'Sunset Yoga, "outdoors"',
  type: 'fitness',
  teacher: 'Kim Park',
  capacity: 9,
  rsvps: 3,
  attended: 3,
  capacityPercentage: 33.33,
  rsvpdAndAttended: 100,
  injuries: 1,
  averageRating: 3.6667,
  ratings: 3,
  teacherComment: '=HYPERLINK("http://evil.example","click")',
  incidents: 2,
};

describe('eventReportCsv', () => {
  it('starts with a byte-order mark and the header row, and reads back cell for cell', () => {
    const csv = eventReportCsv([ROW, { ...ROW, eventId: 8, venue: null, teacher: null, capacity: null, capacityPercentage: null, averageRating: null, teacherComment: 'Lovely – très bien' }]);
    expect(csv.startsWith('\uFEFFDate,Start,End,')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...REPORT_COLUMNS]);
    expect(parsed[1]).toEqual([
      '2026-10-05', '18:00', '19:00', 'Harbor Lofts', 'Rooftop', 'Sunset Yoga, "outdoors"', 'Fitness', 'Kim Park',
      '9', '3', '3', '33.33', '100', '1', '3.6667', '3', `'=HYPERLINK("http://evil.example","click")`,
      // After the specification's columns: the desk's incident reports.
      '2',
    ]);
    // Unknown figures are blank cells, never "null"; text keeps its accents.
    expect(parsed[2]?.slice(4, 9)).toEqual(['', 'Sunset Yoga, "outdoors"', 'Fitness', '', '']);
    expect(parsed[2]?.[16]).toBe('Lovely – très bien');
  });

  it('leaves the outcome of an event still to come blank, not 0', () => {
    const coming = { ...ROW, attended: null, rsvpdAndAttended: null, injuries: null, averageRating: null, ratings: null, teacherComment: null };
    const cells = Papa.parse<string[]>(eventReportCsv([coming]).slice(1), { skipEmptyLines: true }).data[1];
    expect(cells?.slice(9)).toEqual(['3', '', '33.33', '', '', '', '', '', '2']);
  });

  it('leaves the capacity of an event with no limit (0) blank, not 0', () => {
    const cells = Papa.parse<string[]>(eventReportCsv([{ ...ROW, capacity: 0, capacityPercentage: null }]).slice(1), { skipEmptyLines: true }).data[1];
    expect(cells?.[8]).toBe('');
  });

  it('neutralises every formula-like start a spreadsheet would run', () => {
    for (const start of ['=', '+', '-', '@']) {
      const csv = eventReportCsv([{ ...ROW, event: `${start}1+1` }]);
      const cell = Papa.parse<string[]>(csv.slice(1)).data[1]?.[5];
      expect(cell, start).toBe(`'${start}1+1`);
    }
  });
});

describe('eventReportFileName', () => {
  it('names the file Event-Report {building}-(MM ddd).csv, "Building" for all, from the day it is made', () => {
    const monday = new Date(2026, 10, 23, 9, 30);
    expect(eventReportFileName('Harbor Lofts', monday)).toBe('Event-Report Harbor Lofts-(11 Mon).csv');
    expect(eventReportFileName(null, monday)).toBe('Event-Report Building-(11 Mon).csv');
  });
});
