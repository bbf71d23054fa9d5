// Shell-owned URLs (auth pages, not-authorized, error) plus one catch-all inside the signed-in layout
// that hands every other URL to the remote owning it (see federation/RemoteArea).
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectAuthUser } from '@live-agent/auth';
import { PageSpinner } from '@live-agent/ui-kit';
import { AppLayout } from '../features/layout/AppLayout';
import { RemoteArea } from '../federation/RemoteArea';
import { LoginPage } from '../features/auth-pages/LoginPage';
import { MiscPage } from '../features/misc/MiscPage';

// Pages a signed-in admin rarely sees load only when visited.
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
    { path: '/login', element: <LoginPage /> },
    { path: '/register', element: suspended(<RegisterPage />) },
    { path: '/forgot-password', element: suspended(<ForgotPasswordPage />) },
    { path: '/reset-password', element: suspended(<ResetPasswordPage />) },
    { path: '/misc/not-authorized', element: <MiscPage kind="notAuthorized" /> },
    { path: '/misc/error', element: <MiscPage kind="error" /> },
    {
      element: (
        <RequireSignIn>
          <AppLayout />
        </RequireSignIn>
      ),
      children: [{ path: '*', element: <RemoteArea /> }],
    },
  ]);
}
