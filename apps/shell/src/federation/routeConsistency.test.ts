// A screen's path is written twice: in the shell's menu (and the navbar search's page list, served by the
// mock server) and in the owning remote's `./routes`. Nothing at run time checks that they agree, so this
// test does: every menu leaf and every search page must resolve to a route of the remote that owns its URL
// (remoteCatalog), ask for the same ability as that route, and have a label in every shell language
// (docs/architecture.md, The remote contract).
//
// The remotes' routes modules are loaded from their sources with jest.requireActual, by the `dir` each
// remote has in config.json: a typed import would make `tsc -p apps/shell` type check every remote's page
// code, and apps never import each other outside tests.
import path from 'path';
import axios from 'axios';
import type { Server } from 'miragejs';
import { matchRoutes } from 'react-router-dom';
import { startMockServer } from '@live-agent/mock-server';
import type { RemoteRoute, RemoteRoutesModule, RouteAbility } from '@live-agent/ui-kit';
import config from '../../public/config.json';
import en from '../i18n/locales/en.json';
import de from '../i18n/locales/de.json';
import fr from '../i18n/locales/fr.json';
import pt from '../i18n/locales/pt.json';
import { NAVIGATION, isGroup, type NavLeaf } from '../features/layout/navigation';
import type { MainSearchResponse, SearchPage } from '@live-agent/contracts';
import { BLANK_LAYOUT_PATHS, REMOTES, remoteForPath, type RemoteName } from './remoteCatalog';

type Locale = Record<string, unknown>;
type RoutesByRemote = Partial<Record<RemoteName, RemoteRoute[]>>;

/** A menu leaf with the labels that name it (its group's label first when it sits in a group). */
interface MenuEntry {
  path: string;
  remote: RemoteName;
  ability: RouteAbility;
  labelKeys: string[];
}

const LOCALES: Record<string, Locale> = { en, de, fr, pt };
const REPO_ROOT = path.resolve(__dirname, '../../../..');

function menuEntries(): MenuEntry[] {
  const entry = (leaf: NavLeaf, groupLabelKey?: string): MenuEntry => ({
    path: leaf.path,
    remote: leaf.remote,
    ability: leaf.ability,
    labelKeys: groupLabelKey ? [groupLabelKey, leaf.labelKey] : [leaf.labelKey],
  });
  return NAVIGATION.flatMap((section) =>
    section.items.flatMap((item) =>
      isGroup(item) ? item.children.map((child) => entry(child, item.labelKey)) : [entry(item)],
    ),
  );
}

function loadRemoteRoutes(): RoutesByRemote {
  const remotes = config.remotes as Record<string, { dir: string }>;
  const loaded: RoutesByRemote = {};
  for (const { name } of REMOTES) {
    const dir = remotes[name]?.dir;
    if (!dir) continue;
    const module = jest.requireActual(path.join(REPO_ROOT, dir, 'src/routes')) as Partial<RemoteRoutesModule>;
    if (Array.isArray(module.routes)) loaded[name] = module.routes;
  }
  return loaded;
}

function translation(locale: Locale, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Locale)[part] : undefined), locale);
}

const sameAbility = (a: RouteAbility, b: RouteAbility) => a.action === b.action && a.subject === b.subject;
const showAbility = (a: RouteAbility) => `${a.action} ${a.subject}`;

/**
 * Every way a menu entry disagrees with the remote that renders it, as readable messages; [] when it agrees.
 * The ability is compared with every route of the match that declares one (a parent's guard applies too).
 */
