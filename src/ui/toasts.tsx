// The one place react-toastify is used: the container and the notify functions everyone calls.
// react-toastify (10 kB gzip, with its styles) loads with the first toast, not with the app: the
// sign-in page shows none until something happens, and its scripts have a 120 kB budget (130 kB
// with it).
import { useSyncExternalStore } from 'react';
import { DIRECTIONS } from '../contract/languages.ts';
import { useLanguage } from '../i18n/language.ts';
import { emitter } from '../primitives/emitter.ts';

export const TOAST_AUTO_CLOSE_MS = 6000 as const;
/** Toasts on screen at once; more wait their turn. */
export const TOAST_LIMIT = 3 as const;

type Toastify = typeof import('react-toastify');

let loading: Promise<Toastify> | undefined;
/** Set once loaded: the container renders from it. */
let loaded: Toastify | undefined;
const toastifyLoaded = emitter();

function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (module) => {
      loaded = module;
      toastifyLoaded.emit();
      return module;
    },
    (error: unknown) => {
      // A failed load (offline before the worker had it, a new deploy) is tried again by the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(kind: 'success' | 'error', text: string, id?: string): void {
  loadToastify().then(
    // The same words while they are still on screen are not shown again: a button tapped again and
    // again (offline) would fill the corner with copies and push the list up over the page.
    ({ toast }) => toast[kind](text, { toastId: id ?? `${kind}:${text}` }),
    (error: unknown) => console.error(`Could not show the notice "${text}"`, error),
  );
}

export const notify = {
  success(text: string): void {
    show('success', text);
  },
  /** `id` (new for each notice) names it, for its caller to take back with dismiss once it no longer applies. */
  error(text: string, id?: string): void {
    show('error', text, id);
  },
  /** Takes back the notice shown with `id`, if it is still there. */
  dismiss(id: string): void {
    loaded?.toast.dismiss(id);
  },
} as const;

/** What a notice with an action holds: its lines (one message, each said in turn) and one button. */
export interface ActionNotice {
  lines: readonly string[];
  action: { label: string; run: () => void };
}

/**
 * A success notice of several lines with one button (the desk's Undo): the button closes the notice
 * and runs the action. It closes on its own like any other, so the action is offered for that long.
 */
export function notifyWithAction({ lines, action }: ActionNotice): void {
  loadToastify().then(
    ({ toast }) =>
      toast.success(({ closeToast }) => (
        <div className="toast-with-action">
          <p className="toast-with-action__text">
            {lines.map((line) => (
              <span key={line} className="toast-with-action__line">
                {line}
              </span>
            ))}
          </p>
          <button
            type="button"
            className="toast-with-action__button"
            onClick={(event) => {
              event.stopPropagation();
              closeToast();
              action.run();
            }}
          >
            {action.label}
          </button>
        </div>
      )),
    (error: unknown) => console.error(`Could not show the notice "${lines.join(' ')}"`, error),
  );
}

function subscribeToLoad(listener: () => void): () => void {
  return toastifyLoaded.on(listener);
}

/** The container, mounted once the first toast has loaded react-toastify (its toasts wait in its queue until then). */
export function Toasts() {
  const toastify = useSyncExternalStore(subscribeToLoad, () => loaded);
  const rightToLeft = DIRECTIONS[useLanguage()] === 'rtl';
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return (
    <ToastContainer
      // The spec allows bottom centre or bottom right (docs/product-spec.md, Business constants and limits): in the corner they stay off the calendar and
      // the forms' fields. Three at most (more wait their turn), listed one above the other so each
      // is read whole (collapsed into one toast's height, an older one covered a newer one's text),
      // the newest at the foot, nearest the corner where the eye is. Right to left that corner is the
      // bottom left, and the toasts read right to left (the library's own rtl).
      position={rightToLeft ? 'bottom-left' : 'bottom-right'}
      rtl={rightToLeft}
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop={false}
      closeOnClick
      // Toasts close after 6000 ms (docs/product-spec.md, Business constants and limits); a front-desk tablet often has no focused window, and a
      // paused toast would stay over the page indefinitely.
      pauseOnFocusLoss={false}
      theme="light"
    />
  );
}
