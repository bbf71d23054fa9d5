// Shell-owned URLs plus one catch-all inside the signed-in layout that hands every other URL to the
// remote owning it (see federation/RemoteArea). The sign-in pages come without antd; everything
// else sits under AntdFrame, loaded lazily.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectAuthUser } from '@live-agent/auth';
import { LoginPage } from '../features/auth-pages/LoginPage';
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
              element: (
                <RequireSignIn>
                  {suspended(<AppLayout />)}
                </RequireSignIn>
              ),
              // RemoteArea suspends to the layout's boundary (see AppLayout).
              children: [{ path: '*', element: <RemoteArea /> }],
            },
          ],
        },
      ],
    },
  ]);
}
