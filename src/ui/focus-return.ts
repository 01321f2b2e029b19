// Where focus goes when a dialog closes: back to what opened it. A menu item that opened it has
// gone with its menu, so its menu's button; an opener the page has since redrawn (a calendar day,
// a task row), its twin with the same link or date; one that left the page (a task that left the
// "Pending" list), the nearest part of the page still there, never a random card or <body>.

/** The element to return to, chosen as the dialog opens. */
export function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const menuButton = menu?.parentElement?.querySelector<HTMLElement>('[aria-haspopup="menu"]');
  return menuButton ?? active;
}

function twinOf(opener: HTMLElement): HTMLElement | null {
  const href = opener.getAttribute('href');
  const date = opener.dataset.date;
  const selector = href !== null ? `a[href="${CSS.escape(href)}"]` : date !== undefined ? `.${CSS.escape(opener.classList[0] ?? '')}[data-date="${CSS.escape(date)}"]` : null;
  return selector === null ? null : document.querySelector<HTMLElement>(selector);
}

/** Ancestors of the opener as they were when the dialog opened (the opener may be detached later). */
export function ancestorsOf(opener: HTMLElement | null): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let node = opener?.parentElement ?? null; node !== null && node !== document.body; node = node.parentElement) chain.push(node);
  return chain;
}

export function returnFocus(opener: HTMLElement | null, ancestors: readonly HTMLElement[]): void {
  if (opener === null) return;
  const target = opener.isConnected ? opener : (twinOf(opener) ?? ancestors.find((node) => node.isConnected) ?? null);
  if (target === null) return;
  if (target !== opener && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
