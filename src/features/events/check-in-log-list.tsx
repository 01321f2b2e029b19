// A resident's lines of the append-only check-in log (issue 26 §3): every check-in, undo and
// refusal at this event, oldest first, with who and when.
import { checkInLogRequest, checkInLogResource } from '../../state/check-in-log.ts';
import { checkInTime } from '../../state/door-check-in.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { DOOR_STRINGS as S } from './door-strings.ts';

export function CheckInLogList({ id, eventId, userId, name, timeZone }: { id: string; eventId: number; userId: number; name: string; timeZone: string }) {
  const log = useCachedResource(checkInLogResource, checkInLogRequest(eventId, userId));
  const lines = log.data?.lines ?? null;
  return (
    <section id={id} className="door-log" aria-label={S.logOf(name)}>
      {lines === null ? (
        <p className="form-note">{log.error ?? S.loading}</p>
      ) : lines.length === 0 ? (
        <p className="form-note">{S.logEmpty}</p>
      ) : (
        <ol className="door-log__lines">
          {lines.map((line, index) => (
            <li key={`${line.at}-${index}`}>
              <time dateTime={line.at}>{checkInTime(line.at, timeZone)}</time> {S.logLine[line.result]}
              {line.detail ? ` (${line.detail})` : ''}
              {line.by ? ` ${S.logBy(line.by)}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
