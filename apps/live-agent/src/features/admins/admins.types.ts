// An admin of the live-agent product as the API returns it (DESIGN §6).
export const ADMIN_ROLES = ['admin', 'supervisor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export interface Admin {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  avatar: string;
  role: AdminRole;
  /** Departments the admin looks after; empty means all. */
  departmentIds: number[];
  isActive: boolean;
  /** ISO-8601, or null when the admin never signed in. */
  lastLoginAt: string | null;
}

/** What the form sends on create and update. */
export interface AdminDraft {
  fullName: string;
  email: string;
  phone: string;
  role: AdminRole;
  departmentIds: number[];
  isActive: boolean;
}
