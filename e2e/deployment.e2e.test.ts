// Independent deployment, as a team owning one remote lives it (README, "Deploying a remote"): the email
// remote is redeployed at the same URL, rolled back by pointing config.json at its previous packaged
// version, and deployed against other versions of the shared libraries — while the shell is never rebuilt.
// The CDN is nginx with the deployment's configuration (deploy/nginx); the drill builds into folders of its own, so
// the rest of the suite runs beside it on the apps' builds.
import { execFileSync } from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'playwright-core';
import { SHELL, eventually, signIn, setupBrowser, type RuntimeConfig } from './support/session';
import { REPO_ROOT, serveFolderWithNginx, type StaticServer } from './support/servers';

const EMAIL_DIST = path.join(REPO_ROOT, 'apps/email/dist');
const EMAIL_STRINGS = path.join(REPO_ROOT, 'apps/email/src/i18n/en.json');
const REACT_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(REPO_ROOT, 'node_modules/react/package.json'), 'utf8'),
).version;

/** The redeploy, and a build needing React's next major (the previous release is whatever was live). */
const REDEPLOYED = '0.1.1-redeploy';
const NEXT_MAJOR = '0.2.0-react-next';

function run(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', script), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${script} ${args.join(' ')} failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
  }
}

/** sha256 of every file of a folder: the shell's build must be byte-for-byte the same afterwards. */
function fingerprint(folder: string): Record<string, string> {
  const sums: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else sums[path.relative(folder, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    }
  };
  walk(folder);
  return sums;
}

/**
 * Builds the email remote with a build version and the shared versions it declares, into a folder of the drill's
 * (the suite's other files are served the email remote's dist meanwhile), and packages it onto the CDN.
 */
function buildAndPackageEmail(version: string, sharedVersions: string) {
  const out = path.join(deploy, `build-${version}`);
  run('build.mjs', ['--only', 'email', '--force'], {
    LIVE_AGENT_BUILD_VERSION: version,
    LIVE_AGENT_SHARED_VERSIONS: sharedVersions,
    LIVE_AGENT_OUT_DIR: out,
  });
  run('package.mjs', ['email', '--out', deploy, '--from', out]);
  fs.rmSync(out, { recursive: true, force: true });
}

let deploy = '';
let previous = '';
let cdn: StaticServer | undefined;
let shellBefore: Record<string, string> = {};
let emailBefore: Record<string, string> = {};
const major = Number(REACT_VERSION.split('.')[0]);

/** Deploys a packaged version at the team's live URL on the CDN (`email/live/`): the folder's files replaced. */
function deployLive(version: string) {
  const live = path.join(deploy, 'email', 'live');
  fs.rmSync(live, { recursive: true, force: true });
  fs.cpSync(path.join(deploy, 'email', version), live, { recursive: true });
}

beforeAll(async () => {
  shellBefore = fingerprint(path.join(REPO_ROOT, 'apps/shell/dist'));
  emailBefore = fingerprint(EMAIL_DIST);
  deploy = fs.mkdtempSync(path.join(os.tmpdir(), 'live-agent-deploy-'));
  // What is live now, packaged as the previous release.
  previous = readBuiltVersion();
  run('package.mjs', ['email', '--out', deploy, '--no-build']);

  // A build that needs React's next major, packaged beside it.
  buildAndPackageEmail(NEXT_MAJOR, `react@${major + 1}.0.0,react-dom@${major + 1}.0.0`);

  // The redeploy: a visible change, built against the next minor of ui-kit. The strings file gets its text and its
  // time back, so the next `npm run build` does not take the email remote for changed.
  const strings = fs.readFileSync(EMAIL_STRINGS, 'utf8');
  const { atime, mtime } = fs.statSync(EMAIL_STRINGS);
  const changed = strings.replace('"open": "Compose",', '"open": "Compose (redeployed)",');
  expect(changed).not.toBe(strings);
  try {
    fs.writeFileSync(EMAIL_STRINGS, changed);
    buildAndPackageEmail(REDEPLOYED, '@live-agent/ui-kit@0.2.0');
  } finally {
    fs.writeFileSync(EMAIL_STRINGS, strings);
    fs.utimesSync(EMAIL_STRINGS, atime, mtime);
  }
  deployLive(previous);
  // The CDN: the packaged versions, served as a remote's server of deploy/nginx/live-agent.conf serves its build.
  cdn = await serveFolderWithNginx(deploy);
}, 900000);

