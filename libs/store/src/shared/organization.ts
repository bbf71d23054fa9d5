// What the shell and the remotes share about the organisation (docs/architecture.md, State): the shell keeps its name
// and logo under `organization` (read from the API at boot, renamed by the settings screen); a remote reads the name
// here, never through the shell's code.

/** The organisation's name the shell holds, or null where no shell keeps one (a remote alone, a test). */
export const selectOrganizationName = (state: unknown): string | null => {
  const name = (state as { organization?: { name?: unknown } } | null)?.organization?.name;
  return typeof name === 'string' && name.trim() ? name : null;
};

/** Between a screen's name and the organisation's in the browser's title: "Invoices · Acme Support". */
export const TITLE_SEPARATOR = ' · ';

/**
 * The browser's title for a screen: its name, then the organisation's (either may be missing), after the count of
 * what awaits the user when there is any ("(2) Inbox · Acme Support"; ./titleCount.ts).
 */
export const documentTitle = (
  screen: string | null | undefined,
  organization: string | null | undefined,
  count = 0,
): string => {
  const title = [screen?.trim(), organization?.trim()].filter(Boolean).join(TITLE_SEPARATOR);
  return title && count > 0 ? `(${count}) ${title}` : title;
};
