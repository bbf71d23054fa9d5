// What awaits the signed-in user, counted at the front of the browser's title on every screen ("(2) Dashboard ·
// Acme Support"), as mail and chat products do, so a tab in the background says it has work. The shell keeps it
// under `titleCount` (its layout sets the agent's chats awaiting an answer); useDocumentTitle reads it here, so no
// screen has to know what is counted.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const titleCountSlice = createSlice({
  name: 'titleCount',
  initialState: 0,
  reducers: {
    changed: (_state, { payload }: PayloadAction<number>) =>
      Number.isFinite(payload) && payload > 0 ? Math.floor(payload) : 0,
  },
});

export const titleCountChanged = titleCountSlice.actions.changed;

/** The count the shell keeps, or 0 where none is kept (a remote alone, a test). */
export const selectTitleCount = (state: unknown): number => {
  const count = (state as { titleCount?: unknown } | null)?.titleCount;
  return typeof count === 'number' && count > 0 ? count : 0;
};
