// Coming soon and maintenance with real antd against the real Mirage routes: the countdown to the launch the
// server names, the notify-me form (the client's check, the server's refusal under the field, a success, every
// hostile text), and the maintenance page's way home.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { badInputs } from '@live-agent/test-fixtures';
import {
  BAD_TEXT,
  BAD_TEXT_TIMEOUT_MS,
  BAD_TEXT_UI_PASS,
  blankOrTooLong,
  buttonNamed,
  expectRulesOnEveryBadText,
  fieldErrors,
  silenceActWarnings,
  typeBadTextsIntoForm,
} from '@live-agent/ui-kit/testing';
import { notifyRules } from './notify.rules';
import { englishFormRules, renderRoute, setupScreenTest } from '../../test/render';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });
silenceActWarnings();

const location = () => screen.getByTestId('location').textContent;
const subscribers = () =>
  (server().db.notifySubscribers as unknown as Array<{ email: string }>).map((row) => row.email);

async function openForm() {
  const result = await renderRoute('/misc/coming-soon');
  const form = await screen.findByTestId('notify-form');
  return { ...result, form, field: within(form).getByLabelText('Your e-mail address') as HTMLInputElement };
}

describe('Coming soon', () => {
  it('counts down to the launch without announcing every second, and says the launch date once', async () => {
    await renderRoute('/misc/coming-soon');
    const timer = await screen.findByRole('timer', { name: 'Time left until the launch' });
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(within(timer).getByText('days').previousSibling).toHaveTextContent('24');
    expect(within(timer).getByText('hours').previousSibling).toHaveTextContent('6');
    expect(screen.getByTestId('launch-date')).toHaveTextContent('Launch on Friday, April 3, 2026 at');
    const before = within(timer).getByText(/^seconds?$/).previousSibling?.textContent;
    await waitFor(() => expect(within(timer).getByText(/^seconds?$/).previousSibling?.textContent).not.toBe(before), {
      timeout: 2500,
    });
  });

  it('refuses a bad address by the field keeping it, shows the server’s refusal there too, then adds a good one', async () => {
    const { form, field } = await openForm();
    fireEvent.change(field, { target: { value: 'ada@' } });
    fireEvent.click(buttonNamed(form, 'Notify me')!);
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(field).toHaveValue('ada@');
    expect(subscribers()).toEqual([]);

    server().post(
      '/misc/notify',
      () =>
        new Response(
          422,
          {},
          { message: 'The given data was invalid.', errors: { email: ['This address cannot receive mail.'] } },
        ),
    );
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    fireEvent.click(buttonNamed(form, 'Notify me')!);
    expect(await within(form).findByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(field).toHaveValue('ada@example.com');
  });

  it('adds a good address and says so; the same one again is already on the list', async () => {
    const { form, field } = await openForm();
    const emailField = () => within(form).getByLabelText('Your e-mail address') as HTMLInputElement;
    fireEvent.change(field, { target: { value: ' ada@example.com ' } });
    fireEvent.click(buttonNamed(form, 'Notify me')!);
    expect(
      await within(form).findByText('Thank you! We will write to ada@example.com when we launch.'),
    ).toBeInTheDocument();
    expect(subscribers()).toEqual(['ada@example.com']);
    // The form starts afresh for the next address.
    await waitFor(() => expect(emailField()).toHaveValue(''));
    fireEvent.change(emailField(), { target: { value: 'ADA@example.com' } });
    fireEvent.click(buttonNamed(form, 'Notify me')!);
    expect(
      await within(form).findByText('ADA@example.com is already on the list: we will write when we launch.'),
    ).toBeInTheDocument();
    expect(subscribers()).toEqual(['ada@example.com']);
  });

  const EMAILS = badInputs.emails.map(({ value }) => ({ name: `e-mail ${value}`, value }));

  it('refuses by its rules every hostile text and malformed e-mail, and takes the well-formed ones', async () => {
    await expectRulesOnEveryBadText(
      notifyRules(englishFormRules()).email,
      {
        ...Object.fromEntries([...BAD_TEXT, ...EMAILS].map(({ name }) => [name, 'Enter a valid e-mail address.'])),
        ...Object.fromEntries(
          badInputs.emails.filter(({ valid }) => valid).map(({ value }) => [`e-mail ${value}`, []]),
        ),
        ...blankOrTooLong('This field is required.'),
      },
      [...BAD_TEXT, ...EMAILS],
    );
  });

  it(
    "shows its rules' refusals of hostile texts in the form, keeping what was typed, and adds the well-formed e-mails exactly as typed",
    async () => {
      let unmount = () => {};
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(notifyRules(englishFormRules()).email, typed),
        inputs: [...BAD_TEXT_UI_PASS, ...EMAILS.filter((_, at) => badInputs.emails[at].valid)],
        open: async () => {
          unmount();
          const opened = await openForm();
          unmount = opened.unmount;
          return opened.form;
        },
        field: (form) => within(form).getByLabelText('Your e-mail address') as HTMLInputElement,
        save: (form) => fireEvent.click(buttonNamed(form, 'Notify me')!),
        stored: (typed) => subscribers().find((email) => email === typed.trim()),
        close: async () => {
          unmount();
          unmount = () => {};
        },
      });
      unmount();
      expect(subscribers()).toEqual(['user.name+tag@example.co.uk', 'USER@EXAMPLE.COM']);
    },
    BAD_TEXT_TIMEOUT_MS,
  );
});

describe('Maintenance', () => {
  it('says the product is being worked on and leads home', async () => {
    await renderRoute('/misc/maintenance');
    const page = await screen.findByTestId('maintenance');
    expect(within(page).getByText('Under maintenance')).toBeInTheDocument();
    fireEvent.click(within(page).getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(location()).toBe('/'));
  });
});