function checkMenuEntry(
  entry: MenuEntry,
  routesByRemote: RoutesByRemote,
  locales: Record<string, Locale> = LOCALES,
): string[] {
  const problems: string[] = [];
  const where = `menu entry ${entry.path}`;
  const owner = remoteForPath(entry.path);
  if (owner !== entry.remote) {
    problems.push(
      `${where}: the menu says remote "${entry.remote}" but remoteCatalog gives the URL to ${owner ? `"${owner}"` : 'no remote'}`,
    );
  }
  const routes = owner ? routesByRemote[owner] : undefined;
  if (owner && !routes) problems.push(`${where}: the routes of remote "${owner}" could not be loaded`);
  if (routes) {
    const matches = matchRoutes(routes, entry.path);
    if (!matches) {
      problems.push(`${where}: no route of remote "${owner}" matches the path`);
    } else {
      const declared = matches
        .map((match) => (match.route as RemoteRoute).handle?.ability)
        .filter((ability): ability is RouteAbility => Boolean(ability));
      if (declared.length === 0) problems.push(`${where}: its route declares no handle.ability`);
      for (const ability of declared) {
        if (!sameAbility(ability, entry.ability)) {
          problems.push(
            `${where}: the menu asks for "${showAbility(entry.ability)}" but the route asks for "${showAbility(ability)}"`,
          );
        }
      }
    }
  }
  for (const [language, locale] of Object.entries(locales)) {
    for (const key of entry.labelKeys) {
      const text = translation(locale, key);
      if (typeof text !== 'string' || !text.trim()) problems.push(`${where}: no ${language} label for "${key}"`);
    }
  }
  return problems;
}

/**
 * A search page is titled and guarded through its menu leaf (searchResults.ts), so it must have one that is
 * itself consistent; without a leaf its title would stay the server's English one.
 */
function checkSearchPage(
  page: Pick<SearchPage, 'title' | 'link'>,
  entries: MenuEntry[],
  routesByRemote: RoutesByRemote,
): string[] {
  const entry = entries.find((candidate) => candidate.path === page.link);
  if (!entry)
    return [
      `search page "${page.title}" (${page.link}): no menu entry has this path, so it has no translated title or ability`,
    ];
  return checkMenuEntry(entry, routesByRemote);
}

