// What else gets ready when the shell starts preloading the other remotes for the user's next clicks
// (usePreloadRemotes, after the first screen): the mock server's worker registers its demo apps' domains then, so
// the first click on a demo app does not wait for them (docs/architecture.md, "Mirage in a worker").
let prepared = false;
const waiting: (() => void)[] = [];

/** Runs `prepare` once, when the shell starts preparing the next clicks (at once if it already has). */
export function whenPreparingNextClicks(prepare: () => void): void {
  if (prepared) prepare();
  else waiting.push(prepare);
}

/** Called by the preload of the other remotes as it starts; only the first call does anything. */
export function preparingNextClicks(): void {
  if (prepared) return;
  prepared = true;
  waiting.splice(0).forEach((prepare) => prepare());
}
