// A valtio store read the way screens read cached resources (use-resource.ts): each change drawn in
// a React transition. For marks that must move together with a resource's data: a task toggle's
// in-flight mark goes in the task where the server's answer updates the list. Read at once (valtio's
// useSnapshot), the mark went in an urgent render while the list's new data waited for its
// transition, so for a moment the popup's button was enabled and showed the task's old state, and a
// tap then sent the opposite of what the user meant (torture seeds 7103, 7106, 7111, 7123, 7126;
// tests/torture/stale-popup-probe.ts).
import { startTransition, useEffect, useState } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio';

export function useTransitionSnapshot<T extends object>(store: T): Snapshot<T> {
  const [shown, setShown] = useState(() => ({ store, snap: snapshot(store) }));
  useEffect(() => {
    const show = () => startTransition(() => setShown({ store, snap: snapshot(store) }));
    const stop = subscribe(store, show);
    // A change between the render and this subscription is not missed.
    show();
    return stop;
  }, [store]);
  return shown.store === store ? shown.snap : snapshot(store);
}
