// Mounts a React tree into happy-dom for unit tests (the stack has no testing-library), and a few
// helpers to wait for lazy chunks and interact the way a user does.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export interface Mounted {
  container: HTMLElement;
  rerender: (node: ReactNode) => Promise<void>;
  unmount: () => Promise<void>;
}

export async function mount(node: ReactNode): Promise<Mounted> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    rerender: async (next) => {
      await act(async () => root?.render(next));
    },
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/** Lets lazy imports, fetches and effects settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Retries an assertion while the UI settles: lazy chunks (the dashboard brings the
 * calendar) can take seconds to transform on a loaded machine, and a passing test returns at once. */
export async function eventually(assertion: () => void, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await settle(1);
    }
  }
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('Nothing to click');
  await act(async () => {
    element.click();
  });
}

export async function pressKey(key: string, target: EventTarget = document.activeElement ?? document.body): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** Types into a controlled input the way React notices (native setter, then an input event). */
export async function typeInto(input: Element | null | undefined, value: string): Promise<void> {
  if (!(input instanceof HTMLInputElement)) throw new Error('Not an input');
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function submit(form: Element | null | undefined): Promise<void> {
  if (!(form instanceof HTMLFormElement)) throw new Error('Not a form');
  await act(async () => {
    form.requestSubmit();
  });
}

export function byLabel(root: ParentNode, label: string): HTMLInputElement | null {
  for (const element of root.querySelectorAll('label')) {
    if (element.textContent === label) return document.getElementById(element.htmlFor) as HTMLInputElement | null;
  }
  return null;
}

export function byRole(root: ParentNode, role: string, name?: string): HTMLElement | null {
  const candidates = [...root.querySelectorAll<HTMLElement>(`[role="${role}"]`)];
  if (name === undefined) return candidates[0] ?? null;
  return candidates.find((element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name) ?? null;
}
