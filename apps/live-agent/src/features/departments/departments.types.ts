// A department as the API returns it (DESIGN §6), and the little the Departments tab reads of working times.
export interface Department {
  id: number;
  name: string;
  description: string;
  isEnabled: boolean;
  workingTimeId: number | null;
  maxConcurrentChats: number;
  fallbackDepartmentId: number | null;
  offlineMessage: string;
}

export interface DepartmentDraft {
  name: string;
  description: string;
  isEnabled: boolean;
  workingTimeId: number | null;
  maxConcurrentChats: number;
  fallbackDepartmentId: number | null;
  offlineMessage: string;
}

/** A working time as a choice for a department (GET /working-times/all, only what the tab shows). */
export interface WorkingTimeOption {
  id: number;
  name: string;
  isEnabled: boolean;
}
