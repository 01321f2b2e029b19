// What the day popup opens on, as the ?id= value carries it (docs/product-spec.md, Overlay dialogs):
//   ?id={eventId}            an event, exactly as the spec writes it (and ?hero-chart&id={eventId});
//   ?id=holiday-{holidayId}  a holiday (ours: the spec gives a holiday no URL; holiday ids are their
//                            own sequence, so a bare number would name an event).
// Either opens the popup of that entry's day, starting at that entry.

export type PopupTarget = { kind: 'event'; id: number } | { kind: 'holiday'; id: number };

export const HOLIDAY_ID_PREFIX = 'holiday-' as const;

function positiveId(raw: string): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The ?id= value that opens `target`. */
export function popupIdParam(target: PopupTarget): string {
  return target.kind === 'holiday' ? `${HOLIDAY_ID_PREFIX}${target.id}` : String(target.id);
}

/** Reads ?id=; null for anything that names neither an event nor a holiday. */
export function parsePopupId(raw: string | undefined): PopupTarget | null {
  if (raw === undefined) return null;
  if (raw.startsWith(HOLIDAY_ID_PREFIX)) {
    const id = positiveId(raw.slice(HOLIDAY_ID_PREFIX.length));
    return id === null ? null : { kind: 'holiday', id };
  }
  const id = positiveId(raw);
  return id === null ? null : { kind: 'event', id };
}
