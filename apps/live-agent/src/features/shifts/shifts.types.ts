// A shift as the API returns it (DESIGN §6). An endTime before startTime means the shift crosses midnight.
export interface Shift {
  id: number;
  name: string;
  timezone: string;
  /** 0 = Sunday … 6 = Saturday. */
  daysOfWeek: number[];
  /** 'HH:mm'. */
  startTime: string;
  endTime: string;
  breakMinutes: number;
  /** Agents on this shift (server-derived). */
  agentIds: number[];
}

export interface ShiftDraft {
  name: string;
  timezone: string;
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
  breakMinutes: number;
}
