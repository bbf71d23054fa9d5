import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations, UI_NAMESPACE } from '../i18n/resources';
import { switchLanguage } from '../i18n/languageLoaders';
import { UI_STRINGS_EN } from '../i18n/locales/en';
import uiGerman from '../i18n/locales/de';
import uiFrench from '../i18n/locales/fr';
import uiPortuguese from '../i18n/locales/pt';
import { ErrorBoundary } from './ErrorBoundary';
import { NotFoundPage, RemoteTurnedOff, RemoteUnavailable } from './StatusPages';
import { LoadFailedAlert, LoadFailedResult } from './LoadFailedAlert';

const uiResources = { en: UI_STRINGS_EN, de: uiGerman, fr: uiFrench, pt: uiPortuguese };
import { toast, ToastArea } from './toast';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  await registerUiTranslations(i18n);
});

afterEach(() => i18n.changeLanguage('en'));

describe('ui translations', () => {
  it.each(['de', 'fr', 'pt'] as const)('%s has exactly the English keys', (lng) => {
    expect(keys(uiResources[lng]).sort()).toEqual(keys(uiResources.en).sort());
  });
});

describe('status pages', () => {
  it('offers Retry on an unavailable remote and shows why it failed', async () => {
    const onRetry = jest.fn();
    render(<RemoteUnavailable remote="Email" detail="manifest 404" onRetry={onRetry} />);
    expect(screen.getByText('Email is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText('manifest 404')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks the chosen language, its strings fetched before the switch', async () => {
    expect(i18n.hasResourceBundle('de', UI_NAMESPACE)).toBe(false);
    await switchLanguage('de');
    render(<RemoteTurnedOff remote="Chat" />);
    expect(screen.getByText('Chat ist ausgeschaltet')).toBeInTheDocument();
  });

  it('leads back home from a page that does not exist', async () => {
    const onHome = jest.fn();
    document.title = 'Invoices';
    render(<NotFoundPage onHome={onHome} />);
    // The tab no longer names the screen the user came from.
    expect(document.title).toBe('Page not found');
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(onHome).toHaveBeenCalled();
  });
});

describe('LoadFailedAlert and LoadFailedResult', () => {
  it("says the screen's title and why, and retries with ui-kit's label or the screen's own", async () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <LoadFailedAlert title="The chats could not be loaded." lines={['Offline.', 'Try later.']} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The chats could not be loaded.');
    expect(screen.getByText('Offline. Try later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<LoadFailedAlert title="Gone" onRetry={onRetry} retryLabel="Try again" />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('as the whole state of a block: the title, why, and Retry', async () => {
    const onRetry = jest.fn();
    render(<LoadFailedResult title="The shop could not be loaded." lines={['Offline.']} onRetry={onRetry} />);
    expect(screen.getByText('The shop could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Offline.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorBoundary', () => {
  it('contains a render error and re-mounts the subtree on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('kaboom');
      return <p>Recovered</p>;
    }
    function Host() {
      const [count] = useState(0);
      return (
        <>
          <p>Shell still here {count}</p>
          <ErrorBoundary fallback={(error, retry) => <button onClick={retry}>{error.message}</button>}>
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    render(<Host />);
    expect(screen.getByText('Shell still here 0')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'kaboom' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});

describe('toast', () => {
  it('shows a message in the toast area', async () => {
    render(<ToastArea />);
    await act(async () => {
      toast.error('Not Found');
    });
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });

  it('offers Undo on a change that can be taken back: Undo runs once and closes the toast', async () => {
    const user = userEvent.setup();
    render(<ToastArea />);
    let undone = 0;
    await act(async () => {
      toast.withUndo('Mail moved to the Trash.', { undoLabel: 'Undo', onUndo: () => (undone += 1), seconds: 60 });
    });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undone).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it('closes an Undo toast when the change became final', async () => {
    render(<ToastArea />);
    let close!: () => void;
    await act(async () => {
      close = toast.withUndo('Sending…', { undoLabel: 'Undo', onUndo: () => undefined, seconds: 60 });
    });
    await screen.findByRole('button', { name: 'Undo' });
    act(() => close());
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
  });

  it('tells news politely with one action, and says an error at once', async () => {
    const user = userEvent.setup();
    render(<ToastArea />);
    let opened = 0;
    await act(async () => {
      toast.withAction('A new chat is yours: Ana.', {
        actionLabel: 'Open',
        onAction: () => (opened += 1),
        seconds: 60,
        polite: true,
      });
      toast.error('Not Found');
    });
    const news = (await screen.findByText('A new chat is yours: Ana.')).closest('[role]');
    expect(news).toHaveAttribute('role', 'status');
    expect(screen.getByText('Not Found').closest('[role]')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(opened).toBe(1);
    await waitFor(() => expect(screen.queryByText('A new chat is yours: Ana.')).toBeNull());
  });
});
