// The forms showcase with real antd against the real Mirage routes: the wizard's steps (an empty one refused, Back
// keeping what was typed, the server's reference), the username asked of the server, the repeater's total and
// its per-line messages, and the bad-input fixture through every form's rules and once through each real form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BAD_TEXT,
  BAD_TEXT_TIMEOUT_MS,
  blankOrTooLong,
  buttonNamed,
  expectRulesOnEveryBadText,
  fieldErrors,
  silenceActWarnings,
  typeBadTextsIntoForm,
} from '@live-agent/ui-kit/testing';
import { contactRules, lineRules, signupRules, wizardRules } from './forms.rules';
import { englishFormRules, renderRoute, setupScreenTest } from '../../test/render';

const server = setupScreenTest();
silenceActWarnings();

const REQUIRED = 'This field is required.';
const field = (root: HTMLElement, label: string) => within(root).getByLabelText(label) as HTMLInputElement;
const type = (root: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(root, label), { target: { value } });
const press = (root: HTMLElement, text: string) => fireEvent.click(buttonNamed(root, text)!);

async function openWizard() {
  const rendered = await renderRoute('/forms/wizard');
  const wizard = (await screen.findByRole('heading', { level: 2, name: 'Sign-up wizard' })).closest('.ant-card')!;
  return { ...rendered, wizard: wizard as HTMLElement };
}

describe('Wizard', () => {
  it('refuses an empty step, keeps what was typed going back, and shows the server’s reference', async () => {
    const { wizard } = await openWizard();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    press(wizard, 'Next');
    expect(await within(wizard).findAllByText(REQUIRED)).toHaveLength(3);
    expect(field(wizard, 'Full name')).toBeInTheDocument();

    type(wizard, 'Full name', 'Ada Lovelace');
    type(wizard, 'E-mail', 'ada@example.com');
    type(wizard, 'Username', 'ada.l');
    press(wizard, 'Next');
    await within(wizard).findByLabelText('Phone');
    press(wizard, 'Back');
    await waitFor(() => expect(field(wizard, 'Full name')).toHaveValue('Ada Lovelace'));
    expect(field(wizard, 'Username')).toHaveValue('ada.l');

    press(wizard, 'Next');
    await within(wizard).findByLabelText('Phone');
    type(wizard, 'Phone', '+44 20 7946 0000');
    press(wizard, 'Next');
    await within(wizard).findByLabelText('Seats');
    type(wizard, 'Seats', '0');
    press(wizard, 'Next');
    expect(await within(wizard).findByText('Enter a whole number from 1 to 500.')).toBeInTheDocument();
    type(wizard, 'Seats', '12');
    press(wizard, 'Next');
    const summary = await within(wizard).findByText('Check your details');
    expect(summary).toBeInTheDocument();
    expect(within(wizard).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(wizard).getByText('Team')).toBeInTheDocument();
    press(wizard, 'Create the account');
    expect(await within(wizard).findByText('Welcome, Ada Lovelace!')).toBeInTheDocument();
    expect(within(wizard).getByText('Your sign-up reference is WZ-0001.')).toBeInTheDocument();
  });
});

