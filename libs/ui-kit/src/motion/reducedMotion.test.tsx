// The system's "reduce motion" setting, as the frame and the charts read it, and what the theme does with it.
import { act, render, screen } from '@testing-library/react';
import { appTheme } from '../theme/appTheme';
import { prefersReducedMotion, useReducedMotion } from './reducedMotion';

/** A system setting the test flips, with the change events a browser sends. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = ((media: string) =>
    media === query.media ? query : original(media)) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      reduce = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
    restore: () => (window.matchMedia = original),
  };
}

function Shown() {
  return <span>{useReducedMotion() ? 'less motion' : 'full motion'}</span>;
}

describe('reduced motion', () => {
  it('reads the system setting now, and follows it while the page is open', () => {
    const setting = systemSetting(true);
    try {
      expect(prefersReducedMotion()).toBe(true);
      const { unmount } = render(<Shown />);
      expect(screen.getByText('less motion')).toBeInTheDocument();
      act(() => setting.set(false));
      expect(screen.getByText('full motion')).toBeInTheDocument();
      expect(prefersReducedMotion()).toBe(false);
      unmount();
      expect(setting.listeners.size).toBe(0);
    } finally {
      setting.restore();
    }
  });

  it("turns antd's own motion off in the theme only when asked", () => {
    expect(appTheme('light').token?.motion).toBe(true);
    expect(appTheme('dark', { reducedMotion: true }).token?.motion).toBe(false);
  });
});
