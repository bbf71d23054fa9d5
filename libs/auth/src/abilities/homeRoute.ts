import type { UserData } from '@live-agent/contracts';
import { defineAbilityFor } from './defineAbility';

export const DASHBOARD_PATH = '/live-agent/dashboard';
/** The agent's workspace (docs/demo-api.md, Agent inbox): where an agent starts its day. */
export const INBOX_PATH = '/live-agent/inbox';
export const ACCESS_CONTROL_PATH = '/access-control';

/**
 * Where a user lands after login (docs/architecture.md, How the shell boots): admin → the live-agent dashboard, agent → its inbox, client →
 * /access-control, nobody → /login. Another role goes to the dashboard if it may read it, else /access-control.
 */
export function homeRouteFor(userData: Pick<UserData, 'role' | 'ability'> | null | undefined): string {
  if (!userData) return '/login';
  switch (userData.role) {
    case 'admin':
      return DASHBOARD_PATH;
    case 'agent':
      return INBOX_PATH;
    case 'client':
      return ACCESS_CONTROL_PATH;
    default:
      return defineAbilityFor(userData).can('read', 'Dashboard') ? DASHBOARD_PATH : ACCESS_CONTROL_PATH;
  }
}
