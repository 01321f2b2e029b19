// Mounts a React tree into happy-dom for this feature's unit tests (no testing-library in the stack).
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export interface Rendered {
  container: HTMLElement;
  rerender: (node: ReactNode) => void;
  unmount: () => void;
}

export function renderForTest(node: ReactNode): Rendered {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = null;
  act(() => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    rerender: (next) => act(() => root?.render(next)),
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Clicks like a user (bubbling), inside act so React state settles. */
export function click(element: Element | null): void {
  if (element === null) throw new Error('nothing to click');
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}
