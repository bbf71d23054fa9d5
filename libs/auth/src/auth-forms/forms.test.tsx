// The shared sign-in forms with the real auth slice and saga against a Mirage stand-in of the JWT routes
// (docs/demo-api.md, auth), as auth.api.test.ts has, so this lib's tests don't depend on libs/mock-server.
// The shell's and the pages remote's page tests run the same forms against the real mock server.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createServer, type Server } from 'miragejs';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@live-agent/store';
import { authSaga, authSlice, clearSession, getUserData, homeRouteFor, saveSession } from '@live-agent/auth';
import {
  AUTH_FORMS_NAMESPACE,
  ForgotPasswordForm,
  LanguageSwitch,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
  type AuthFormProps,
} from './index';
import en from './locales/en.json';
import de from './locales/de.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';
import { until } from '@live-agent/test-fixtures';
import { RULE_TEXTS } from '@live-agent/contracts';
import { standInAdmin as admin, standInSignIn } from '../testing/jwtStandIn';

let server: Server;
let registered: { email: string; username: string }[] = [];

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  clearSession();
  registered = [];
  server = createServer({
    environment: 'test',
    routes() {
      standInSignIn(this, (account) => registered.push(account));
    },
  });
});

afterEach(async () => {
  server.shutdown();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function renderForm(
  form: 'login' | 'register' | 'forgot' | 'reset',
  path = '/form',
  props: AuthFormProps = {},
  state?: unknown,
) {
  const store = createAppStore({ slices: [authSlice], sagaContext: { api: axios.create() } });
  store.injectSaga('auth', authSaga);
  const element = {
    login: <LoginForm {...props} />,
    register: <RegisterForm {...props} />,
    forgot: <ForgotPasswordForm links={props.links} />,
    reset: <ResetPasswordForm links={props.links} />,
  }[form];
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter
          initialEntries={[
            { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
          ]}
        >
          <LanguageSwitch />
          <Routes>
            <Route path={path.split('?')[0]} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  });
  return store;
}

/** The signed-in user's home (the stand-in's tokens carry no claims, so the role home of what was stored). */
const home = () => homeRouteFor(getUserData());

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password', { exact: true });

/** Fills the register form with a valid password, accepts the terms and signs up. */
async function signUp(username: string, address: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(email(), address);
  await userEvent.type(password(), 'secret12');
  await userEvent.click(screen.getByLabelText('I agree to the privacy policy and terms'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('the sign-in form', () => {
  it('checks each field on submit and after leaving it, with the message under the field', async () => {
    await renderForm('login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email()).toHaveAccessibleDescription('Enter your email address.');
    expect(password()).toHaveAccessibleDescription('Enter your password.');
    expect(email()).toHaveFocus();
    await userEvent.type(email(), 'admin@demo');
    await userEvent.tab();
    // The API's e-mail rule in its words (contracts' RULE_TEXTS), as the server refuses the same address.
    expect(email()).toHaveAccessibleDescription('Enter a valid e-mail address.');
    // Typing again takes the message away until the field is checked again.
    await userEvent.type(email(), '.com');
    expect(email()).not.toHaveAccessibleDescription();
  });

  it("puts the server's refusal under the email field and keeps what was typed", async () => {
    await renderForm('login');
    await userEvent.type(email(), 'admin@demo.com');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or Password is Invalid')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue('admin@demo.com');
    expect(password()).toHaveValue('wrong');
  });

  it("signs in and goes to the guarded route's return path; a demo account button fills the form", async () => {
    await renderForm('login', '/form', {}, { from: '/apps/todo?tag=work' });
    await userEvent.click(screen.getByRole('button', { name: /admin@demo\.com/ }));
    expect(email()).toHaveValue('admin@demo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/apps/todo?tag=work');
  });

  it('after a session ended, says so; a return path leaving the app is ignored for the role home', async () => {
    await renderForm('login', `/form?${new URLSearchParams({ reason: 'expired', from: '//evil.example/x' })}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has ended. Sign in again to go on where you were.',
    );
    await userEvent.click(screen.getByRole('button', { name: /admin@demo\.com/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(home());
  });

  it('leaves at once for a signed-in user by default (the shell’s /login)', async () => {
    saveSession({ userData: admin as never, accessToken: 'access-1', refreshToken: 'refresh-1' });
    await renderForm('login');
    expect(await screen.findByTestId('where')).toHaveTextContent(home());
  });

  it('stays for a signed-in user on a demo variant until a sign-in is made on it', async () => {
    saveSession({ userData: admin as never, accessToken: 'access-1', refreshToken: 'refresh-1' });
    await renderForm('login', '/form', {
      whenSignedIn: 'stay',
      links: { login: '/v/login', register: '/v/register', forgotPassword: '/v/forgot' },
    });
    expect(screen.getByTestId('login-form')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/v/register');
    await userEvent.click(screen.getByRole('button', { name: /admin@demo\.com/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(home());
  });
});

describe('the register form', () => {
  it('requires the terms, a valid username and a password by the new-password rule', async () => {
    await renderForm('register');
    await userEvent.type(screen.getByLabelText('Username'), 'a b');
    await userEvent.type(password(), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Use 3 to 30 letters, digits, dots, dashes or underscores.',
    );
    expect(email()).toHaveAccessibleDescription('Enter your email address.');
    expect(password()).toHaveAccessibleDescription('Use at least 8 characters with a letter and a digit.');
    expect(screen.getByLabelText('I agree to the privacy policy and terms')).toHaveAccessibleDescription(
      'Accept the privacy policy and terms to continue.',
    );
    expect(registered).toEqual([]);
  });

  it('puts a duplicate email and username under their own fields, keeping the values', async () => {
    await renderForm('register');
    await signUp('johndoe', 'admin@demo.com');
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is already in use.');
    expect(screen.getByLabelText('Username')).toHaveValue('johndoe');
    expect(email()).toHaveValue('admin@demo.com');
  });

  it('registers and lands on the new account’s home', async () => {
    await renderForm('register');
    await signUp('newbie', 'new@demo.com');
    expect(await screen.findByTestId('where')).toHaveTextContent(home());
    expect(registered).toEqual([{ email: 'new@demo.com', username: 'newbie' }]);
  });
});

describe('the forgot- and reset-password forms', () => {
  it('forgot: checks the address, then confirms', async () => {
    await renderForm('forgot');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email()).toHaveAccessibleDescription('Enter your email address.');
    await userEvent.type(email(), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for someone@example.com, a reset link is on its way.',
    );
  });

  it('reset: the new password has the rule of register and of a change, and must be typed twice alike', async () => {
    await renderForm('reset');
    await userEvent.type(screen.getByLabelText('New password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use at least 8 characters with a letter and a digit.',
    );
    await userEvent.type(screen.getByLabelText('New password'), '2');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret13');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset. You can sign in now.');
  });
});

describe('the forms’ strings', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ] as const)('%s has exactly the English keys, none empty', (_lng, bundle) => {
    expect(keys(bundle).sort()).toEqual(keys(en).sort());
    expect(
      keys(bundle).filter(
        (key) =>
          !String(
            key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle),
          ).trim(),
      ),
    ).toEqual([]);
  });

  it('load a language when the switch chooses it, and the form speaks it', async () => {
    await renderForm('login');
    expect(i18n.hasResourceBundle('de', AUTH_FORMS_NAMESPACE)).toBe(false);
    // The switch loads the strings, then changes the language: both inside act.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'DE' }));
      await until(() => i18n.language === 'de', { what: 'German switched on' });
    });
    expect(await screen.findByLabelText('E-Mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DE' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription(de.emailRequired);
    // A broken rule says the API's words in the chosen language.
    await userEvent.type(screen.getByLabelText('E-Mail'), 'admin@demo');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription(RULE_TEXTS.de.email);
  });
});