/** Every route of a tree with its full path (a child's relative path joined to its parents'). */
function flatten(routes: RemoteRoute[], parent = ''): { path: string; route: RemoteRoute }[] {
  return routes.flatMap((route) => {
    const own = route.path ?? '';
    const full = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`.replace(/\/+$/, '') || '/';
    return [{ path: full, route }, ...(route.children ? flatten(route.children, full) : [])];
  });
}

/**
 * The shell chooses a route's frame from BLANK_LAYOUT_PATHS before loading the remote, and the remote says
 * `handle.layout: 'blank'`: both must name the same routes, each owned by its remote and open to a guest
 * (ability on Auth, which RequireAbility lets through signed out). Readable messages; [] when they agree.
 */
function checkBlankLayouts(blankPaths: readonly string[], routesByRemote: RoutesByRemote): string[] {
  const problems: string[] = [];
  const declared = (Object.entries(routesByRemote) as [RemoteName, RemoteRoute[]][]).flatMap(([remote, routes]) =>
    flatten(routes)
      .filter(({ route }) => route.handle?.layout === 'blank')
      .map(({ path: routePath }) => ({ remote, path: routePath })),
  );
  for (const { remote, path: routePath } of declared) {
    if (!blankPaths.includes(routePath))
      problems.push(
        `route ${routePath} of remote "${remote}" asks for a blank layout but is not in BLANK_LAYOUT_PATHS`,
      );
  }
  for (const blankPath of blankPaths) {
    const owner = remoteForPath(blankPath);
    const routes = owner ? routesByRemote[owner] : undefined;
    const match = routes ? (matchRoutes(routes, blankPath)?.at(-1)?.route as RemoteRoute | undefined) : undefined;
    if (!match) {
      problems.push(
        `blank-layout path ${blankPath}: no route of ${owner ? `remote "${owner}"` : 'any remote'} matches it`,
      );
      continue;
    }
    if (match.handle?.layout !== 'blank')
      problems.push(`blank-layout path ${blankPath}: its route does not declare handle.layout 'blank'`);
    if (match.handle?.ability?.subject !== 'Auth')
      problems.push(`blank-layout path ${blankPath}: its route must be open signed out (an ability on Auth)`);
  }
  return problems;
}

const ENTRIES = menuEntries();
const ROUTES = loadRemoteRoutes();

describe('menu and remote routes agree', () => {
  it('loads the routes of every remote in the catalog', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
  });

  it.each(ENTRIES.map((entry) => [entry.path, entry] as const))('%s', (_path, entry) => {
    expect(checkMenuEntry(entry, ROUTES)).toEqual([]);
  });
});

describe('blank-layout routes agree between the shell and the remotes', () => {
  it('every route asking for a blank layout is listed, and every listed path is such a route, open signed out', () => {
    expect(BLANK_LAYOUT_PATHS.length).toBeGreaterThan(0);
    expect(checkBlankLayouts(BLANK_LAYOUT_PATHS, ROUTES)).toEqual([]);
  });

  it('reports a listed path with no blank route, and a blank route missing from the list', () => {
    const routes: RoutesByRemote = {
      pages: [
        { path: '/pages/login-v1', handle: { ability: { action: 'read', subject: 'Auth' }, layout: 'blank' } },
        { path: '/pages/profile', handle: { ability: { action: 'read', subject: 'Demo' } } },
      ],
    };
    expect(checkBlankLayouts(['/pages/profile', '/pages/nowhere'], routes)).toEqual([
      'route /pages/login-v1 of remote "pages" asks for a blank layout but is not in BLANK_LAYOUT_PATHS',
      "blank-layout path /pages/profile: its route does not declare handle.layout 'blank'",
      'blank-layout path /pages/profile: its route must be open signed out (an ability on Auth)',
      'blank-layout path /pages/nowhere: no route of remote "pages" matches it',
    ]);
  });
});

describe('navbar search pages agree with the menu and the remote routes', () => {
  let server: Server;
  let pages: SearchPage[] = [];

  beforeAll(async () => {
    server = startMockServer({ environment: 'test', product: false });
    const { data } = await axios.get<MainSearchResponse>('/api/main-search/data');
    const group = data.searchArr.find((candidate) => candidate.groupTitle === 'Pages');
    pages = (group?.data ?? []) as SearchPage[];
  });

  afterAll(() => server.shutdown());

  it('every page resolves to a consistent menu entry and route', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.flatMap((page) => checkSearchPage(page, ENTRIES, ROUTES))).toEqual([]);
  });
});

describe('the check catches drift', () => {
  const dashboard = ENTRIES.find((entry) => entry.path === '/live-agent/dashboard')!;

  it('reports a path no route of the owning remote matches', () => {
    expect(checkMenuEntry({ ...dashboard, path: '/live-agent/dashbord' }, ROUTES)).toEqual([
      'menu entry /live-agent/dashbord: no route of remote "liveAgent" matches the path',
    ]);
  });

  it('reports an ability that differs from the route handle', () => {
    expect(checkMenuEntry({ ...dashboard, ability: { action: 'read', subject: 'Report' } }, ROUTES)).toEqual([
      'menu entry /live-agent/dashboard: the menu asks for "read Report" but the route asks for "read Dashboard"',
    ]);
  });

  it('reports a remote that does not own the path, and a missing label', () => {
    expect(checkMenuEntry({ ...dashboard, remote: 'pages', labelKeys: ['menu.noSuchScreen'] }, ROUTES, { en })).toEqual(
      [
        'menu entry /live-agent/dashboard: the menu says remote "pages" but remoteCatalog gives the URL to "liveAgent"',
        'menu entry /live-agent/dashboard: no en label for "menu.noSuchScreen"',
      ],
    );
  });

  it('matches route params and nested children', () => {
    const nested: RoutesByRemote = {
      todoCalendar: [
        {
          path: '/apps/todo',
          handle: { ability: { action: 'read', subject: 'Demo' } },
          children: [{ path: 'tag/:tag' }],
        },
      ],
    };
    const entry: MenuEntry = {
      path: '/apps/todo/tag/work',
      remote: 'todoCalendar',
      ability: { action: 'read', subject: 'Demo' },
      labelKeys: ['menu.todo'],
    };
    expect(checkMenuEntry(entry, nested)).toEqual([]);
    expect(checkMenuEntry({ ...entry, ability: { action: 'manage', subject: 'Demo' } }, nested)).toEqual([
      'menu entry /apps/todo/tag/work: the menu asks for "manage Demo" but the route asks for "read Demo"',
    ]);
  });

  it('reports a search page with no menu entry', () => {
    expect(checkSearchPage({ title: 'Orphan', link: '/live-agent/orphan' }, ENTRIES, ROUTES)).toEqual([
      'search page "Orphan" (/live-agent/orphan): no menu entry has this path, so it has no translated title or ability',
    ]);
  });
});
