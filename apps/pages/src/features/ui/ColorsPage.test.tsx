// The palette shows each colour's contrast ratio against both skins' backgrounds with the WCAG verdict as text;
// the typography page shows its examples and keeps an edited sentence as text.
import { fireEvent, screen, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';
import { verdict } from './colors/contrast';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

describe('Colours', () => {
  it('gives the brand primary its ratio on the light and the dark background, with verdicts', async () => {
    await renderRoute('/ui/colors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colours' })).toBeInTheDocument();
    const primary = (await screen.findByText('Primary')).closest('tr')!;
    // #4f46e5 on #ffffff; the dark skin's seed #a5a0ff, as antd's dark algorithm draws it (#8f8bdc), on #141414.
    expect(within(primary).getByText('#4f46e5')).toBeInTheDocument();
    expect(within(primary).getByText('#8f8bdc')).toBeInTheDocument();
    expect(within(primary).getByText('6.29:1')).toBeInTheDocument();
    expect(within(primary).getByText('6.05:1')).toBeInTheDocument();
    expect(within(primary).getAllByText('AA')).toHaveLength(2);
    expect(screen.getAllByText('AA large text only').length).toBeGreaterThan(0);
  });

  it('names the WCAG levels at their thresholds', () => {
    expect([7, 6.99, 4.5, 4.49, 3, 2.99].map(verdict)).toEqual(['aaa', 'aa', 'aa', 'aaLarge', 'aaLarge', 'fail']);
  });
});

describe('Typography', () => {
  it('shows its examples under the one h1 and keeps an edited sentence as text', async () => {
    await renderRoute('/ui/typography');
    expect(await screen.findByRole('heading', { level: 1, name: 'Typography' })).toBeInTheDocument();
    for (const title of ['Headings', 'Text styles', 'Paragraphs', 'Lists, quotes and numbers'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('12,840 chats answered this year')).toBeInTheDocument();
    expect(screen.getByText('€48,250.50 of orders placed in chats')).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: /edit/i })[0]);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: '<img src=x onerror=alert(1)>' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
