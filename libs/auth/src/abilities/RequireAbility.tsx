import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isUserLoggedIn } from '../session/session';
import { useAppAbility } from './AbilityContext';

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized';

export interface RequireAbilityProps {
  action: string;
  subject: string;
  /** What the route renders when allowed; defaults to the nested routes (`<Outlet />`). */
  children?: ReactNode;
}

/**
 * Route guard. Signed out and the route needs more than Auth → /login, remembering where the user was going in
 * `state.from`; signed in but not allowed → /misc/not-authorized; otherwise renders the route.
 */
export function RequireAbility({ action, subject, children }: RequireAbilityProps) {
  const ability = useAppAbility();
  const location = useLocation();

  if (subject !== 'Auth' && !isUserLoggedIn()) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  }
  if (!ability.can(action, subject)) return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
  return <>{children ?? <Outlet />}</>;
}
