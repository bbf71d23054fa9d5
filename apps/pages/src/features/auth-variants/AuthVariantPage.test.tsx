// The sign-in variants against the real Mirage routes and the real auth saga, signed out as a visitor opens
// them: each layout around a working form, the shell's validation and messages, nothing typed lost.
import { Suspense } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { AbilityProvider, authSaga, authSlice, clearSession, defineAbilityFor, getUserData } from '@live-agent/auth';
import {
  AUTH_FORMS_NAMESPACE,
  firstProblem,
  loadAuthFormStrings,
  registerRules,
  type RegisterValues,
} from '@live-agent/auth/forms';
import {
  BAD_TEXT,
  BAD_TEXT_TIMEOUT_MS,
  blankOrTooLong,
  expectRulesOnEveryBadText,
  signIn,
  typeBadTextsIntoForm,
} from '@live-agent/ui-kit/testing';
import { createTestStore, setupScreenTest } from '../../test/render';
import { routes } from '../../routes';
import { AUTH_FORM_KINDS, variantPath } from './variants';
import { until } from '@live-agent/test-fixtures';

const server = setupScreenTest();

function Screens() {
  return useRoutes(routes);
}

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** The variant at `path` as the shell's blank frame shows it: the platform store with the auth saga. */
async function renderVariant(path: string) {
  const store = createTestStore();
  store.injectSlice(authSlice);
  store.injectSaga('auth', authSaga);
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <Provider store={store}>
        <AbilityProvider value={defineAbilityFor(getUserData())}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback="loading">
              <Screens />
            </Suspense>
            <Location />
          </MemoryRouter>
        </AbilityProvider>
      </Provider>,
    );
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10000 });
  return result;
}

const password = () => screen.getByLabelText('Password', { exact: true });

/** The register form's messages for `value` in one field (the rest valid), in English: what its rules say. */
async function registerMessages(field: 'username' | 'email') {
  await loadAuthFormStrings(i18n, 'en');
  const rules = registerRules(i18n.getFixedT('en', AUTH_FORMS_NAMESPACE))[field];
  return (value: string) => {
    const values: RegisterValues = {
      username: 'ana',
      email: 'ana@example.com',
      password: 'secret12',
      terms: true,
      [field]: value,
    };
    const message = firstProblem(rules, value, values);
    return message ? [message] : [];
  };
}

