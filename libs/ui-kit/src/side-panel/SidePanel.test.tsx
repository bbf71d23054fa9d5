import { render, screen } from '@testing-library/react';
import { SidePanel } from './SidePanel';

describe('SidePanel', () => {
  it('puts a named sidebar beside the content, with the theme’s colours as variables', () => {
    render(
      <SidePanel
        sideLabel="Mail folders"
        side={<button type="button">Compose</button>}
        stackAt={900}
        className="mail-app"
        data-testid="panel"
      >
        <section>Inbox</section>
      </SidePanel>,
    );
    const sidebar = screen.getByRole('complementary', { name: 'Mail folders' });
    expect(sidebar).toContainElement(screen.getByRole('button', { name: 'Compose' }));
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveClass('la-side-panel', 'la-side-panel-stack-900', 'mail-app');
    expect(panel).toContainElement(screen.getByText('Inbox'));
    expect(sidebar).not.toContainElement(screen.getByText('Inbox'));
    expect(panel.style.getPropertyValue('--panel-bg')).not.toBe('');
  });
});
