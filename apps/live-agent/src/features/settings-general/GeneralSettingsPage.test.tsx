// Settings › General with real antd against the real Mirage routes.
import { Response } from 'miragejs';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settled } from '@live-agent/test-fixtures';
import type { Organization } from '@live-agent/contracts';
import {
  countWrites,
  buttonNamed,
  typeBadTextsIntoForm,
  blankOrTooLong,
  expectFiguresKeptAsTyped,
  itChecksBadTextField,
  fieldErrors,
} from '@live-agent/ui-kit/testing';
import { organizationRules } from './organizationSettings.rules';
import { createTestStore, englishFormRules, renderRoute, setupScreenTest, apiGet } from '../../test/render';

const server = setupScreenTest();

const PATH = '/live-agent/settings/general';

/** The shell's organisation slice as far as this screen is concerned: it keeps what `organization/loaded` says. */
const shellOrganization = createSlice({
  name: 'organization',
  initialState: { name: 'Live Agent', image: '/logo.svg' },
  reducers: {
    loaded(state, { payload }: PayloadAction<{ name?: string; image?: string }>) {
      if (payload.name) state.name = payload.name;
      if (payload.image) state.image = payload.image;
    },
  },
});

function storeWithShell() {
  const store = createTestStore();
  store.injectSlice(shellOrganization);
  const navbar = () => (store.getState() as { organization: { name: string; image: string } }).organization;
  return { store, navbar };
}

const form = () => screen.getByRole('form', { name: 'General settings' });
const input = (id: string) => form().querySelector<HTMLInputElement>(`#${id}`)!;
const stored = () => server().db.organizations[0] as unknown as Organization;

async function loaded() {
  await waitFor(() => expect(input('name')).toHaveValue('Acme Support'));
}

async function apiOrganization(): Promise<Organization> {
  return (await apiGet<{ data: Organization }>('/organization')).data;
}

