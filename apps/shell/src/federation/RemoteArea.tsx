// Renders whatever remote owns the current URL, inside its own error boundary: a remote that is off,
// down, or throwing shows a localized page (with Retry) and the shell around it keeps working.
import { use, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RequireAbility } from '@live-agent/auth';
import { ErrorBoundary, NotFoundPage, RemoteTurnedOff, RemoteUnavailable, type RemoteRoute } from '@live-agent/ui-kit';
import { useEnabledRemotes } from '../features/presenter/useEnabledRemotes';
import { REMOTES, remoteForPath, type RemoteName } from './remoteCatalog';
import { loadRemoteRoutesTracked, resetRemote } from './remoteLoader';

function useRemoteLabel(name: RemoteName) {
  const { t } = useTranslation('shell');
  return t(REMOTES.find((remote) => remote.name === name)!.labelKey);
}

export default function RemoteArea() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const owner = remoteForPath(pathname);
  const enabledRemotes = useEnabledRemotes();
  if (!owner) return <NotFoundPage onHome={() => navigate('/')} />;
  if (!enabledRemotes.includes(owner)) return <TurnedOff name={owner} />;
  return <RemoteMount key={owner} name={owner} />;
}

function TurnedOff({ name }: { name: RemoteName }) {
  return <RemoteTurnedOff remote={useRemoteLabel(name)} />;
}

function RemoteMount({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const label = useRemoteLabel(name);
  const retry = () => {
    resetRemote(name);
    setAttempt((n) => n + 1);
  };
  return (
    // No Suspense here: loading suspends up to the layout's one boundary, so a navigation (a transition)
    // keeps the previous screen until this one is ready instead of flashing a spinner.
    <ErrorBoundary
      key={attempt}
      fallback={(error) => <RemoteUnavailable crashed remote={label} detail={error.message} onRetry={retry} />}
    >
      <RemoteLoaded name={name} label={label} onRetry={retry} attempt={attempt} />
    </ErrorBoundary>
  );
}

function RemoteLoaded({
  name,
  label,
  onRetry,
}: {
  name: RemoteName;
  label: string;
  onRetry: () => void;
  attempt: number;
}) {
  const result = use(loadRemoteRoutesTracked(name));
  const { pathname } = useLocation();
  if (!result.ok) return <RemoteUnavailable remote={label} detail={result.error} onRetry={onRetry} />;
  return (
    // The marker tells tests and the bench that this remote's screen (not a spinner) is on the page, and for which
    // URL: a navigation keeps the previous screen until the next one is ready, so the path says which one is shown.
    <div data-testid="remote-content" data-remote={name} data-path={pathname}>
      <RemoteRouteTree routes={result.module.routes} />
    </div>
  );
}

/** Every remote route is wrapped in the ability guard its handle asks for (lazy pages suspend to the layout). */
function guard(routes: RemoteRoute[]): RemoteRoute[] {
  return routes.map((route) => {
    const ability = route.handle?.ability;
    let element: ReactNode = route.element ?? (route.Component ? <route.Component /> : undefined);
    if (element !== undefined && ability) {
      element = (
        <RequireAbility action={ability.action} subject={ability.subject}>
          {element}
        </RequireAbility>
      );
    }
    const { Component: _component, ...rest } = route;
    return { ...rest, element, children: route.children ? guard(route.children) : undefined } as RemoteRoute;
  });
}

function RemoteRouteTree({ routes }: { routes: RemoteRoute[] }) {
  const navigate = useNavigate();
  const [guarded] = useState(() => [
    ...guard(routes),
    { path: '*', element: <NotFoundPage onHome={() => navigate('/')} /> },
  ]);
  return useRoutes(guarded);
}
