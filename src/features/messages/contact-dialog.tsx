// ?contact (docs/product-spec.md: Overlay dialogs, Validation rules, The error catalogue): a message to the building's liaison; building, a textarea of 10 rows,
// urgent. Offline it is queued and sent when the connection returns.
import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { INPUT_LIMITS } from '../../contract/limits.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { useBuildings } from '../../state/buildings.ts';
import { validateContact, type ContactValues } from './message-validation.ts';
import { liaisonMessageLabel, MESSAGE_STRINGS as S } from './messages-strings.ts';
import { sendMessageWithFeedback } from './send-message.ts';
import { useMessageDialogClose } from './message-dialog-close.ts';
import './messages.css';

export const CONTACT_TEXTAREA_ROWS = 10 as const;

export default function ContactDialog({ onClose }: OverlayProps) {
  const { requestClose, closeWhenDone, beginSubmission } = useMessageDialogClose(onClose);
  const buildings = useBuildings();
  const list = buildings.data ?? [];
  const ids = { building: useId(), message: useId(), urgent: useId() };
  const onlyBuilding = list.length === 1 ? String(list[0]?.id) : undefined;

  return (
    <Dialog title={S.contactTitle} onClose={requestClose} closeLabel={S.close} size="medium">
      <Form<ContactValues>
        validate={validateContact}
        initialValues={{ buildingId: onlyBuilding, message: '', isUrgent: false }}
        onSubmit={async (values) => {
          const buildingId = Number(values.buildingId);
          const name = list.find((building) => building.id === buildingId)?.name ?? String(buildingId);
          const done = await sendMessageWithFeedback(
            {
              body: { buildingId, message: values.message ?? '', isUrgent: values.isUrgent === true },
              kind: 'message-liason',
              label: liaisonMessageLabel(name),
            },
            { onWrittenAhead: beginSubmission() },
          );
          if (done) closeWhenDone();
        }}
        render={({ handleSubmit, submitting }) => (
          <form className="form" onSubmit={handleSubmit} noValidate>
            <Field<string> name="buildingId">
              {({ input, meta }) => {
                const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
                return (
                  <div className="field">
                    <label className="field-label" htmlFor={ids.building}>
                      {S.building}
                    </label>
                    <select {...input} id={ids.building} className="field-input" aria-invalid={error ? true : undefined}>
                      {list.length !== 1 && <option value="">{S.chooseBuilding}</option>}
                      {list.map((building) => (
                        <option key={building.id} value={String(building.id)}>
                          {building.name}
                        </option>
                      ))}
                    </select>
                    {list.length === 0 && !buildings.inProgress && <p className="form-note">{S.noBuildings}</p>}
                    {error && <p className="field-error">{error}</p>}
                  </div>
                );
              }}
            </Field>
            <Field<string> name="message">
              {({ input, meta }) => {
                const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
                return (
                  <div className="field">
                    <label className="field-label" htmlFor={ids.message}>
                      {S.message}
                    </label>
                    <textarea
                      {...input}
                      id={ids.message}
                      className="field-input"
                      rows={CONTACT_TEXTAREA_ROWS}
                      maxLength={INPUT_LIMITS.messageMaxChars}
                      aria-invalid={error ? true : undefined}
                    />
                    {error && <p className="field-error">{error}</p>}
                  </div>
                );
              }}
            </Field>
            <Field<boolean> name="isUrgent" type="checkbox">
              {({ input }) => (
                <label className="checkbox-field" htmlFor={ids.urgent}>
                  <input
                    id={ids.urgent}
                    type="checkbox"
                    name={input.name}
                    checked={input.checked ?? false}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                  />{' '}
                  {S.urgent}
                </label>
              )}
            </Field>
            <button type="submit" className="button button-primary button-block" disabled={submitting}>
              {submitting ? S.sending : S.send}
            </button>
          </form>
        )}
      />
    </Dialog>
  );
}
