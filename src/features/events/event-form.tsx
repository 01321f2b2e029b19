// The fields of the New event and Edit event dialogs (react-final-form): building, name, type,
// venue, teacher, studio, building-local date and times, capacity, picture and, for a new event, a
// weekly repeat. Venues and studios are the building's (its details and /studios/); teachers and
// pictures are those of the building's events on the Events screen.
import { getDay, isValid, parseISO } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import { Field, useField, useForm } from 'react-final-form';
import type { Building } from '../../api/buildings-api.ts';
import type { ChangeScope } from '../../api/schedule-api.ts';
import { buildingDetailsRequest, buildingDetailsResource, studiosRequest, studiosResource } from '../../state/buildings.ts';
import { isAllBuildings, useBuildingScope } from '../../state/building-scope.ts';
import { IMAGE_MAX_BYTES, uploadEventImage } from '../../state/event-schedule.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { BuildingField, CheckboxField, SelectField } from '../../ui/form-fields.tsx';
import { formatShortDay } from '../../ui/date-time-format.ts';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toasts.tsx';
import { useBuildingChoices } from './building-choices.ts';
import type { EventFormValues } from './event-form-values.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

function ImageChoice({ pictures }: { pictures: ReadonlyArray<{ url: string; label: string }> }) {
  const fileId = useId();
  const { input } = useField<string>('image');
  const [uploaded, setUploaded] = useState<{ value: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      notify.error(S.imageTooLarge);
      return;
    }
    setUploading(true);
    const result = await uploadEventImage(file);
    setUploading(false);
    if (!result.ok) {
      notify.error(result.offline ? S.needsConnection : result.message);
      return;
    }
    const value = `upload:${result.data.id}`;
    setUploaded({ value, url: result.data.url });
    input.onChange(value);
  };
  const preview = input.value.startsWith('url:') ? input.value.slice(4) : uploaded?.value === input.value ? uploaded.url : null;
  return (
    <div className="event-form__image">
      <SelectField name="image" label={S.image}>
        <option value="">{S.noImage}</option>
        {uploaded ? <option value={uploaded.value}>{S.uploadImage}</option> : null}
        {pictures.map(({ url, label }) => (
          <option key={url} value={`url:${url}`}>
            {label}
          </option>
        ))}
      </SelectField>
      <div className="event-form__upload">
        {/* What the chosen picture looks like, beside the list that names it. */}
        {preview ? <img className="event-form__thumb" src={preview} alt={S.chosenPicture} width={64} height={64} /> : null}
        <label className="button button-secondary" htmlFor={fileId}>
          {uploading ? S.uploading : S.uploadImage}
        </label>
        <input
          id={fileId}
          className="dash-visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={uploading}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </div>
    </div>
  );
}

/** 1 (Sunday) … 7 (Saturday) of a 'YYYY-MM-DD', or null when it is not a date. */
function weekdayOf(date: string | undefined): number | null {
  const parsed = parseISO(date ?? '');
  return isValid(parsed) ? getDay(parsed) + 1 : null;
}

function RepeatFields({ values }: { values: EventFormValues }) {
  const { meta } = useField<string[]>('weekdays', { subscription: { error: true, touched: true, submitError: true } });
  const form = useForm<EventFormValues>();
  // Ticking Repeat weekly ticks the start date's weekday, the day the series obviously includes.
  const repeating = values.repeat === true;
  useEffect(() => {
    if (!repeating) return;
    const { weekdays, date } = form.getState().values;
    const weekday = weekdayOf(date);
    if ((weekdays ?? []).length === 0 && weekday !== null) form.change('weekdays', [String(weekday)]);
  }, [repeating, form]);
  const weekdaysError = (meta.touched && typeof meta.error === 'string' ? meta.error : undefined) ?? (typeof meta.submitError === 'string' ? meta.submitError : undefined);
  return (
    <fieldset className="event-form__repeat">
      <legend className="dash-visually-hidden">{S.repeatWeekly}</legend>
      <CheckboxField name="repeat" label={S.repeatWeekly} />
      {values.repeat === true ? (
        <>
          <fieldset className="event-form__weekdays" aria-describedby={weekdaysError ? 'event-weekdays-error' : undefined}>
            <legend className="field-label">{S.weekdays}</legend>
            {/* Read here, not at import: the names follow the language chosen since. 1 = Sunday. */}
            {S.weekdayNames.map((name, index) => (
              <label key={index} className="event-form__weekday">
                <Field<string> name="weekdays" type="checkbox" value={String(index + 1)} component="input" />
                <span>{name}</span>
              </label>
            ))}
            {weekdaysError ? (
              <p className="field-error" id="event-weekdays-error">
                {weekdaysError}
              </p>
            ) : null}
          </fieldset>
          <SelectField name="repeatEnd" label={S.repeatEnds}>
            <option value="until">{S.untilDate}</option>
            <option value="count">{S.afterCount}</option>
          </SelectField>
          {values.repeatEnd === 'count' ? (
            <TextField name="count" label={S.count} type="number" inputMode="numeric" />
          ) : (
            <TextField name="until" label={S.until} type="date" />
          )}
        </>
      ) : null}
    </fieldset>
  );
}

