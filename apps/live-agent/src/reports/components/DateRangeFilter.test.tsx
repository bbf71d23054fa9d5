import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initTestI18n } from '../../test/render';
import { DateRangeFilter } from './DateRangeFilter';

dayjs.extend(customParseFormat);

beforeAll(async () => {
  await initTestI18n();
});

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.search}</div>;
}

function renderFilter(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <DateRangeFilter />
      <Location />
    </MemoryRouter>,
  );
}

// What the fields show: the user's date format (English here), not the ISO days of the URL.
const days = () =>
  [...document.querySelectorAll<HTMLInputElement>('.ant-picker-input input')].map((input) =>
    dayjs(input.value, 'MM/DD/YYYY', true).format('YYYY-MM-DD'),
  );

describe('DateRangeFilter', () => {
  it('shows the period of the URL and writes the chosen preset into it', async () => {
    renderFilter('/r?departmentId=2&range=today');
    const today = dayjs().format('YYYY-MM-DD');
    expect(days()).toEqual([today, today]);
    fireEvent.mouseDown(
      screen.getByTestId('date-preset').querySelector('.ant-select-selector') ?? screen.getByTestId('date-preset'),
    );
    fireEvent.click(await screen.findByText('Last 28 days'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?departmentId=2&range=last28'));
    expect(days()).toEqual([dayjs().subtract(27, 'day').format('YYYY-MM-DD'), today]);
  });

  it('reads a custom period from the URL and keeps it when Custom is picked', async () => {
    renderFilter('/r?from=2026-03-01&to=2026-03-31');
    expect(days()).toEqual(['2026-03-01', '2026-03-31']);
    expect(screen.getByTestId('date-preset')).toHaveTextContent('Custom');
  });
});
