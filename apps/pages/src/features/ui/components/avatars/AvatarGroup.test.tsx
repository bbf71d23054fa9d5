// The avatar group's initials are the product's (contracts' initialsOf): a name that starts with an emoji shows its
// letters or, with none, the whole emoji, never half of one.
import { render, screen } from '@testing-library/react';
import { TestTheme } from '@live-agent/ui-kit/testing';
import { initTestI18n } from '../../../../test/render';
import AvatarGroup from './AvatarGroup';

beforeAll(async () => {
  await initTestI18n();
});

/** Whether a text holds half of a surrogate pair (encodeURIComponent refuses one). */
const hasLoneSurrogate = (text: string) => {
  try {
    encodeURIComponent(text);
    return false;
  } catch {
    return true;
  }
};

it('gives whole characters for names that start with an emoji', () => {
  render(
    <TestTheme>
      <AvatarGroup team={['🎧', '👩‍💻 Bea Ruiz', '🙂Ana', 'Rui Costa']} />
    </TestTheme>,
  );
  const initials = (name: string) => screen.getByLabelText(name).textContent!;
  // No letter in the name: its first emoji, whole (a sequence of several code points stays one).
  expect(initials('🎧')).toBe('🎧');
  // Letters after the emoji: the letters.
  expect(initials('👩‍💻 Bea Ruiz')).toBe('BR');
  expect(initials('🙂Ana')).toBe('A');
  for (const name of ['🎧', '👩‍💻 Bea Ruiz', '🙂Ana']) expect(hasLoneSurrogate(initials(name))).toBe(false);
  // The second and the third with a badge.
  expect(screen.getByText('BR', { selector: '.ant-badge .ant-avatar *' })).toBeInTheDocument();
  expect(screen.getByText('A', { selector: '.ant-badge .ant-avatar *' })).toBeInTheDocument();
});
