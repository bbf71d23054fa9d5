import { render } from '@testing-library/react';
import { badInputs } from '@live-agent/test-fixtures';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

const HOSTILE = `<p>Hi <b>there</b></p><script>window.__ran = 1</script><img src="x" onerror="window.__ran = 2">
<a href="javascript:window.__ran = 3">click</a><a href="https://example.com/x">site</a><form><input name="p"></form>`;

afterEach(() => {
  delete (window as unknown as { __ran?: number }).__ran;
});

it('keeps formatting and drops scripts, handlers, javascript: links and forms', () => {
  const clean = sanitizeHtml(HOSTILE);
  expect(clean).toContain('<b>there</b>');
  expect(clean).not.toMatch(/<script|onerror|javascript:|<form|<input/i);
});

it('opens surviving links in a new tab without window.opener', () => {
  const { getByRole, getByText } = render(<SafeHtml html={HOSTILE} />);
  const link = getByRole('link', { name: 'site' });
  expect(link).toHaveAttribute('href', 'https://example.com/x');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(getByText('click')).not.toHaveAttribute('href');
});

it('runs nothing from the hostile entries of the bad-input fixture', () => {
  const values = [...badInputs.markup, ...badInputs.text].map((input) => input.value);
  const { container } = render(
    <div>
      {values.map((value, index) => (
        <SafeHtml key={index} html={value} />
      ))}
    </div>,
  );
  expect(container.querySelector('script, [onerror], [onload], iframe')).toBeNull();
  expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
});
