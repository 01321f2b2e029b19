// The Profile tab (docs/product-spec.md, User page): the chosen user's read-only profile, dates as
// MM-DD-YYYY; the amenity-member checkbox and Save only when the shown building (associatedBuilding)
// offers amenity membership; a picture upload that sends only files of at most 1,048,576 bytes.
// Saving and uploading need the server: offline they are refused at once and said so (not queued).
// "Edit details" (staff: a manager or a front desk) turns the profile into a form for a while.
import { useId, useRef, useState } from 'react';
import type { Building } from '../../api/buildings-api.ts';
import { IMAGE_MAX_BYTES, pictureSrc, type DirectoryUser } from '../../api/users-api.ts';
import { phoneForReading } from '../../contract/phone-number.ts';
import { saveAmenityMembership, uploadUserPicture } from '../../state/users.ts';
import { notify } from '../../ui/toasts.tsx';
import { EditUserForm } from './edit-user-form.tsx';
import { ResidentSignInStatus } from './resident-sign-in-status.tsx';
import { initials, profileDate } from './user-format.ts';
import { USERS_STRINGS as S } from './users-strings.ts';

const ACCEPTED_PICTURES = 'image/png,image/jpeg,image/webp';

interface UserProfileTabProps {
  /** The profile (/user-details/), with when the user last signed in to hOM Residents. */
  user: DirectoryUser & { signedInAt?: string | null };
  /** The caller's buildings: the units "Edit details" offers. */
  buildings: readonly Building[];
}

/** `leftToRight`: an address or a phone number, kept in its own order on a right-to-left page. */
function ProfileRow({ label, value, leftToRight = false }: { label: string; value: string | null; leftToRight?: boolean }) {
  return (
    <div className="users-profile__row">
      <dt>{label}</dt>
      <dd>{value === null || value === '' ? S.notSet : leftToRight ? <bdi dir="ltr">{value}</bdi> : value}</dd>
    </div>
  );
}

function PictureUpload({ user }: { user: DirectoryUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<{ userId: number; url: string } | null>(null);
  const picture = pictureSrc(uploaded?.userId === user.id ? uploaded.url : user.displayPicture);

  const upload = async (file: File) => {
    // Only a file of at most 1 MB is sent (docs/product-spec.md, Validation rules).
    if (file.size > IMAGE_MAX_BYTES) {
      notify.error(S.pictureTooLarge);
      return;
    }
    setUploading(true);
    try {
      const result = await uploadUserPicture(user.id, user.associatedBuilding.buildingId, file);
      if (result.ok) {
        setUploaded({ userId: user.id, url: result.data });
        notify.success(S.pictureUpdated);
      } else {
        notify.error(result.offline ? S.pictureOffline : result.message);
      }
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="users-profile__picture">
      {picture ? (
        <img className="users-profile__avatar" src={picture} alt={S.picture} width={96} height={96} data-testid="profile-picture" />
      ) : (
        <span className="users-profile__avatar" role="img" aria-label={S.noPicture}>
          {initials(user)}
        </span>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_PICTURES}
        hidden
        data-testid="picture-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <button type="button" className="button button-secondary" disabled={uploading} onClick={() => inputRef.current?.click()}>
        {uploading ? S.uploading : S.uploadPicture}
      </button>
    </div>
  );
}

function AmenityMembership({ user }: { user: DirectoryUser }) {
  const checkboxId = useId();
  const building = user.associatedBuilding;
  const [checked, setChecked] = useState<{ userId: number; buildingId: number; value: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const mine = checked !== null && checked.userId === user.id && checked.buildingId === building.buildingId;
  const value = mine ? checked.value : building.amenityMember;

  const save = async () => {
    setSaving(true);
    try {
      const result = await saveAmenityMembership(user.id, building.buildingId, value);
      if (result.ok) notify.success(S.savedSuccessfully);
      else if (result.offline) notify.error(S.amenityOffline);
      // 'Saved successfully!' unless 401 (the spec's error catalogue); a 401 ends the session (its own notice).
      else if (result.status !== 401) notify.error(result.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="users-profile__amenity">
      <label className="users-checkbox" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={value}
          onChange={(event) => setChecked({ userId: user.id, buildingId: building.buildingId, value: event.target.checked })}
        />
        <span>{S.amenityMember}</span>
      </label>
      <button type="button" className="button button-primary" disabled={saving} onClick={() => void save()}>
        {saving ? S.saving : S.save}
      </button>
    </div>
  );
}

export function UserProfileTab({ user, buildings }: UserProfileTabProps) {
  // Which user's details are being edited: choosing another user shows their read-only profile.
  const [editing, setEditing] = useState<number | null>(null);
  if (editing === user.id) return <EditUserForm user={user} buildings={buildings} onDone={() => setEditing(null)} />;
  const units = user.unit.map((unit) => unit.name).join(', ');
  const buildingNames = user.buildings.map((building) => building.buildingName).join(', ');
  return (
    <section className="users-profile" aria-label={S.profileTab}>
      <PictureUpload user={user} />
      <dl className="users-profile__fields">
        <ProfileRow label={S.firstName} value={user.firstName} />
        <ProfileRow label={S.lastName} value={user.lastName} />
        <ProfileRow label={S.email} value={user.email} leftToRight />
        <ProfileRow label={S.cellPhone} value={phoneForReading(user.cellPhone)} leftToRight />
        <ProfileRow label={S.buildings} value={buildingNames} />
        <ProfileRow label={S.unit} value={units} />
        <ProfileRow label={S.apartment} value={user.apartment} />
        <ProfileRow label={S.joiningDate} value={profileDate(user.joiningDate)} />
      </dl>
      {user.associatedBuilding.amenityMembership ? <AmenityMembership user={user} /> : null}
      <ResidentSignInStatus userId={user.id} signedInAt={user.signedInAt} />
      <div className="users-profile__edit">
        <button type="button" className="button button-secondary" onClick={() => setEditing(user.id)}>
          {S.editDetails}
        </button>
      </div>
    </section>
  );
}
