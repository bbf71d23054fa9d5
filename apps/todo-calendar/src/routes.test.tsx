import { screen } from '@testing-library/react';
import { preload } from './routes';
import { describeContract } from './test/render';

// Abilities, titles and key parity, as every remote checks them; the first screen is the real page.
describeContract({
  preload: { run: preload, path: '/apps/todo' },
  firstScreen: {
    shows: async () => {
      expect(await screen.findByText('Aufgabe hinzufügen')).toBeInTheDocument();
      expect(await screen.findByText('Collect feedback on the new dashboard')).toBeInTheDocument();
      expect(screen.getByTestId('task-count')).toHaveTextContent('15 Aufgaben');
    },
  },
});
