// Every extension page renders under its route: its one h1 (its own title, in English), its examples as h2s
// with their code, and a name outside the catalog is Not Found.
import { screen } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { EXTENSIONS } from '../../shared/showcase/catalog';
import { renderRoute, setupScreenTest } from '../../test/render';
import en from './locales/en.json';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

const KEY: Record<(typeof EXTENSIONS)[number], keyof typeof en.extensions> = {
  'drag-drop': 'dragDrop',
  'file-upload': 'fileUpload',
  editor: 'editor',
  ratings: 'ratings',
  sliders: 'sliders',
  tour: 'tour',
  clipboard: 'clipboard',
  'context-menu': 'contextMenu',
  'import-export': 'importExport',
  i18n: 'i18n',
};

describe('extension pages', () => {
  it.each(EXTENSIONS)('/extensions/%s shows its title as the one h1 and its examples with their code', async (name) => {
    await renderRoute(`/extensions/${name}`);
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(h1).toHaveTextContent(en.extensions[KEY[name]].title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Show code' }).length).toBeGreaterThan(0);
  });

  it('says Not Found for a name outside the catalog', async () => {
    await renderRoute('/extensions/teleporter');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show code' })).toBeNull();
  });
});
