import {
  fillTemplate,
  fillTemplateText,
  insertAtCursor,
  unknownVariables,
  type VariableValues,
} from './templateVariables';

const values: VariableValues = {
  'customer.name': 'Maria Garcia',
  'customer.email': 'maria.garcia@example.com',
  'agent.name': 'John Doe',
  'organization.name': 'Acme Support',
};

describe('fillTemplate', () => {
  it('fills every known variable, also with spaces inside the braces', () => {
    expect(
      fillTemplateText(
        'Hi {{customer.name}} ({{ customer.email }}), {{agent.name}} of {{organization.name}} here.',
        values,
      ),
    ).toBe('Hi Maria Garcia (maria.garcia@example.com), John Doe of Acme Support here.');
  });

  it('cuts the body into text, filled and unknown parts, keeping unknown variables verbatim', () => {
    expect(fillTemplate('Dear {{customer.name}}, your order {{order.id}} ships {{ soon }}.', values)).toEqual([
      { kind: 'text', text: 'Dear ' },
      { kind: 'variable', name: 'customer.name', text: 'Maria Garcia' },
      { kind: 'text', text: ', your order ' },
      { kind: 'unknown', text: '{{order.id}}' },
      { kind: 'text', text: ' ships ' },
      { kind: 'unknown', text: '{{ soon }}' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without variables, single braces and unfinished variables alone', () => {
    expect(fillTemplate('Price: {100} {{customer.name', values)).toEqual([
      { kind: 'text', text: 'Price: {100} {{customer.name' },
    ]);
    expect(fillTemplate('', values)).toEqual([]);
  });

  it('fills the same variable each time it appears', () => {
    expect(fillTemplateText('{{agent.name}}{{agent.name}}', values)).toBe('John DoeJohn Doe');
  });

  it('lists unknown variables once each', () => {
    expect(unknownVariables('{{x}} {{customer.name}} {{x}} {{Customer.Name}}')).toEqual(['{{x}}', '{{Customer.Name}}']);
    expect(unknownVariables('Hello {{customer.name}}')).toEqual([]);
  });
});

describe('insertAtCursor', () => {
  it('inserts at the caret and puts the caret after the insertion', () => {
    expect(insertAtCursor('Hi , welcome', 3, 3, '{{customer.name}}')).toEqual({
      text: 'Hi {{customer.name}}, welcome',
      caret: 20,
    });
  });

  it('replaces a selection', () => {
    expect(insertAtCursor('Hi NAME!', 3, 7, '{{customer.name}}')).toEqual({ text: 'Hi {{customer.name}}!', caret: 20 });
  });

  it('clamps positions outside the text', () => {
    expect(insertAtCursor('Hi', 10, 12, '!')).toEqual({ text: 'Hi!', caret: 3 });
  });
});
