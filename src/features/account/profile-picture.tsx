// The signed-in account's picture on /profile, with a file picker: only files up to
// 1 MB are sent (docs/product-spec.md, Business constants and limits); offline it says the connection is needed.
import { useId, useState } from 'react';
import { pictureSrc } from '../../api/users-api.ts';
import { uploadOwnPicture } from '../../state/account.ts';
import { notify } from '../../ui/toasts.tsx';
import { PROFILE_STRINGS as S } from './profile-strings.ts';

export function ProfilePicture({ name, displayPicture }: { name: string; displayPicture: string | null | undefined }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const src = pictureSrc(displayPicture ?? null);
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="profile-picture">
      {src ? (
        <img className="profile-picture__image" src={src} alt={S.pictureAlt(name)} width={72} height={72} />
      ) : (
        <span className="profile-picture__initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <label className="button button-secondary profile-picture__change" htmlFor={inputId} aria-busy={busy}>
        {busy ? S.pictureUploading : S.changePicture}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={busy}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          setBusy(true);
          const outcome = await uploadOwnPicture(file);
          setBusy(false);
          if (outcome.ok) notify.success(S.pictureSaved);
          else if (outcome.reason === 'too-large') notify.error(S.pictureTooLarge);
          else if (outcome.reason === 'offline') notify.error(S.pictureOffline);
          else notify.error(outcome.message ?? S.pictureOffline);
        }}
      />
    </div>
  );
}
