// A resident's lines of the append-only check-in log (docs/design/front-desk.md): every check-in, undo and
// refusal at this event, oldest first, with who and when. A line says the moment of the tap and,
// when it reached the server later (made offline, sent on reconnecting), from which tablet and when
// it was sent: "17:19 Checked in by Front Desk (Tablet K7, offline at 17:19, sent 17:22)".
import type { CheckInLogLine } from '../../api/door-api.ts';
import { checkInLogRequest, checkInLogResource } from '../../state/check-in-log.ts';
import { checkInTime } from '../../state/door-check-in.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { DOOR_STRINGS as S } from './door-strings.ts';

/** The line's moment (its tap, when sent and not after its receipt) and what it says of the tablet. */
function logLineWhen(line: Pick<CheckInLogLine, 'at' | 'tappedAt' | 'deviceName'>, timeZone: string): { at: string; where: string | null } {
  const tapped = line.tappedAt !== null && Date.parse(line.tappedAt) <= Date.parse(line.at) ? line.tappedAt : null;
  const tapTime = tapped === null ? null : checkInTime(tapped, timeZone);
  const sentTime = checkInTime(line.at, timeZone);
  // Sent in a later minute than tapped: it waited on the tablet for the connection.
  const waited = tapTime !== null && tapTime !== sentTime ? S.logOffline(tapTime, sentTime) : null;
  const parts = [line.deviceName, waited].filter((part) => part !== null);
  return { at: tapped ?? line.at, where: parts.length === 0 ? null : parts.join(', ') };
}

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
          {lines.map((line, index) => {
            const when = logLineWhen(line, timeZone);
            return (
              <li key={`${line.at}-${index}`}>
                <time dateTime={when.at}>{checkInTime(when.at, timeZone)}</time> {S.logLine[line.result]}
                {line.detail ? ` (${line.detail})` : ''}
                {line.by ? ` ${S.logBy(line.by)}` : ''}
                {when.where ? ` (${when.where})` : ''}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
