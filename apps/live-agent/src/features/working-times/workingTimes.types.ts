// The working-time editor's form model. Working times as the API carries them are contracts
// (@live-agent/contracts, live-agent).

/** A time range while it is being edited: either end may still be empty. */
export interface DraftRange {
  open?: string | null;
  close?: string | null;
}

/** One day of the weekly editor; a closed day keeps its ranges so switching it back on restores them. */
export interface DayModel {
  open: boolean;
  intervals: DraftRange[];
}

export interface ExceptionModel {
  date: string | null;
  closed: boolean;
  intervals: DraftRange[];
  label: string;
}

export interface WorkingTimeFormValues {
  name: string;
  departmentId: number | null;
  timezone: string;
  isEnabled: boolean;
  /** Indexed by day number: week[0] is Sunday. */
  week: DayModel[];
  exceptions: ExceptionModel[];
  outOfOfficeMessage: string;
}