describe('general settings screen', () => {
  it('shows the organisation and its settings', async () => {
    await renderRoute(PATH);
    await loaded();
    expect(input('timezone').closest('.ant-select')).toHaveTextContent('Europe/Berlin');
    expect(input('locale').closest('.ant-select')).toHaveTextContent('English');
    expect(input('settings_defaultMaxConcurrentChats')).toHaveValue('5');
    expect(input('settings_autoCloseIdleMinutes')).toHaveValue('30');
    expect(
      within(form()).getByText('From 0 to 1440 minutes. 0 means idle chats are never closed automatically.'),
    ).toBeInTheDocument();
    expect(within(form()).getByRole('radio', { name: /Load balancing/ })).toBeChecked();
    expect(form().querySelector('#la-general-csatEnabled')).toHaveAttribute('aria-checked', 'true');
    expect(form().querySelector('#la-general-requireCommentOnClose')).toHaveAttribute('aria-checked', 'false');
    expect(form().querySelector('#settings_offlineMessage')).toHaveValue(stored().settings.offlineMessage);
    expect(screen.getByTestId('logo-preview').querySelector('img')?.getAttribute('src')).toBe(stored().image);
    expect(screen.getByRole('button', { name: /Discard changes/ })).toBeDisabled();
  });

  it('refuses 25 chats per agent with a message, does not save, and discards the change', async () => {
    await renderRoute(PATH);
    await loaded();
    fireEvent.change(input('settings_defaultMaxConcurrentChats'), { target: { value: '25' } });
    const writes = countWrites(server());
    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('Enter a whole number from 1 to 20.')).toBeInTheDocument();
    // The form's check has refused (its message shows); once its promises have run, a save would have been sent.
    await act(() => settled());
    expect(writes()).toBe(0);
    expect(stored().settings.defaultMaxConcurrentChats).toBe(5);

    fireEvent.click(screen.getByRole('button', { name: /Discard changes/ }));
    await waitFor(() => expect(input('settings_defaultMaxConcurrentChats')).toHaveValue('5'));
    await waitFor(() => expect(screen.queryByText('Enter a whole number from 1 to 20.')).not.toBeInTheDocument());
  });

  it('keeps figures the rules refuse as typed with their messages, and saves good ones as those numbers', async () => {
    await renderRoute(PATH);
    await loaded();
    const chats = 'Enter a whole number from 1 to 20.';
    await expectFiguresKeptAsTyped(input('settings_defaultMaxConcurrentChats'), {
      '-3': chats,
      '2.5': chats,
      '1e9': chats,
    });
    const minutes = 'Enter a whole number from 0 to 1440.';
    await expectFiguresKeptAsTyped(input('settings_autoCloseIdleMinutes'), {
      '-3': minutes,
      '2.5': minutes,
      '1e9': minutes,
    });
    const writes = countWrites(server());
    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await act(() => settled());
    expect(writes()).toBe(0);

    fireEvent.change(input('settings_defaultMaxConcurrentChats'), { target: { value: '7' } });
    fireEvent.change(input('settings_autoCloseIdleMinutes'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(stored().settings.autoCloseIdleMinutes).toBe(45));
    expect(stored().settings.defaultMaxConcurrentChats).toBe(7);
  });

  it('saves a new name, tells the navbar at once, and the API returns it', async () => {
    const { store, navbar } = storeWithShell();
    await renderRoute(PATH, { store });
    await loaded();
    fireEvent.change(input('name'), { target: { value: 'Acme Help Desk' } });
    fireEvent.click(form().querySelector('#la-general-requireCommentOnClose')!);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(navbar().name).toBe('Acme Help Desk'));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const organization = await apiOrganization();
    expect(organization.name).toBe('Acme Help Desk');
    expect(organization.settings.requireCommentOnClose).toBe(true);
    expect(organization.settings.defaultMaxConcurrentChats).toBe(5);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('previews a chosen logo, refuses a non-image, and sends the logo as multipart', async () => {
    const { store, navbar } = storeWithShell();
    await renderRoute(PATH, { store });
    await loaded();
    const bodies: unknown[] = [];
    const pretender = (
      server() as unknown as {
        pretender: { handledRequest: (verb: string, path: string, request: { requestBody: unknown }) => void };
      }
    ).pretender;
    pretender.handledRequest = (verb, path, request) => {
      if (verb === 'PUT' && path.endsWith('/organization')) bodies.push(request.requestBody);
    };
    const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

    fireEvent.change(fileInput(), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Use a PNG, JPEG, GIF, WebP or SVG image of at most 1 MB.')).toBeInTheDocument();

    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'new-logo.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [png] } });
    await waitFor(() =>
      expect(screen.getByTestId('logo-preview').querySelector('img')?.getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      ),
    );
    await waitFor(() =>
      expect(screen.queryByText('Use a PNG, JPEG, GIF, WebP or SVG image of at most 1 MB.')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('new-logo.png will be used after you save.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(stored().image).toMatch(/^data:image\/png;base64,/));
    expect(bodies[0]).toBeInstanceOf(FormData);
    expect((bodies[0] as FormData).get('image')).toBeInstanceOf(File);
    expect((bodies[0] as FormData).get('settings[defaultMaxConcurrentChats]')).toBe('5');
    await waitFor(() => expect(navbar().image).toBe(stored().image));
    expect(stored().name).toBe('Acme Support');
  });

  it('takes the logos the server takes (a GIF) and refuses what it refuses (above 1 MB) in its words, sending nothing', async () => {
    await renderRoute(PATH);
    await loaded();
    const sent = countWrites(server());
    const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set([137, 80, 78, 71, 13, 10, 26, 10]);
    fireEvent.change(fileInput(), { target: { files: [new File([big], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Use a PNG, JPEG, GIF, WebP or SVG image of at most 1 MB.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('Use a PNG, JPEG, GIF, WebP or SVG image of at most 1 MB.')).toBeInTheDocument();
    expect(sent()).toBe(0);

    const gif = new File([new TextEncoder().encode('GIF89a\x01\x00')], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(fileInput(), { target: { files: [gif] } });
    expect(await screen.findByText('logo.gif will be used after you save.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Use a PNG, JPEG, GIF, WebP or SVG image of at most 1 MB.')).not.toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(stored().image).toMatch(/^data:image\/gif;base64,/));
  });

  it('shows the server()’s 422 error under its field and keeps what was typed', async () => {
    server().put(
      '/api/v1/organization',
      () =>
        new Response(
          422,
          {},
          {
            message: 'The given data was invalid.',
            errors: { 'settings.defaultMaxConcurrentChats': ['Your plan allows at most 10 chats per agent.'] },
          },
        ),
    );
    await renderRoute(PATH);
    await loaded();
    fireEvent.change(input('settings_defaultMaxConcurrentChats'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    const message = await screen.findByText('Your plan allows at most 10 chats per agent.');
    expect(message.closest('.ant-form-item')?.querySelector('#settings_defaultMaxConcurrentChats')).toBeTruthy();
    expect(input('settings_defaultMaxConcurrentChats')).toHaveValue('12');
    expect(screen.getByRole('button', { name: /Save changes/ })).not.toHaveClass('ant-btn-loading');
  });
  itChecksBadTextField({
    what: 'the organisation name',
    rules: () => organizationRules(englishFormRules()).name,
    refused: blankOrTooLong('This field is required.', 'Use at most 80 characters.'),
    typeIn: async (rules) => {
      await renderRoute(PATH);
      await loaded();
      let before = '';
      const page = () => document.querySelector<HTMLFormElement>('form[aria-label="General settings"]')!;
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(rules, typed),
        open: async () => {
          // The last save done and the form back at the stored organisation: a clean start.
          await waitFor(() => expect(input('name')).toHaveValue(stored().name));
          expect(screen.queryByText('Unsaved changes')).toBeNull();
          before = stored().name;
          return page();
        },
        field: () => input('name'),
        save: () => fireEvent.click(buttonNamed(document, 'Save changes')!),
        stored: () => (stored().name === before ? undefined : stored().name),
        close: async () => {
          fireEvent.click(buttonNamed(document, 'Discard changes')!);
          await waitFor(() => expect(page().querySelector('.ant-form-item-explain-error')).toBeNull());
        },
      });
    },
  });
});
