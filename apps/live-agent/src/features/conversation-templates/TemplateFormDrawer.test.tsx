// The template form on the real screen: client rules, the server's duplicate-shortcut error under the
// field, the live preview and variable buttons, and create + delete against Mirage.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  blankOrTooLong,
  expectRulesOnEveryBadText,
  typeBadTextsIntoNewRecord,
  BAD_TEXT_TIMEOUT_MS,
} from '@live-agent/ui-kit/testing';
import { templateRules } from './conversationTemplates.rules';
import { englishFormRules, renderRoute } from '../../test/render';
import {
  button,
  choose,
  confirmButton,
  drawer,
  fieldError,
  PATH,
  range,
  rows,
  saveButton,
  selectIn,
  showsList,
  setupTemplateServer,
} from './conversationTemplates.testing';

jest.setTimeout(60_000);

const server = setupTemplateServer();

async function openNewTemplate() {
  await renderRoute(PATH);
  await showsList(30);
  fireEvent.click(screen.getByText('Add template'));
  await within(drawer()).findByText('New template');
}

describe('template form', () => {
  it('keeps an over-long title whole beside its counter and refuses it in words: nothing is cut nor saved', async () => {
    const user = userEvent.setup();
    await openNewTemplate();
    const title = within(drawer()).getByLabelText('Title');
    await user.click(title);
    await user.paste('t'.repeat(121));
    expect(title).toHaveValue('t'.repeat(121));
    expect(within(drawer()).getByText('121 / 120')).toBeInTheDocument();
    fireEvent.click(saveButton());
    await waitFor(() => expect(fieldError('Title')).toBe('Use at most 120 characters.'));
    expect(title).toHaveValue('t'.repeat(121));
    expect(server().db.conversationTemplates).toHaveLength(30);
  });

  it('checks the shortcut, previews the body as it is typed and shows the server’s duplicate error under the field', async () => {
    const organization = server().db.organizations[0];
    server().db.organizations.update(organization.id, { name: 'Globex Help' });
    await openNewTemplate();

    fireEvent.change(within(drawer()).getByLabelText('Title'), { target: { value: 'Warm welcome' } });
    fireEvent.change(within(drawer()).getByLabelText('Shortcut'), { target: { value: 'Warm Welcome' } });
    await waitFor(() => expect(fieldError('Shortcut')).toBe('Use 2–32 lowercase letters, digits, _ or -.'));

    // The preview fills the variables from the sample customer, the signed-in user and the organisation.
    const body = within(drawer()).getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(body, {
      target: { value: 'Hi {{customer.name}}, {{agent.name}} of {{organization.name}} here. {{order.id}}' },
    });
    const preview = within(drawer()).getByTestId('template-preview');
    await waitFor(() =>
      expect(preview).toHaveTextContent('Hi Maria Garcia, John Doe of Globex Help here. {{order.id}}'),
    );
    expect(within(preview).getByText('{{order.id}}')).toHaveClass('ct-preview-unknown');
    expect(within(drawer()).getByText('Unknown variable, sent as typed: {{order.id}}')).toBeInTheDocument();

    // A variable button inserts at the caret.
    // The caret moved with the arrow keys to just after "Hi ".
    body.setSelectionRange(3, 3);
    fireEvent.keyUp(body, { key: 'ArrowLeft' });
    fireEvent.click(button(drawer(), 'Insert Customer e-mail ({{customer.email}})'));
    await waitFor(() =>
      expect(body.value).toBe(
        'Hi {{customer.email}}{{customer.name}}, {{agent.name}} of {{organization.name}} here. {{order.id}}',
      ),
    );
    await waitFor(() => expect(preview).toHaveTextContent('Hi maria.garcia@example.comMaria Garcia,'));

    // A shortcut another template uses: the server says so under the field, and nothing typed is lost.
    fireEvent.change(within(drawer()).getByLabelText('Shortcut'), { target: { value: 'greeting' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(fieldError('Shortcut')).toBe('This shortcut is already in use.'));
    expect(within(drawer()).getByLabelText('Title')).toHaveValue('Warm welcome');
    expect(server().db.conversationTemplates).toHaveLength(30);
  });

  it('creates a department template and deletes it', async () => {
    await openNewTemplate();
    fireEvent.change(within(drawer()).getByLabelText('Title'), { target: { value: 'Invoice resent' } });
    fireEvent.change(within(drawer()).getByLabelText('Shortcut'), { target: { value: '/invoice-resent' } });
    fireEvent.change(within(drawer()).getByLabelText('Message'), {
      target: { value: 'We sent the invoice to {{customer.email}} again.' },
    });
    await choose(selectIn(drawer(), 'Scope'), 'Department');
    // With department scope the department is required.
    await within(drawer()).findByLabelText('Department');
    fireEvent.click(saveButton());
    await waitFor(() => expect(fieldError('Department')).toBe('This field is required.'));
    await choose(selectIn(drawer(), 'Department'), 'Billing');
    fireEvent.click(saveButton());

    await screen.findByText('Template created');
    await waitFor(() => expect(range()).toBe('1–10 of 31'));
    expect(server().db.conversationTemplates.findBy({ shortcut: 'invoice-resent' })).toMatchObject({
      title: 'Invoice resent',
      scope: 'department',
      departmentId: 3,
      categoryId: null,
      isActive: true,
    });

    fireEvent.change(screen.getByLabelText('Search title, shortcut or text'), { target: { value: 'invoice-resent' } });
    await showsList(1);
    fireEvent.click(button(rows()[0], 'Delete Invoice resent'));
    fireEvent.click(await confirmButton());
    await screen.findByText('Template deleted');
    expect(server().db.conversationTemplates).toHaveLength(30);
    await waitFor(() => expect(rows()).toHaveLength(0));
  });
  it('refuses by its rules exactly the blank hostile texts as a message (5,000 characters fit), and takes every other one', async () => {
    await expectRulesOnEveryBadText(templateRules(englishFormRules()).body, blankOrTooLong('This field is required.'));
  });
  it(
    "shows its rules' refusals of hostile texts as a message in the form, keeping what was typed, and stores the rest as typed; the preview runs none of it",
    async () => {
      await renderRoute(PATH);
      await showsList(30);
      let count = 0;
      await typeBadTextsIntoNewRecord(templateRules(englishFormRules()).body, {
        records: () => server().db.conversationTemplates as unknown as Array<{ id: string; body: string }>,
        storedText: (template) => template.body,
        add: 'Add template',
        title: 'New template',
        drawer,
        label: 'Message',
        // A valid title and a fresh shortcut each time: only the message is under test.
        fill: (form) => {
          count += 1;
          fireEvent.change(within(form).getByLabelText('Title'), { target: { value: `Hostile ${count}` } });
          fireEvent.change(within(form).getByLabelText('Shortcut'), { target: { value: `hostile-${count}` } });
        },
      });
    },
    BAD_TEXT_TIMEOUT_MS,
  );
});
