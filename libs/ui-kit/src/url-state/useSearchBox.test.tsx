import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SEARCH_DELAY_MS, useSearchBox } from './useSearchBox';

// The "URL" is the parent's state; what the box asks for is held back until the test lets it arrive, the way a
// navigation can land after more keys were pressed.
function Harness({ asked }: { asked: string[] }) {
  const [searched, setSearched] = useState('');
  const [text, setText] = useSearchBox(searched, (typed) => asked.push(typed));
  return (
    <>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <output data-testid="searched">{searched}</output>
      <button type="button" onClick={() => setSearched(asked[asked.length - 1] ?? '')}>
        Arrive
      </button>
      <button type="button" onClick={() => setSearched('from a link')}>
        Elsewhere
      </button>
    </>
  );
}

describe('useSearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const box = () => screen.getByLabelText('Search');
  const type = (value: string) => fireEvent.change(box(), { target: { value } });

  it('asks once the typing pauses, and keeps what was typed while its own search was on the way', () => {
    const asked: string[] = [];
    render(<Harness asked={asked} />);
    type('p');
    type('pro');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(asked).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(asked).toEqual(['pro']);

    type('prop');
    fireEvent.click(screen.getByText('Arrive'));
    expect(screen.getByTestId('searched')).toHaveTextContent('pro');
    expect(box()).toHaveValue('prop');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(asked).toEqual(['pro', 'prop']);
  });

  it('shows a search set from elsewhere at once, and does not ask for it again', () => {
    const asked: string[] = [];
    render(<Harness asked={asked} />);
    type('half typed');
    fireEvent.click(screen.getByText('Elsewhere'));
    expect(box()).toHaveValue('from a link');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(asked).toEqual([]);
  });
});
