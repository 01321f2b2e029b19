// React.lazy that can be loaded ahead of rendering. Once its module is in, the page renders directly:
// a plain lazy component still suspends on its first render, and React 19 then holds the revealed
// page back for its fallback throttle (300 ms) even when the chunk was already there.
import { lazy, type ComponentType, type JSX } from 'react';

// Pages take no props of their own; the router's (params) pass through untouched.
type PageProps = object;

export interface PreloadableComponent<Props extends object = PageProps> {
  (props: Props): JSX.Element;
  /** Starts (or joins) the module's load; settles once it can render without suspending. */
  preload(): Promise<void>;
}

export function lazyWithPreload<Props extends object = PageProps>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk (offline, new deploy) may be asked again on the next render.
        pending = undefined;
        throw error;
      },
    ));
  const LazyPage = lazy(start);

  function PreloadablePage(props: Props) {
    const Page = loaded ?? LazyPage;
    return <Page {...props} />;
  }
  PreloadablePage.preload = () => start().then(() => undefined);
  return PreloadablePage;
}
