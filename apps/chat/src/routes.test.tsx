import { screen, waitFor } from '@testing-library/react';
import { preload, routes } from './routes';
import { describeContract } from './test/render';

// Abilities, titles and key parity, as every remote checks them; the first screen is the real page, an open chat.
describeContract({
  preload: { run: preload, path: '/apps/chat' },
  firstScreen: {
    path: '/apps/chat/12',
    shows: async () => {
      expect(await screen.findByText('Kontakte')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Nachricht an Harriet Okafor' })).toBeInTheDocument(),
      );
      expect(screen.getByRole('button', { name: 'Angaben zu Harriet Okafor' })).toBeInTheDocument();
    },
  },
});

describe('chat routes', () => {
  it('are the chat screen and an open chat, for whoever may read the demo apps', () => {
    expect(routes.map((route) => route.path)).toEqual(['/apps/chat', '/apps/chat/:contactId']);
    expect(
      routes.every((route) => route.handle?.ability.subject === 'Demo' && route.handle.ability.action === 'read'),
    ).toBe(true);
  });
});