describe('Validation', () => {
  it('says a seeded username is taken, by the field, and takes a free one', async () => {
    await renderRoute('/forms/validation');
    const form = (await screen.findByRole('heading', { level: 2, name: 'Sync and async rules' })).closest(
      '.ant-card',
    ) as HTMLElement;
    const seeded = (server().db.appUsers as unknown as { username: string }[])[0].username;
    type(form, 'Username', seeded);
    expect(
      await within(form).findByText(`The username “${seeded}” is already taken.`, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(field(form, 'Username')).toHaveValue(seeded);

    type(form, 'Username', 'free.name');
    await waitFor(() => expect(within(form).queryByText(/is already taken/)).toBeNull(), { timeout: 4000 });
    type(form, 'E-mail', 'free@example.com');
    type(form, 'Password', 'secret12');
    type(form, 'Confirm the password', 'secret13');
    type(form, 'Age', '30');
    press(form, 'Sign up');
    expect(await within(form).findByText('The two passwords do not match.')).toBeInTheDocument();
    type(form, 'Confirm the password', 'secret12');
    press(form, 'Sign up');
    expect(
      await within(form).findByText('All good: “free.name” can sign up.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('Repeater', () => {
  it('keeps the total with the lines added, edited, moved and removed; a bad line says why by its field', async () => {
    await renderRoute('/forms/repeater');
    const total = await screen.findByTestId('repeater-total');
    expect(total).toHaveTextContent('Total: €285.50');
    const lines = () => screen.getAllByTestId('repeater-line');

    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    await waitFor(() => expect(lines()).toHaveLength(3));
    type(lines()[2], 'Item', 'Support');
    type(lines()[2], 'Cost (€)', '10');
    type(lines()[2], 'Quantity', '3');
    await waitFor(() => expect(total).toHaveTextContent('Total: €315.50'));

    fireEvent.click(screen.getByRole('button', { name: 'Move line 3 up' }));
    await waitFor(() => expect(field(lines()[1], 'Item')).toHaveValue('Support'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() => expect(lines()).toHaveLength(2));
    await waitFor(() => expect(total).toHaveTextContent('Total: €75.50'));

    type(lines()[0], 'Quantity', '0');
    await waitFor(() => expect(total).toHaveTextContent('Total: €45.50'));
    expect(await within(lines()[0]).findByText('Enter a whole number from 1 to 10000.')).toBeInTheDocument();
    expect(field(lines()[0], 'Quantity')).toHaveValue('0');
  });
});

describe('bad input through the rules', () => {
  it('refuses only blank and over-long free texts and never runs one', async () => {
    const rules = englishFormRules();
    await expectRulesOnEveryBadText(
      wizardRules(rules).fullName,
      blankOrTooLong(REQUIRED, 'Use at most 80 characters.'),
    );
    await expectRulesOnEveryBadText(
      contactRules(rules).fullName,
      blankOrTooLong(REQUIRED, 'Use at most 80 characters.'),
    );
    await expectRulesOnEveryBadText(contactRules(rules).message, {
      'very long (5,000 characters)': 'Use at most 500 characters.',
    });
    await expectRulesOnEveryBadText(lineRules(rules).name, blankOrTooLong(REQUIRED, 'Use at most 100 characters.'));
  });

  it('refuses every hostile text as a username with the username rule (blank ones as required)', async () => {
    const blank = blankOrTooLong(REQUIRED);
    const refusals = Object.fromEntries(
      BAD_TEXT.map(({ name }) => [name, blank[name] ?? 'Use 3 to 30 letters, digits, dots, dashes or underscores.']),
    );
    await expectRulesOnEveryBadText(signupRules(englishFormRules()).username, refusals);
  });
});

describe('bad input typed into the real forms', () => {
  const rules = () => englishFormRules();
  let unmount = () => {};
  afterEach(() => unmount());

  it(
    'wizard: refused by the field and kept, or carried to the summary as plain text',
    async () => {
      let wizard: HTMLElement;
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(wizardRules(rules()).fullName, typed),
        open: async () => {
          unmount();
          ({ unmount, wizard } = await openWizard());
          type(wizard, 'E-mail', 'ada@example.com');
          type(wizard, 'Username', 'ada.l');
          return wizard;
        },
        field: (form) => field(form, 'Full name'),
        save: async (form) => {
          press(form, 'Next');
          const phone = await waitFor(() => {
            const found = within(form).queryByLabelText('Phone') ?? form.querySelector('.ant-form-item-explain-error');
            expect(found).not.toBeNull();
            return within(form).queryByLabelText('Phone');
          });
          if (!phone) return;
          type(form, 'Phone', '+44 20 7946 0000');
          press(form, 'Next');
          await within(form).findByLabelText('Seats');
          press(form, 'Next');
          await within(form).findByText('Check your details');
        },
        stored: () => {
          const label = wizard && within(wizard).queryByText('Check your details') ? 'Full name' : undefined;
          if (!label) return undefined;
          const row = within(wizard).getAllByText('Full name').at(-1)!.closest('tr')!;
          return row.querySelector('.ant-descriptions-item-content')!.textContent ?? '';
        },
        close: async () => {
          unmount();
          unmount = () => {};
        },
      });
    },
    BAD_TEXT_TIMEOUT_MS,
  );

  it(
    'layout, validation and repeater: refused by the field and kept, or shown back as plain text',
    async () => {
      let root: HTMLElement;
      const sentName = () => {
        const content = root?.querySelector('.forms-submitted .ant-descriptions-item-content');
        return content?.textContent ?? undefined;
      };
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(contactRules(rules()).fullName, typed),
        open: async () => {
          unmount();
          ({ unmount } = await renderRoute('/forms/layout'));
          root = (await screen.findByRole('heading', { level: 2, name: 'Vertical' })).closest('.ant-card')!;
          type(root, 'E-mail', 'ada@example.com');
          return root;
        },
        field: (form) => field(form, 'Full name'),
        save: (form) => press(form, 'Send'),
        stored: () => sentName(),
        close: async () => {
          unmount();
          unmount = () => {};
        },
      });

      // The username refuses all of them (its format) and keeps what was typed.
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(signupRules(rules()).username, typed),
        open: async () => {
          unmount();
          ({ unmount } = await renderRoute('/forms/validation'));
          return (await screen.findByRole('heading', { level: 2, name: 'Sync and async rules' })).closest(
            '.ant-card',
          ) as HTMLElement;
        },
        field: (form) => field(form, 'Username'),
        save: (form) => press(form, 'Sign up'),
        stored: () => undefined,
        close: async () => {
          unmount();
          unmount = () => {};
        },
      });

      let saved = false;
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(lineRules(rules()).name, typed),
        open: async () => {
          unmount();
          saved = false;
          ({ unmount } = await renderRoute('/forms/repeater'));
          root = (await screen.findAllByTestId('repeater-line'))[0];
          return root;
        },
        field: (form) => field(form, 'Item'),
        save: async (form) => {
          press(form.closest('form') as HTMLElement, 'Save the order');
          await waitFor(() => {
            saved = screen.queryByText(/Order saved/) !== null;
            expect(saved || form.querySelector('.ant-form-item-explain-error') !== null).toBe(true);
          });
        },
        // Saved lines stay in their fields, as typed: what the user sees back.
        stored: () => (saved ? field(root, 'Item').value.trim() : undefined),
        close: async () => {
          unmount();
          unmount = () => {};
        },
      });
    },
    BAD_TEXT_TIMEOUT_MS * 2,
  );
});
