// ui-kit's test harness bound to this remote's namespace (every feature's strings) and routes, and what the edit
// pages' tests share.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormRule } from 'antd';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import {
  buttonNamed,
  createRemoteHarness,
  fieldErrors,
  signIn,
  typeBadTextsIntoForm,
} from '@live-agent/ui-kit/testing';
import { NAMESPACE } from '../i18n';
import { resources } from '../i18n/features';
import { routes } from '../routes';

export const { initTestI18n, renderRoute, setupScreenTest, createTestStore, englishFormRules } = createRemoteHarness({
  namespace: NAMESPACE,
  resources,
  routes,
});

/**
 * Types the hostile texts into one field of an edit page (docs/architecture.md, Conventions, Bad input), the page
 * opened afresh for each after the record's field is set to a known value (`Before <n>`, through `setBefore`), so a
 * save shows as a change: the field must show the rules' verdict and keep what was typed, and Save must store the rest
 * exactly as typed (`stored` reads the record's field back).
 */
export async function typeBadTextsIntoEditPage({
  path,
  label,
  formTestId,
  rules,
  setBefore,
  stored,
}: {
  path: string;
  label: string;
  formTestId: string;
  rules: FormRule[];
  setBefore: (value: string) => void;
  stored: () => string;
}) {
  let unmount = () => {};
  let count = 0;
  await typeBadTextsIntoForm({
    verdict: (typed) => fieldErrors(rules, typed),
    open: async () => {
      unmount();
      setBefore(`Before ${(count += 1)}`);
      ({ unmount } = await renderRoute(path));
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(`Before ${count}`));
      return screen.getByTestId(formTestId);
    },
    field: () => screen.getByLabelText(label) as HTMLInputElement,
    save: () => fireEvent.click(buttonNamed(document, 'Save changes')!),
    stored: () => (stored() === `Before ${count}` ? undefined : stored()),
    close: async () => {
      unmount();
      unmount = () => {};
    },
  });
  unmount();
}

/**
 * Opens `url` as the shell does when its address is typed: the route's prefetch asks for the screen's data first
 * (signed in as the admin), then the screen renders in that store. Returns the paths starting with `api` that
 * reached the server (`server`, setupScreenTest's), counted from the prefetch on; the screen must ask for nothing
 * again.
 */
export async function renderPrefetched(server: ReturnType<typeof setupScreenTest>, url: string, api: string) {
  await signIn('admin');
  const store = createTestStore();
  const [{ route, params }] = matchRoutes(routes, url)! as Array<{
    route: RemoteRoute;
    params: Record<string, string>;
  }>;
  const actions = route.handle!.prefetch!({ params, search: new URLSearchParams(url.split('?')[1]) });
  const asked: string[] = [];
  server().pretender.handledRequest = (_verb: string, path: string) => asked.push(path);
  const asks = () => asked.filter((path) => path.startsWith(api));
  for (const action of actions) store.dispatch(action as never);
  await waitFor(() => expect(asks()).toHaveLength(actions.length));
  await renderRoute(url, { store });
  return asks;
}
