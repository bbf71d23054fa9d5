import { fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  it('fills the conversation’s variables, also with spaces inside the braces', () => {
    expect(
      fillTemplate('Hi {{customer.name}} ({{ customer.email }}), {{agent.name}} of {{organization.name}} here.', {
        'customer.name': 'Maria Garcia',
        'customer.email': 'maria@example.com',
        'agent.name': 'Olivia Martin',
        'organization.name': 'Acme Support',
      }),
    ).toEqual({ text: 'Hi Maria Garcia (maria@example.com), Olivia Martin of Acme Support here.', gaps: [] });
  });

  it('leaves a variable without a value as a marked gap, never "undefined", listed once', () => {
    const filled = fillTemplate('Hi {{customer.name}}, we write to {{customer.email}} and {{ customer.email }}.', {
      'customer.name': 'Maria',
      'customer.email': undefined,
    });
    expect(filled).toEqual({
      text: 'Hi Maria, we write to {{customer.email}} and {{customer.email}}.',
      gaps: ['{{customer.email}}'],
    });
    expect(filled.text).not.toMatch(/undefined|null/);
    expect(fillTemplate('{{agent.name}}', { 'agent.name': '   ' })).toEqual({
      text: '{{agent.name}}',
      gaps: ['{{agent.name}}'],
    });
    expect(fillTemplate('{{agent.name}}', { 'agent.name': null })).toEqual({
      text: '{{agent.name}}',
      gaps: ['{{agent.name}}'],
    });
  });

  it('keeps an unknown variable as written, as a gap', () => {
    expect(fillTemplate('Order {{order.id}} for {{customer.name}}', { 'customer.name': 'Ana' })).toEqual({
      text: 'Order {{order.id}} for Ana',
      gaps: ['{{order.id}}'],
    });
  });

  it('keeps a hostile customer name as text: inserted as it is, nothing read as a variable or markup', () => {
    const hostile = '<img src=x onerror=alert(1)> {{agent.name}} $& $1';
    expect(fillTemplate('Hello {{customer.name}}!', { 'customer.name': hostile, 'agent.name': 'Olivia' })).toEqual({
      text: `Hello ${hostile}!`,
      gaps: [],
    });
  });

  it('leaves text without variables, single braces and unfinished variables alone', () => {
    expect(fillTemplate('Price: {100} {{customer.name', {})).toEqual({
      text: 'Price: {100} {{customer.name',
      gaps: [],
    });
  });
});
