import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import i18next from 'i18next';
import { describeApiError, reportApiError, setSessionEndHandler } from './describeApiError';
import { registerAuthTranslations } from '../i18n/translations';
import { clearSession, getAccessToken, saveSession } from '../session/session';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

/** A fresh i18next in `lng` holding the auth strings, the one describeApiError then speaks through. */
async function authStringsIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: {} });
  registerAuthTranslations(i18n);
  return i18n;
}

function signIn() {
  saveSession({
    userData: {
      id: 1,
      fullName: 'A',
      username: 'a',
      email: 'a@demo.com',
      avatar: '',
      role: 'admin',
      ability: [],
      extras: { eCommerceCartItemsCount: 0 },
    },
    accessToken: 'a1',
    refreshToken: 'r1',
  });
}

let sessionEnded: jest.Mock;
let restore: () => void;
beforeEach(() => {
  clearSession();
  localStorage.clear();
  sessionEnded = jest.fn();
  restore = setSessionEndHandler(sessionEnded);
});
afterEach(() => restore());

describe('describeApiError', () => {
  it('shows Not Found for a 404', () => {
    expect(describeApiError(httpError(404, { message: 'No query results' }))).toEqual(['Not Found']);
  });

  it('shows the main message, then the first error of each field, skipping blanks', () => {
    const error = httpError(422, {
      message: 'The given data was invalid.',
      errors: { name: ['The name field is required.', 'The name is too short.'], shortcut: [''], email: ['Taken.'] },
    });
    expect(describeApiError(error)).toEqual(['The given data was invalid.', 'The name field is required.', 'Taken.']);
  });

  it('accepts a field whose errors are a single string and skips empty lists', () => {
    const error = httpError(422, { message: 'Invalid.', errors: { title: 'Title is required.', body: [] } });
    expect(describeApiError(error)).toEqual(['Invalid.', 'Title is required.']);
  });

  it('on "Unauthenticated." clears the stored user and the token in hand, ends the session, shows nothing', () => {
    signIn();
    localStorage.setItem('menuCollapsed', 'true');

    expect(describeApiError(httpError(401, { message: 'Unauthenticated.' }))).toEqual([]);

    expect(localStorage.getItem('userData')).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('reloads the page by default when the session ends', () => {
    restore(); // back to the default handler
    // jsdom can't reload; it reports the attempt as "Not implemented: navigation" on console.error.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      describeApiError(httpError(401, { message: 'Unauthenticated.' }));
      const reported = consoleError.mock.calls.flat().map((arg) => String((arg as Error)?.message ?? arg));
      expect(reported.some((text) => /not implemented: navigation/i.test(text))).toBe(true);
    } finally {
      consoleError.mockRestore();
      restore = setSessionEndHandler(sessionEnded);
    }
  });

  it.each([
    ['a 500 without a body', httpError(500, undefined), 'Something went wrong, try again.'],
    [
      'a 500 whose message speaks to developers',
      httpError(500, { message: 'URI malformed' }),
      'Something went wrong, try again.',
    ],
    ['a 400 without a message', httpError(400, {}), 'Something went wrong, try again.'],
    [
      'a network error',
      new AxiosError('Network Error', 'ERR_NETWORK'),
      'The server could not be reached. Check your connection and try again.',
    ],
    ['a plain Error', new Error('boom'), 'Something went wrong, try again.'],
    ['undefined', undefined, 'Something went wrong, try again.'],
    ['a string', 'oops', 'Something went wrong, try again.'],
  ])('never fails silently: %s shows a generic line and keeps the session', (_name, error, line) => {
    signIn();
    expect(describeApiError(error)).toEqual([line]);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('a1');
  });

  it("shows a 4xx's own message, and the demo login's field errors", () => {
    expect(describeApiError(httpError(400, { message: 'Bad things' }))).toEqual(['Bad things']);
    expect(describeApiError(httpError(400, { error: { email: ['Email or Password is Invalid'] } }))).toEqual([
      'Email or Password is Invalid',
    ]);
  });

  it("shows a 403's message, or says the user may not do this", () => {
    expect(describeApiError(httpError(403, { message: 'Agents cannot create admins.' }))).toEqual([
      'Agents cannot create admins.',
    ]);
    expect(describeApiError(httpError(403, {}))).toEqual(['You do not have permission to do this.']);
  });

  it('reads status 0 (an XHR that got no answer) as the server not being reached', () => {
    expect(describeApiError(httpError(0, ''))).toEqual([
      'The server could not be reached. Check your connection and try again.',
    ]);
  });

  it('shows nothing for a cancelled request', () => {
    expect(describeApiError(new AxiosError('canceled', 'ERR_CANCELED'))).toEqual([]);
  });

  it('translates the generic lines', async () => {
    const i18n = await authStringsIn('de');
    expect(describeApiError(httpError(503, {}))).toEqual(['Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.']);
    await i18n.changeLanguage('en');
  });

  it('reads plain objects shaped like an axios error', () => {
    expect(describeApiError({ response: { status: 404 } })).toEqual(['Not Found']);
  });

  it('translates Not Found in the current language', async () => {
    const i18n = await authStringsIn('de');
    expect(describeApiError(httpError(404, {}))).toEqual(['Nicht gefunden']);
    await i18n.changeLanguage('en');
    expect(describeApiError(httpError(404, {}))).toEqual(['Not Found']);
  });
});

describe('reportApiError', () => {
  const validation = httpError(422, { message: 'Invalid.', errors: { a: ['A bad.'], b: ['B bad.'] } });

  it('passes each line to a notify function', () => {
    const notify = jest.fn();
    expect(reportApiError(validation, notify)).toEqual(['Invalid.', 'A bad.', 'B bad.']);
    expect(notify.mock.calls).toEqual([['Invalid.'], ['A bad.'], ['B bad.']]);
  });

  it('accepts an antd-style message API and calls its error method', () => {
    const messageApi = { error: jest.fn(), success: jest.fn() };
    reportApiError(validation, messageApi);
    expect(messageApi.error).toHaveBeenCalledTimes(3);
    expect(messageApi.error).toHaveBeenNthCalledWith(1, 'Invalid.');
    expect(messageApi.success).not.toHaveBeenCalled();
  });

  it('notifies nothing when there is nothing to show', () => {
    const notify = jest.fn();
    expect(reportApiError(new AxiosError('canceled', 'ERR_CANCELED'), notify)).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });
});
