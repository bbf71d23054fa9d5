import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { agentInputSchema, departmentInputSchema } from '@live-agent/contracts';
import { figureOf, NumberField } from './NumberField';

function Field({ start }: { start: string }) {
  const [text, setText] = useState(start);
  return <NumberField aria-label="Chats" value={text} onChange={setText} />;
}

describe('NumberField', () => {
  it('steps a plain figure with the arrow keys, clamping nothing, and leaves any other text alone', async () => {
    const user = userEvent.setup();
    render(<Field start="20" />);
    const field = screen.getByLabelText('Chats');
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveValue('21');
    await user.clear(field);
    await user.type(field, '1e9{ArrowDown}');
    expect(field).toHaveValue('1e9');
  });
});

describe('figureOf', () => {
  it('reads a figure as the server does: its text or its number, a blank one as the schema’s default', () => {
    const chats = departmentInputSchema.shape.maxConcurrentChats;
    expect(figureOf(chats, '12')).toBe(12);
    expect(figureOf(chats, 12)).toBe(12);
    expect(figureOf(chats, '')).toBe(5);
    expect(figureOf(agentInputSchema.shape.maxConcurrentChats, ' ')).toBeNull();
  });

  it('reads nothing from a figure the schema refuses', () => {
    const chats = departmentInputSchema.shape.maxConcurrentChats;
    for (const typed of ['-3', '2.5', '1e9', '21', 'twelve'])
      expect([typed, figureOf(chats, typed)]).toEqual([typed, undefined]);
  });
});