afterAll(async () => {
  await cdn?.stop();
  if (deploy) fs.rmSync(deploy, { recursive: true, force: true });
});

function readBuiltVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(EMAIL_DIST, 'build-info.json'), 'utf8')).version;
}

const { open } = setupBrowser();

/** config.json as deployed, with the email remote pointing at a packaged version on the CDN. */
const pointEmailAt =
  (version: string) =>
  (config: RuntimeConfig): RuntimeConfig => ({
    ...config,
    remotes: {
      ...config.remotes,
      email: { ...config.remotes.email, entry: `${cdn!.url}/email/${version}/mf-manifest.json` },
    },
  });

async function openEmail(page: Page) {
  await signIn(page);
  // Not signIn's `at`: the screen refused here never shows its content.
  await page.goto(`${SHELL}/apps/email`);
}

async function presenter(page: Page) {
  await page.getByTestId('presenter-open').click();
  await page.getByTestId('presenter-panel').waitFor();
}

const sharedRow = (page: Page, library: string) => page.getByTestId(`shared-row-${library}`);

test('redeploy: the rebuilt remote is live at the same URL on the next page load, on the one copy of each shared library, and the shell is untouched', async () => {
  const page = await open({ config: pointEmailAt('live') });
  await openEmail(page);
  await page.getByTestId('email-page').waitFor();
  await page.getByRole('button', { name: /\bCompose$/ }).waitFor();

  deployLive(REDEPLOYED);
  await page.reload();
  await page.getByTestId('email-page').waitFor();
  await page.getByRole('button', { name: 'Compose (redeployed)' }).waitFor();

  await presenter(page);
  await eventually(async () =>
    expect(await page.getByTestId('remote-build-email').innerText()).toContain(`Version ${REDEPLOYED}`),
  );
  // Built against ui-kit 0.2.0, it uses the page's 0.1.0 (same major) from the shell, and React from the shell.
  const uiKit = sharedRow(page, '@live-agent/ui-kit');
  expect(await uiKit.getByTestId('shared-version').innerText()).toBe('0.1.0');
  expect(await uiKit.getByTestId('shared-provider').innerText()).toBe('shell');
  expect(await uiKit.getByTestId('shared-offered').innerText()).toContain('0.2.0 (email)');
  expect(await sharedRow(page, 'react').getByTestId('shared-version').innerText()).toBe(REACT_VERSION);
  expect(await sharedRow(page, 'react').getByTestId('shared-provider').innerText()).toBe('shell');

  expect(fingerprint(path.join(REPO_ROOT, 'apps/shell/dist'))).toEqual(shellBefore);
  expect(fingerprint(EMAIL_DIST)).toEqual(emailBefore);
});

test('rollback: config.json pointing at the previous version brings the old screen back on reload', async () => {
  const page = await open({ config: pointEmailAt(previous) });
  await openEmail(page);
  await page.getByTestId('email-page').waitFor();
  await page.getByRole('button', { name: /\bCompose$/ }).waitFor();
  expect(await page.getByRole('button', { name: 'Compose (redeployed)' }).count()).toBe(0);
  await presenter(page);
  await eventually(async () =>
    expect(await page.getByTestId('remote-build-email').innerText()).toContain(`Version ${previous}`),
  );
});

test('skew: a remote built for another major of React is refused with its fallback and a reason, and the rest of the app works', async () => {
  const page = await open({ config: pointEmailAt(NEXT_MAJOR) });
  await openEmail(page);
  const fallback = page.getByTestId('remote-unavailable');
  await fallback.waitFor();
  expect(await fallback.innerText()).toContain('Retry');
  expect(await page.getByTestId('email-page').count()).toBe(0);

  await presenter(page);
  await eventually(async () => expect(await page.getByTestId('remote-status-email').innerText()).toBe('Failed'));
  const reason = await page.getByTestId('remote-error-email').innerText();
  expect(reason).toContain('react');
  expect(reason).toContain(`${major + 1}.x`);
  expect(await sharedRow(page, 'react').getByTestId('shared-version').innerText()).toBe(REACT_VERSION);
  await page.getByTestId('presenter-panel').getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('menu-chat').click();
  await page.getByTestId('chat-page').waitFor();
});
