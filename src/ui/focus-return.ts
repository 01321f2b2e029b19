// Where focus goes when a dialog closes: back to what opened it. A menu item that opened it has
// gone with its menu, so its menu's button; an opener the page has since redrawn (a calendar day,
// a task row), its twin with the same link or date; one that left the page (a task that left the
// "Pending" list), the nearest part of the page still there, never a random card or <body>.

export interface Opener {
  element: HTMLElement;
  /** Its ancestors when it was used (it may be detached by the time the dialog closes). */
  ancestors: HTMLElement[];
}

const ACTIVATORS = 'a[href], button, [role="menuitem"], [tabindex]';

function openerFrom(element: HTMLElement): Opener {
  // A menu item goes with its menu: its menu's button stands in for it.
  const menu = element.closest('[role="menu"]');
  const target = menu?.parentElement?.querySelector<HTMLElement>('[aria-haspopup="menu"]') ?? element;
  const ancestors: HTMLElement[] = [];
  for (let node = target.parentElement; node !== null && node !== document.body; node = node.parentElement) ancestors.push(node);
  return { element: target, ancestors };
}

/** The last control pressed: a menu item is gone (and focus on <body>) by the time its dialog opens. */
let lastPressed: Opener | null = null;
let watching = false;

/** Starts noting what the user presses (once; the capture phase sees a press before it is handled). */
export function watchPresses(): void {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'click',
    (event) => {
      const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIVATORS) : null;
      lastPressed = pressed === null ? null : openerFrom(pressed);
    },
    true,
  );
}

/** What to return to, chosen as the dialog opens: the focused control, or else the one last pressed. */
export function openerOf(active: Element | null): Opener | null {
  if (active instanceof HTMLElement && active !== document.body) return openerFrom(active);
  return lastPressed;
}

function twinOf(opener: HTMLElement): HTMLElement | null {
  const href = opener.getAttribute('href');
  const date = opener.dataset.date;
  const selector = href !== null ? `a[href="${CSS.escape(href)}"]` : date !== undefined ? `.${CSS.escape(opener.classList[0] ?? '')}[data-date="${CSS.escape(date)}"]` : null;
  return selector === null ? null : document.querySelector<HTMLElement>(selector);
}

export function returnFocus(opener: Opener | null): void {
  if (opener === null) return;
  const { element, ancestors } = opener;
  const target = element.isConnected ? element : (twinOf(element) ?? ancestors.find((node) => node.isConnected) ?? null);
  if (target === null) return;
  if (target !== element && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
