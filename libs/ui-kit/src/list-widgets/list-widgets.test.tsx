import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '../i18n/resources';
import { DEFAULT_LIST_PARAMS } from '../data-table/listParams';
import { ActiveTag } from './ActiveTag';
import { FilterSelect, useActiveOptions } from './FilterSelect';
import { LastLogin } from './LastLogin';
import { NameTags, namesOf } from './NameTags';
import { PersonCell } from './PersonCell';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});

describe('ActiveTag', () => {
  it('says Active / Inactive, or Enabled / Disabled', () => {
    const { rerender } = render(<ActiveTag active />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    rerender(<ActiveTag active={false} />);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    rerender(<ActiveTag active={false} labels="enabled" />);
    expect(screen.getByText('Disabled')).toBeInTheDocument();
  });
});

describe('FilterSelect', () => {
  function ActiveFilter({ onChange }: { onChange: (next: typeof DEFAULT_LIST_PARAMS) => void }) {
    const options = useActiveOptions();
    return (
      <FilterSelect
        name="isActive"
        label="Active"
        params={{ ...DEFAULT_LIST_PARAMS, page: 3 }}
        onParamsChange={onChange}
        options={options}
      />
    );
  }

  it('writes the chosen value into the filters and goes back to page 1', async () => {
    const onChange = jest.fn();
    render(<ActiveFilter onChange={onChange} />);
    const select = screen.getByTestId('filter-isActive');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? within(select).getByRole('combobox'));
    await act(async () => fireEvent.click(await screen.findByText('Inactive')));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ page: 1, filters: { isActive: 'false' } }));
  });
});

describe('NameTags', () => {
  const names = namesOf(
    [
      { id: 1, name: 'Sales' },
      { id: 2, name: 'Support' },
      { id: 3, name: 'Billing' },
    ],
    (row) => row.name,
  );

  it('shows the first names and the rest behind +N', () => {
    render(<NameTags ids={[1, 2, 3, 9]} names={names} />);
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(screen.getByText('Support')).toBeInTheDocument();
    expect(screen.getByLabelText('Billing, #9')).toHaveTextContent('+2');
  });

  it('shows the empty text, or a dash', () => {
    const { rerender } = render(<NameTags ids={[]} names={names} empty="All departments" />);
    expect(screen.getByText('All departments')).toBeInTheDocument();
    rerender(<NameTags ids={[]} names={names} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

describe('PersonCell and LastLogin', () => {
  it('shows the name, e-mail and initials', () => {
    render(<PersonCell name="Ada Lovelace" email="ada@example.com" />);
    expect(screen.getByText('Ada Lovelace').closest('.la-person-name')).not.toBeNull();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('says Never without a sign-in, and how long ago otherwise', () => {
    const { rerender } = render(<LastLogin value={null} />);
    expect(screen.getByText('Never')).toBeInTheDocument();
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    rerender(<LastLogin value={twoHoursAgo} />);
    expect(screen.getByText('2 hours ago')).toHaveAttribute('dateTime', twoHoursAgo);
  });

  it('keeps a name, an address and a time in their own direction in a right-to-left layout', () => {
    render(
      <ConfigProvider direction="rtl">
        <PersonCell name="Ana Lima?" email="ana@example.com" />
        <LastLogin value={new Date(Date.now() - 17 * 60_000).toISOString()} />
      </ConfigProvider>,
    );
    // <bdi> is isolated and takes its direction from its text, as dir="auto" does.
    expect(screen.getByText('Ana Lima?').tagName).toBe('BDI');
    expect(screen.getByText('ana@example.com').tagName).toBe('BDI');
    expect(screen.getByText('17 minutes ago')).toHaveAttribute('dir', 'auto');
  });
});
