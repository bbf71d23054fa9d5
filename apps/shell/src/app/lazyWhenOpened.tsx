// A drawer nobody needs to see a screen (the theme customizer, the presenter panel) is downloaded the first time it
// is opened, not with the signed-in frame: the way to the first screen carries only what draws it (docs/bench.md,
// where the dashboard's bytes go). Once opened it stays mounted, so closing keeps its motion and its state.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyWhenOpened<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OpenedOnce(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Derived from the props during render (React's "storing information from previous renders").
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
