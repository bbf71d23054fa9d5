import type { UserData } from '@live-agent/contracts';
import { defineAbilityFor } from './defineAbility';

export const DASHBOARD_PATH = '/live-agent/dashboard';
export const ACCESS_CONTROL_PATH = '/access-control';

/**
 * Where a user lands after login (docs/architecture.md, How the shell boots): admin and agent → the live-agent dashboard, client →
 * /access-control, nobody → /login. Another role goes to the dashboard if it may read it, else /access-control.
 */
export function homeRouteFor(userData: Pick<UserData, 'role' | 'ability'> | null | undefined): string {
  if (!userData) return '/login';
  switch (userData.role) {
    case 'admin':
    case 'agent':
      return DASHBOARD_PATH;
    case 'client':
      return ACCESS_CONTROL_PATH;
    default:
      return defineAbilityFor(userData).can('read', 'Dashboard') ? DASHBOARD_PATH : ACCESS_CONTROL_PATH;
  }
}
