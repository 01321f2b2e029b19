// @event-calendar's month grid says role="table" but lays its day cells out flat in one CSS grid,
// so a screen reader finds cells outside any row (axe: aria-required-parent /
// aria-required-children, critical). The library has no option for it and the DOM is the library's
// (moving nodes would break its updates), so this repairs the accessibility tree only: the library's
// tree becomes presentational, an invisible table beside it owns the header row and invisible week
// rows, and each row owns (aria-owns) its week's cells, so a screen reader walks the month week by
// week, day by day (each day's buttons are inside its cell, see calendar-cell-content.ts).
// Re-applied whenever the calendar re-renders.

const ROWS_CLASS = 'ec-aria-rows';
const OWN_CLASSES = [ROWS_CLASS, 'ec-aria-table'];
let nextId = 0;

function idOf(element: Element): string {
  if (!element.id) element.id = `ec-aria-${(nextId += 1)}`;
  return element.id;
}

function row(ownedIds: readonly string[]): HTMLDivElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'row');
  element.setAttribute('aria-owns', ownedIds.join(' '));
  return element;
}

/** Puts the month's cells into rows, for assistive technology. */
function repairCalendarAria(host: HTMLElement, label: string): void {
  const root = host.querySelector<HTMLElement>(':scope > .ec');
  const body = root?.querySelector<HTMLElement>('.ec-body');
  const grid = body?.querySelector<HTMLElement>(':scope > .ec-grid');
  if (!root || !body || !grid) return;
  const columns = host.querySelectorAll('.ec-header [role="columnheader"]').length || 7;
  const cells = [...grid.children].filter((child) => child.getAttribute('role') === 'cell');
  if (cells.length === 0) return;
  grid.setAttribute('role', 'none');
  const rows: HTMLDivElement[] = [];
  for (let start = 0; start < cells.length; start += columns) rows.push(row(cells.slice(start, start + columns).map(idOf)));
  let holder = body.querySelector<HTMLElement>(`:scope > .${ROWS_CLASS}`);
  if (!holder) {
    holder = document.createElement('div');
    holder.className = ROWS_CLASS;
    body.append(holder);
  }
  holder.replaceChildren(...rows);
  // The table itself sits beside the library's tree and owns the header row and the week rows, so
  // nothing the library renders (cells, event buttons) is a direct child of a table.
  root.setAttribute('role', 'none');
  const header = root.querySelector('.ec-header [role="row"]');
  let table = host.querySelector<HTMLElement>(':scope > .ec-aria-table');
  if (!table) {
    table = document.createElement('div');
    table.className = 'ec-aria-table';
    table.setAttribute('role', 'table');
    host.append(table);
  }
  table.setAttribute('aria-label', label);
  table.setAttribute('aria-owns', [...(header ? [idOf(header)] : []), ...rows.map(idOf)].join(' '));
}

/** Repairs now and after every re-render of the calendar in `host`; returns the stop function. */
export function keepCalendarAriaRepaired(host: HTMLElement, label: string): () => void {
  let scheduled = false;
  const observer = new MutationObserver((records) => {
    // Our own rows changing is not a re-render.
    if (records.every((record) => OWN_CLASSES.some((name) => (record.target as Element).classList?.contains(name)))) return;
    // Attribute-only changes are not observed; a re-render adds or removes nodes.
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      observer.disconnect();
      repairCalendarAria(host, label);
      observer.observe(host, { childList: true, subtree: true });
    });
  });
  repairCalendarAria(host, label);
  observer.observe(host, { childList: true, subtree: true });
  return () => observer.disconnect();
}
