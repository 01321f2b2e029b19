// What the event form offers that no call lists: the teachers and pictures of a building's events,
// taken from the events the Events screen holds (the week on screen), first seen first.
import { useMemo } from 'react';
import type { EventDayAnswer } from '../../api/schedule-api.ts';
import { useBuildingScope } from '../../state/building-scope.ts';
import { eventDaysRequest, eventDaysResource, useEventsUi } from '../../state/event-days.ts';
import { useResourceState } from '../../state/use-resource.ts';
import { EVENTS_STRINGS } from './events-strings.ts';

export interface BuildingChoices {
  /** Teachers of the building's events: id and name. */
  teachers: ReadonlyArray<{ id: number; name: string }>;
  /** Pictures of the building's events: URL, and a label naming the event that shows it (a file name says little). */
  pictures: ReadonlyArray<{ url: string; label: string }>;
}

export function choicesOf(answer: EventDayAnswer | null, buildingId: number): BuildingChoices {
  const teachers = new Map<number, string>();
  const pictures = new Map<string, string>();
  for (const event of answer?.events ?? []) {
    if (event.buildingId !== buildingId) continue;
    if (event.teacherId !== null && event.teacher !== null) teachers.set(event.teacherId, event.teacher);
    if (event.image !== null && !pictures.has(event.image)) pictures.set(event.image, event.name);
  }
  // Two pictures of events of one name are told apart by a number.
  const seen = new Map<string, number>();
  const labelled = [...pictures].map(([url, name]) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return { url, label: count === 1 ? EVENTS_STRINGS.pictureOf(name) : `${EVENTS_STRINGS.pictureOf(name)} (${count})` };
  });
  return { teachers: [...teachers].map(([id, name]) => ({ id, name })), pictures: labelled };
}

export function useBuildingChoices(buildingId: number): BuildingChoices {
  const scope = useBuildingScope();
  const { firstDay } = useEventsUi();
  const { data } = useResourceState(eventDaysResource, eventDaysRequest(scope, firstDay));
  return useMemo(() => choicesOf(data, buildingId), [data, buildingId]);
}
