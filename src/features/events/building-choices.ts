// What the event form offers that no call lists: the teachers and pictures of a building's events,
// taken from the events the Events screen holds (the week on screen), first seen first.
import { useMemo } from 'react';
import type { EventDayAnswer } from '../../api/schedule-api.ts';
import { useBuildingScope } from '../../state/building-scope.ts';
import { eventDaysRequest, eventDaysResource, useEventsUi } from '../../state/event-days.ts';
import { useResourceState } from '../../state/use-resource.ts';

export interface BuildingChoices {
  /** Teachers of the building's events: id and name. */
  teachers: ReadonlyArray<{ id: number; name: string }>;
  /** Picture URLs of the building's events. */
  pictures: readonly string[];
}

export function choicesOf(answer: EventDayAnswer | null, buildingId: number): BuildingChoices {
  const teachers = new Map<number, string>();
  const pictures = new Set<string>();
  for (const event of answer?.events ?? []) {
    if (event.buildingId !== buildingId) continue;
    if (event.teacherId !== null && event.teacher !== null) teachers.set(event.teacherId, event.teacher);
    if (event.image !== null) pictures.add(event.image);
  }
  return { teachers: [...teachers].map(([id, name]) => ({ id, name })), pictures: [...pictures] };
}

export function useBuildingChoices(buildingId: number): BuildingChoices {
  const scope = useBuildingScope();
  const { firstDay } = useEventsUi();
  const { data } = useResourceState(eventDaysResource, eventDaysRequest(scope, firstDay));
  return useMemo(() => choicesOf(data, buildingId), [data, buildingId]);
}
