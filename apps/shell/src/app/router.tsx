// Shell-owned URLs plus one catch-all inside the signed-in layout that hands every other URL to the
// remote owning it (see federation/RemoteArea). The sign-in pages come without antd; everything
// else sits under AntdFrame, loaded lazily. A remote route that asks for a blank layout (remoteCatalog's
// BLANK_LAYOUT_PATHS) is drawn in a plain frame instead, signed in or not.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectAuthUser } from '@live-agent/auth';
import { LoginPage } from '../features/auth-pages/LoginPage';
import { isBlankLayoutPath } from '../federation/remoteCatalog';
import { FullPageSpinner } from './FullPageSpinner';
import { RouteError } from './RouteError';

const AntdFrame = lazy(() => import(/* webpackChunkName: "antd-frame" */ './AntdFrame'));
const AppLayout = lazy(() => import('../features/layout/AppLayout'));
const RemoteArea = lazy(() => import('../federation/RemoteArea'));
const MiscPage = lazy(() => import('../features/misc/MiscPage'));
const RegisterPage = lazy(() => import('../features/auth-pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth-pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth-pages/ResetPasswordPage'));

function RequireSignIn({ children }: { children: ReactNode }) {
  const userData = useSelector(selectAuthUser);
  const location = useLocation();
  if (!userData) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

const suspended = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;

/**
 * The frame of every remote URL: the signed-in layout, or for a blank-layout route a plain full-page frame
 * that needs no session (the route's own ability guard still applies, inside RemoteArea).
 */
export function RemoteFrame() {
  const { pathname } = useLocation();
  if (isBlankLayoutPath(pathname)) {
    return <div className="blank-frame" data-testid="blank-frame">{suspended(<Outlet />)}</div>;
  }
  return (
    <RequireSignIn>
      {suspended(<AppLayout />)}
    </RequireSignIn>
  );
}

export function createShellRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: suspended(<RegisterPage />) },
        { path: '/forgot-password', element: suspended(<ForgotPasswordPage />) },
        { path: '/reset-password', element: suspended(<ResetPasswordPage />) },
        {
          element: suspended(<AntdFrame />),
          children: [
            { path: '/misc/not-authorized', element: suspended(<MiscPage kind="notAuthorized" />) },
            { path: '/misc/error', element: suspended(<MiscPage kind="error" />) },
            {
              element: <RemoteFrame />,
              // RemoteArea suspends to the layout's boundary (see AppLayout), or the blank frame's.
              children: [{ path: '*', element: <RemoteArea /> }],
            },
          ],
        },
      ],
    },
  ]);
}
