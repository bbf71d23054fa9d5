import { screen } from '@testing-library/react';
import { preload } from './routes';
import { describeContract } from './test/render';

// Abilities, titles and key parity, as every remote checks them; the first screen is the real page.
describeContract({
  preload: { run: preload, path: '/' },
  firstScreen: {
    shows: async () => {
      expect(await screen.findByText('E-Commerce-Dashboard')).toBeInTheDocument();
      expect(await screen.findByText('Umsatzbericht')).toBeInTheDocument();
    },
  },
});