/**
 * 'This event only' or 'This and the following events', each naming the day it starts from: the
 * same select in Edit event and Cancel event.
 */
export function ScopeSelect({ value, onChange, date }: { value: ChangeScope; onChange: (scope: ChangeScope) => void; date: string }) {
  const id = useId();
  const day = formatShortDay(date);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {S.scope}
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value === 'following' ? 'following' : 'one')}>
        <option value="one">{S.scopeOne(day)}</option>
        <option value="following">{S.scopeFollowing(day)}</option>
      </select>
    </div>
  );
}

function ScopeField({ date }: { date: string }) {
  const { input } = useField<ChangeScope>('scope');
  return <ScopeSelect value={input.value} onChange={input.onChange} date={date} />;
}

interface EventFieldsProps {
  values: EventFormValues;
  /** The session's buildings (New event: the building is chosen; Edit: it stays). */
  buildings: readonly Building[];
  creating: boolean;
  /** The event is part of a series: Edit asks whether the following ones change too. */
  inSeries: boolean;
  /** The edited event's day ('YYYY-MM-DD'), which the scope's choices name. */
  eventDate?: string;
}

export function EventFields({ values, buildings, creating, inSeries, eventDate }: EventFieldsProps) {
  const scope = useBuildingScope();
  const buildingId = Number(values.buildingId ?? 0);
  const details = useCachedResource(buildingDetailsResource, isAllBuildings(buildingId) ? null : buildingDetailsRequest(buildingId, scope));
  const studios = useCachedResource(studiosResource, isAllBuildings(buildingId) ? null : studiosRequest(buildingId));
  const choices = useBuildingChoices(buildingId);
  return (
    <>
      {creating && buildings.length > 1 ? (
        <BuildingField buildings={buildings} label={S.building} prompt={S.chooseBuilding} />
      ) : null}
      {!creating && inSeries && eventDate !== undefined ? <ScopeField date={eventDate} /> : null}
      <TextField name="name" label={S.name} maxLength={200} />
      <SelectField name="eventType" label={S.eventType}>
        <option value="1">{S.social}</option>
        <option value="2">{S.fitness}</option>
      </SelectField>
      <div className="event-form__row">
        <SelectField name="venueId" label={S.venue}>
          <option value="">{S.noVenue}</option>
          {(details.data?.venues ?? []).map((venue) => (
            <option key={venue.id} value={String(venue.id)}>
              {venue.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="studioId" label={S.studio}>
          <option value="">{S.noStudio}</option>
          {(studios.data ?? []).map((studio) => (
            <option key={studio.id} value={String(studio.id)}>
              {studio.name}
            </option>
          ))}
        </SelectField>
      </div>
      {/* Always drawn, like the venue and the studio: the teachers come with the week's events, which
          may arrive after the dialog opens, and a field that appeared then would push the rest down. */}
      <SelectField name="teacherId" label={S.teacher}>
        <option value="">{S.noTeacher}</option>
        {choices.teachers.map((teacher) => (
          <option key={teacher.id} value={String(teacher.id)}>
            {teacher.name}
          </option>
        ))}
      </SelectField>
      <div className="event-form__row event-form__row--three">
        {creating || values.scope !== 'following' ? <TextField name="date" label={S.date} type="date" /> : null}
        <TextField name="startTime" label={S.startTime} type="time" />
        <TextField name="endTime" label={S.endTime} type="time" />
      </div>
      <TextField name="capacity" label={S.capacity} type="number" inputMode="numeric" />
      <ImageChoice pictures={choices.pictures} />
      {creating ? <RepeatFields values={values} /> : null}
    </>
  );
}
