// Shell-owned URLs (auth pages, not-authorized, error) plus one catch-all inside the signed-in layout
// that hands every other URL to the remote owning it (see federation/RemoteArea).
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectAuthUser } from '@live-agent/auth';
import { Spin } from 'antd';
import { PageSpinner } from '@live-agent/ui-kit';
import { RouteError } from './RouteError';
import { LoginPage } from '../features/auth-pages/LoginPage';

// Pages a signed-in admin rarely sees load only when visited.
// The signed-in frame (menu, navbar, search, presenter, remote loading) is not needed to sign in.
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

const suspended = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

export function createShellRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: suspended(<RegisterPage />) },
        { path: '/forgot-password', element: suspended(<ForgotPasswordPage />) },
        { path: '/reset-password', element: suspended(<ResetPasswordPage />) },
        { path: '/misc/not-authorized', element: suspended(<MiscPage kind="notAuthorized" />) },
        { path: '/misc/error', element: suspended(<MiscPage kind="error" />) },
        {
          element: (
            <RequireSignIn>
              <Suspense fallback={<Spin fullscreen />}>
                <AppLayout />
              </Suspense>
            </RequireSignIn>
          ),
          children: [{ path: '*', element: suspended(<RemoteArea />) }],
        },
      ],
    },
  ]);
}
