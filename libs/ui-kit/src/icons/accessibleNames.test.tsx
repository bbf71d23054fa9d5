// Accessible names come from the translations: in German, no name on a screen built from antd and the shared blocks
// is an icon's internal name ("delete", "close-circle") or one of antd's English strings ("Select all", "Page Size").
import { useState, type Key } from 'react';
import { isInaccessible, render, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider, Input, Tag } from 'antd';
import { DeleteOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import deDE from 'antd/es/locale/de_DE';
import { initTestI18n } from '../testing/i18n';
import { untranslatedName } from '../testing/untranslatedNames';
import { DataTable } from '../data-table/DataTable';
import { DEFAULT_LIST_PARAMS } from '../data-table/listParams';
import { antdLocaleFor } from '../i18n/antdLocale';
import { useClearable } from './namedControls';

// Testing Library's own name computation (its package's exports hide the types from this project's resolution).
const { computeAccessibleName } = require('dom-accessibility-api') as { computeAccessibleName: (e: Element) => string };

const NAMED = 'button, a[href], input, [role], [aria-label]';
const CONTROLS = 'button, a[href], input, [role="button"], [role="checkbox"], [role="combobox"], [role="img"]';

/** Every name the page gives an element a reader meets that is wrong in German, and every control without one. */
function untranslatedNames(): string[] {
  return Array.from(document.body.querySelectorAll<HTMLElement>(NAMED))
    .filter((element) => !isInaccessible(element) && !element.closest('.ant-table-measure-row'))
    .flatMap((element) => {
      const name = computeAccessibleName(element);
      const why = name ? untranslatedName(name, 'de') : element.matches(CONTROLS) ? 'no name' : null;
      return why ? [`<${element.tagName.toLowerCase()} class="${element.className}"> "${name}": ${why}`] : [];
    });
}

const PEOPLE = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}` }));

function People() {
  const [keys, setKeys] = useState<Key[]>([]);
  return (
    <DataTable
      label="Personen"
      columns={[{ key: 'name', title: 'Name' }]}
      rows={PEOPLE.slice(0, 10)}
      total={PEOPLE.length}
      loading={false}
      params={DEFAULT_LIST_PARAMS}
      onParamsChange={() => undefined}
      selection={{ keys, onChange: setKeys, actions: null }}
    />
  );
}

function Note() {
  return <Input allowClear={useClearable()} defaultValue="Text" aria-label="Notiz" />;
}

beforeAll(async () => {
  await initTestI18n('de');
});

it('hides an icon nobody named and keeps the name of one that was', () => {
  render(
    <>
      <SearchOutlined data-testid="plain" />
      <SettingOutlined aria-label="Einstellungen" />
      <Button icon={<DeleteOutlined />}>Löschen</Button>
    </>,
  );
  expect(screen.getByTestId('plain')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getAllByRole('img').map((image) => computeAccessibleName(image))).toEqual(['Einstellungen']);
  expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
});

it('names nothing in English on a German table, search box, clearable field and closable tag', async () => {
  render(
    <ConfigProvider locale={antdLocaleFor('de', deDE)}>
      <People />
      <Note />
      <Tag closable>Marke</Tag>
    </ConfigProvider>,
  );
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(10));
  expect(untranslatedNames()).toEqual([]);
});
