// ?broadcast-msg?userId=N (docs/product-spec.md: Overlay dialogs, Validation rules, The error catalogue): a message to one user, named with their e-mail above
// the message (from their profile, the device's copy offline), so nobody writes to the wrong person.
// Offline it is queued.
import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { useBuildingScope, withBuilding } from '../../state/building-scope.ts';
import { userDetailsResource } from '../../state/users.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { INPUT_LIMITS } from '../../contract/limits.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { userMessageError } from './message-validation.ts';
import { MESSAGE_STRINGS as S, recipientLine, userMessageLabel } from './messages-strings.ts';
import { sendMessageWithFeedback } from './send-message.ts';
import { useMessageDialogClose } from './message-dialog-close.ts';
import './messages.css';

const BROADCAST_TEXTAREA_ROWS = 6 as const;

interface BroadcastValues {
  message?: string;
}

export default function BroadcastDialog({ params, onClose }: OverlayProps) {
  const messageId = useId();
  const userId = Number(params.userId);
  const hasUser = Number.isInteger(userId) && userId > 0;
  // A building-admin session scopes every request by sending its building as buildingId (docs/product-spec.md, Roles and permissions).
  const { adminBuildingId, ready } = useBuildingScope();
  // Any of the caller's buildings (the at-risk list may name a resident of another than the one chosen).
  const recipient = useCachedResource(userDetailsResource, hasUser ? withBuilding({ userId }, adminBuildingId) : null, ready).data;
  const name = recipient === null ? null : `${recipient.firstName} ${recipient.lastName}`.trim();
  const { requestClose, closeWhenDone, beginSubmission } = useMessageDialogClose(onClose);

  return (
    <Dialog title={S.broadcastTitle} onClose={requestClose} closeLabel={S.close} size="medium">
      {!hasUser ? (
        <p className="form-note">{S.noUser}</p>
      ) : (
        <Form<BroadcastValues>
          onSubmit={async (values) => {
            const done = await sendMessageWithFeedback(
              {
                body: withBuilding({ userId, message: values.message ?? '' }, adminBuildingId),
                kind: 'message-user',
                label: userMessageLabel(userId, name),
              },
              { onWrittenAhead: beginSubmission() },
            );
            if (done) closeWhenDone();
          }}
          render={({ handleSubmit, submitting }) => (
            <form className="form" onSubmit={handleSubmit} noValidate>
              <p className="message-recipient" data-testid="message-recipient">
                {recipientLine(userId, recipient === null ? null : { name: name ?? '', email: recipient.email })}
              </p>
              <Field<string> name="message" validate={userMessageError}>
                {({ input, meta }) => {
                  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
                  return (
                    <div className="field">
                      <label className="field-label" htmlFor={messageId}>
                        {S.message}
                      </label>
                      <textarea
                        {...input}
                        id={messageId}
                        className="field-input"
                        rows={BROADCAST_TEXTAREA_ROWS}
                        maxLength={INPUT_LIMITS.messageMaxChars}
                        aria-invalid={error ? true : undefined}
                      />
                      {error && <p className="field-error">{error}</p>}
                    </div>
                  );
                }}
              </Field>
              <button type="submit" className="button button-primary button-block" disabled={submitting}>
                {submitting ? S.sending : S.send}
              </button>
            </form>
          )}
        />
      )}
    </Dialog>
  );
}
