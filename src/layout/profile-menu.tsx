// The profile menu (docs/product-spec.md, Layout): My Tasks, My Profile, My Buildings, Contact hOM, Generate event report,
// Sign out. In building-admin mode the first three and Sign out look disabled and do nothing (Roles and permissions);
// a note under Sign out says where the way out is, and the front desk's own account (not a manager's
// front-desk mode, whose password the server will not change) finds Change password here.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '../config/routes.ts';
import { overlaySearch } from '../overlays/overlay-query.ts';
import { FRONT_DESK_STRINGS } from '../ui/front-desk-strings.ts';
import { requestSignOut } from '../features/offline-sync/sign-out-flow.ts';
import { useBuildingScope } from '../state/building-scope.ts';
import { startSelfCheckIn } from '../features/kiosk/start-self-check-in.ts';
import { KIOSK_STRINGS } from '../features/kiosk/kiosk-strings.ts';
import { readFrontDeskBuilding } from '../contract/token-claims.ts';
import { useAccount, useSessionToken } from '../state/session.ts';
import { ChevronDownIcon, UserCircleIcon } from '../ui/icons.tsx';
import { SHELL_STRINGS } from './shell-strings.ts';

interface MenuEntry {
  label: string;
  /** Disabled for a building admin. */
  managerOnly: boolean;
  run: () => void;
  /** A note shown under the entry in building-admin mode (and its description). */
  deskNote?: string;
}

export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const [path, navigate] = useLocation();
  const { isBuildingAdmin, adminBuildingId } = useBuildingScope();
  const account = useAccount();
  const token = useSessionToken();
  // A manager's front-desk session carries its building; the front desk's own account does not.
  const managersDeskMode = readFrontDeskBuilding(token) !== null;
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const entries: MenuEntry[] = [
    { label: SHELL_STRINGS.myTasks, managerOnly: true, run: () => navigate(ROUTES.tasks) },
    { label: SHELL_STRINGS.myProfile, managerOnly: true, run: () => navigate(ROUTES.profile) },
    { label: SHELL_STRINGS.myBuildings, managerOnly: true, run: () => navigate(ROUTES.buildings) },
    { label: SHELL_STRINGS.contactHom, managerOnly: false, run: () => navigate(`${path}${overlaySearch('contact')}`) },
    { label: SHELL_STRINGS.generateEventReport, managerOnly: false, run: () => navigate(`${path}${overlaySearch('report')}`) },
    {
      label: SHELL_STRINGS.signOut,
      managerOnly: true,
      // Asks first when unsent offline changes would be lost.
      run: () => void requestSignOut(),
      deskNote: managersDeskMode ? FRONT_DESK_STRINGS.signOutHintManager : FRONT_DESK_STRINGS.signOutHintOwnAccount,
    },
  ];
  // Front-desk mode: Sign out is off, so leaving is its own, clearly named entry.
  if (isBuildingAdmin) {
    // The self check-in kiosk: the tablet turned to the residents.
    if (adminBuildingId !== null && account) {
      entries.push({ label: KIOSK_STRINGS.start, managerOnly: false, run: () => void startSelfCheckIn({ buildingId: adminBuildingId, accountId: account.id }, navigate) });
    }
    if (!managersDeskMode) {
      entries.push({ label: FRONT_DESK_STRINGS.changePassword, managerOnly: false, run: () => navigate(`${path}${overlaySearch('change-password')}`) });
    }
    entries.push({ label: FRONT_DESK_STRINGS.leave, managerOnly: false, run: () => navigate(`${path}${overlaySearch('leave-front-desk')}`) });
  }

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      move(items.length - 1);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const name = account ? `${account.firstName} ${account.lastName}`.trim() : '';

  return (
    <div className="profile-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="profile-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The visible name is part of the accessible name (WCAG 2.5.3 Label in Name).
        aria-label={name ? `${name}, ${SHELL_STRINGS.profileMenu}` : SHELL_STRINGS.profileMenu}
        onClick={() => setOpen((value) => !value)}
      >
        <UserCircleIcon size={28} />
        {name && <span className="profile-button-name">{name}</span>}
        {/* Where the name has no room (a portrait tablet), a word still says what the button is. */}
        <span className="profile-button-caption" aria-hidden="true">
          {SHELL_STRINGS.profileCaption}
        </span>
        <ChevronDownIcon size={18} />
      </button>
      {open && (
        <ul id={menuId} className="menu" role="menu" aria-label={SHELL_STRINGS.profileMenu} onKeyDown={onMenuKeyDown}>
          {isBuildingAdmin && <li className="menu-note" role="presentation">{SHELL_STRINGS.buildingAdminMode}</li>}
          {entries.map((entry) => {
            const disabled = entry.managerOnly && isBuildingAdmin;
            const note = isBuildingAdmin && entry.deskNote !== undefined ? entry.deskNote : null;
            const noteId = `${menuId}-${entry.label.replace(/\W+/g, '-')}-note`;
            return (
              <li key={entry.label} role="presentation">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={disabled ? 'menu-item is-disabled' : 'menu-item'}
                  aria-disabled={disabled ? true : undefined}
                  aria-describedby={note === null ? undefined : noteId}
                  onClick={() => {
                    if (disabled) return;
                    close(false);
                    entry.run();
                  }}
                >
                  {entry.label}
                </button>
                {note === null ? null : (
                  <p className="menu-item-note" id={noteId}>
                    {note}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
