// Shell-owned URLs plus one catch-all inside the signed-in layout that hands every other URL to the
// remote owning it (see federation/RemoteArea). The sign-in pages come without antd; everything
// else sits under AntdFrame, loaded lazily. A remote route that asks for a blank layout (remoteCatalog's
// BLANK_LAYOUT_PATHS) is drawn in a plain frame instead, signed in or not.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { LoginPage } from '../features/auth-pages/LoginPage';
import { FullPageSpinner } from './FullPageSpinner';
import { RouteError } from './RouteError';

// Nothing of antd renders before its stylesheet and ui-kit's strings in the page's language are in (AntdFrame).
const AntdFrame = lazy(() =>
  import(/* webpackChunkName: "antd-frame" */ './AntdFrame').then(async (frame) => {
    await Promise.all([frame.antdStylesReady, frame.uiStringsReady()]);
    return frame;
  }),
);
const RemoteArea = lazy(() => import(/* webpackChunkName: "remote-area" */ '../federation/RemoteArea'));
// Not on the sign-in page's first load; prefetched with the signed-in frame (prefetch.ts).
const RemoteFrame = lazy(() => import(/* webpackChunkName: "remote-frame" */ './RemoteFrame'));
const MiscPage = lazy(() => import('../features/misc/MiscPage'));
const AuthFormPage = lazy(() => import('../features/auth-pages/AuthFormPage'));

const suspended = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;

export function createShellRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: suspended(<AuthFormPage page="register" />) },
        { path: '/forgot-password', element: suspended(<AuthFormPage page="forgotPassword" />) },
        { path: '/reset-password', element: suspended(<AuthFormPage page="resetPassword" />) },
        {
          element: suspended(<AntdFrame />),
          children: [
            { path: '/misc/not-authorized', element: suspended(<MiscPage kind="notAuthorized" />) },
            { path: '/misc/error', element: suspended(<MiscPage kind="error" />) },
            {
              element: suspended(<RemoteFrame />),
              // RemoteArea suspends to the layout's boundary (see AppLayout), or the blank frame's.
              children: [{ path: '*', element: <RemoteArea /> }],
            },
          ],
        },
      ],
    },
  ]);
}
