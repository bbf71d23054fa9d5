// The presenter panel's "Reset demo data" (docs/architecture.md, "Demo data that outlives a reload"): the boot, which
// started the mock server, says how to forget what was kept; a screen never imports the mock server itself.

let forget: (() => void) | null = null;

/** Called by the boot when the mock server keeps changes in this browser. */
export function offerDemoDataReset(forgetChanges: () => void): void {
  forget = forgetChanges;
}

/** Whether there is kept demo data to reset (the mock server runs). */
export function canResetDemoData(): boolean {
  return forget !== null;
}

/** Forgets every kept change, then reloads: the mock server starts again from its seed. */
export function resetDemoData(reload: () => void = () => window.location.reload()): void {
  forget?.();
  reload();
}
