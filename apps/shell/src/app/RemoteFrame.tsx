// The frame of every remote URL: the signed-in layout, or for a blank-layout route (remoteCatalog's
// BLANK_LAYOUT_PATHS) a plain full-page frame that needs no session; the route's own ability guard still
// applies, inside RemoteArea (docs/architecture.md, Blank-layout routes).
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectAuthUser, selectSignedOut } from '@live-agent/auth';
import { isBlankLayoutPath } from '../federation/remoteCatalog';
import { FullPageSpinner } from './FullPageSpinner';

const AppLayout = lazy(() => import(/* webpackChunkName: "app-layout" */ '../features/layout/AppLayout'));

export function RequireSignIn({ children }: { children: ReactNode }) {
  const userData = useSelector(selectAuthUser);
  const signedOut = useSelector(selectSignedOut);
  const location = useLocation();
  // A page opened signed out is where the sign-in returns; the page of a user who just signed out is not (the next
  // user may not be allowed there).
  if (!userData)
    return <Navigate to="/login" replace state={signedOut ? null : { from: location.pathname + location.search }} />;
  return children;
}

const suspended = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;

export default function RemoteFrame() {
  const { pathname } = useLocation();
  if (isBlankLayoutPath(pathname)) {
    return (
      <div className="blank-frame" data-testid="blank-frame">
        {suspended(<Outlet />)}
      </div>
    );
  }
  return <RequireSignIn>{suspended(<AppLayout />)}</RequireSignIn>;
}