beforeEach(() => clearSession());

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe.each(['v1', 'v2'] as const)('sign-in page variant %s', (variant) => {
  it('has its layout: a centred card (v1) or an illustration beside the form (v2)', async () => {
    await renderVariant(variantPath('login', variant));
    expect(screen.getByTestId(`auth-variant-${variant}-login`)).toBeInTheDocument();
    if (variant === 'v2') expect(screen.getByTestId('auth-illustration')).toBeInTheDocument();
    else expect(screen.queryByTestId('auth-illustration')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Live Agent!');
    expect(document.title).toMatch(variant === 'v1' ? /^Sign in \(card\)/ : /^Sign in \(illustrated\)/);
    // The links stay in the same layout.
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/pages/register-${variant}`,
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      `/pages/forgot-password-${variant}`,
    );
  });

  it('refuses empty and malformed input under each field, keeping what was typed', async () => {
    await renderVariant(variantPath('login', variant));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(password()).toHaveAccessibleDescription('Enter your password.');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
  });

  it("shows the server's refusal under the email field, then signs the admin in to the dashboard", async () => {
    await renderVariant(variantPath('login', variant));
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or Password is Invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.com');

    await userEvent.clear(password());
    await userEvent.type(password(), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('/live-agent/dashboard', {}, { timeout: 5000 });
    expect(getUserData()?.email).toBe('admin@demo.com');
  });

  it('switches its language with the switch on the page', async () => {
    await renderVariant(variantPath('login', variant));
    // The switch loads the strings, then changes the language: both inside act.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'DE' }));
      await until(() => i18n.language === 'de', { what: 'German switched on' });
    });
    expect(await screen.findByLabelText('E-Mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});

describe.each(['v1', 'v2'] as const)('register page variant %s', (variant) => {
  it('puts a duplicate email under its field and keeps every typed value; a weak password is refused first', async () => {
    await renderVariant(variantPath('register', variant));
    await userEvent.type(screen.getByLabelText('Username'), 'newcomer');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await userEvent.type(password(), 'abc');
    await userEvent.click(screen.getByLabelText('I agree to the privacy policy and terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(password()).toHaveAccessibleDescription('Use at least 8 characters with a letter and a digit.');

    await userEvent.type(password(), 'def123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already in use.');
    expect(screen.getByLabelText('Username')).toHaveValue('newcomer');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.com');
    expect(password()).toHaveValue('abcdef123');
  });

  it('registers a new account: a member of the demo apps, landing signed in on its home', async () => {
    await renderVariant(variantPath('register', variant));
    await userEvent.type(screen.getByLabelText('Username'), `fresh.${variant}`);
    await userEvent.type(screen.getByLabelText('Email'), `fresh.${variant}@example.com`);
    await userEvent.type(password(), 'secret12');
    await userEvent.click(screen.getByLabelText('I agree to the privacy policy and terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('/access-control', {}, { timeout: 5000 });
    expect(server().db.users.findBy({ email: `fresh.${variant}@example.com` })).toMatchObject({ role: 'member' });
  });
});

describe.each(['v1', 'v2'] as const)('forgot and reset password variants %s', (variant) => {
  it('forgot: refuses a malformed address, then confirms where the link went', async () => {
    await renderVariant(variantPath('forgotPassword', variant));
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await userEvent.type(screen.getByLabelText('Email'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for nobody@example.com, a reset link is on its way.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', `/pages/login-${variant}`);
  });

  it('reset: a weak password and a mismatch are refused by their fields; a good pair is confirmed', async () => {
    await renderVariant(variantPath('resetPassword', variant));
    await userEvent.type(screen.getByLabelText('New password'), 'abc1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), '54321');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use at least 8 characters with a letter and a digit.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match.');
    await userEvent.type(screen.getByLabelText('New password'), '5');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset. You can sign in now.');
  });
});

describe('a signed-in user', () => {
  it.each(AUTH_FORM_KINDS)('sees the %s variants as a demo instead of being sent away', async (kind) => {
    await signIn('agent');
    await renderVariant(variantPath(kind, 'v1'));
    expect(screen.getByTestId(`auth-variant-v1-${kind}`)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(variantPath(kind, 'v1'));
  });
});

describe('hostile text', () => {
  let mounted: ReturnType<typeof render> | null = null;
  let entry = 0;

  async function openRegister() {
    mounted?.unmount();
    clearSession();
    mounted = await renderVariant(variantPath('register', entry % 2 ? 'v2' : 'v1'));
    return screen.getByTestId('register-form');
  }

  /** Fills the other fields validly (a fresh e-mail and username each time) and sends the form. */
  function fillRestAndSend(form: HTMLElement, except: 'username' | 'email') {
    entry += 1;
    const q = within(form);
    if (except !== 'username') fireEvent.change(q.getByLabelText('Username'), { target: { value: `hostile${entry}` } });
    if (except !== 'email')
      fireEvent.change(q.getByLabelText('Email'), { target: { value: `hostile${entry}@example.com` } });
    fireEvent.change(q.getByLabelText('Password', { exact: true }), { target: { value: 'secret12' } });
    const terms = q.getByLabelText('I agree to the privacy policy and terms') as HTMLInputElement;
    if (!terms.checked) fireEvent.click(terms);
    fireEvent.submit(form);
  }

  const close = async () => {
    mounted?.unmount();
    mounted = null;
  };

  it('refuses by its rules every hostile text as a username (none is 3 to 30 letters, digits, dots, dashes or underscores) and every one but the blank ones as an email', async () => {
    const username = await registerMessages('username');
    await expectRulesOnEveryBadText(username, {
      ...Object.fromEntries(
        BAD_TEXT.map(({ name }) => [name, 'Use 3 to 30 letters, digits, dots, dashes or underscores.']),
      ),
      ...blankOrTooLong('Choose a username.'),
    });
    const email = await registerMessages('email');
    await expectRulesOnEveryBadText(email, {
      ...Object.fromEntries(BAD_TEXT.map(({ name }) => [name, 'Enter a valid e-mail address.'])),
      ...blankOrTooLong('Enter your email address.'),
    });
  });

  it(
    "a few hostile texts through the username field: refused by it with its rules' message, kept, nothing runs",
    async () => {
      const username = await registerMessages('username');
      await typeBadTextsIntoForm({
        verdict: username,
        open: openRegister,
        field: (form) => within(form).getByLabelText('Username'),
        save: (form) => fillRestAndSend(form, 'username'),
        stored: (typed) => server().db.users.findBy({ username: typed })?.username,
        close,
        refusal: '.plain-field-invalid',
      });
    },
    BAD_TEXT_TIMEOUT_MS,
  );

  it(
    "a few hostile texts through the email field: refused by it with its rules' message and kept, or registered as typed",
    async () => {
      const email = await registerMessages('email');
      await typeBadTextsIntoForm({
        verdict: email,
        open: openRegister,
        field: (form) => within(form).getByLabelText('Email'),
        save: (form) => fillRestAndSend(form, 'email'),
        stored: (typed) => server().db.users.findBy({ email: typed.trim() })?.email,
        close,
        refusal: '.plain-field-invalid',
      });
    },
    BAD_TEXT_TIMEOUT_MS,
  );
});
