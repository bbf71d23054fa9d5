// Working times as /api/v1/working-times carries them (DESIGN §6), and the editor's form model.

export type WorkingTimeScope = 'organization' | 'department';

/** 'HH:mm' opening and closing times, open before close. */
export interface TimeRange {
  open: string;
  close: string;
}

export interface WorkingTimeInterval extends TimeRange {
  /** 0 = Sunday … 6 = Saturday (the UI lists Monday first). */
  day: number;
}

export interface WorkingTimeException {
  /** 'YYYY-MM-DD'. */
  date: string;
  closed: boolean;
  /** Special opening hours when not closed. */
  intervals?: TimeRange[];
  label: string;
}

export interface WorkingTime {
  id: number;
  name: string;
  scope: WorkingTimeScope;
  departmentId: number | null;
  timezone: string;
  isEnabled: boolean;
  intervals: WorkingTimeInterval[];
  exceptions: WorkingTimeException[];
  outOfOfficeMessage: string;
}

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
