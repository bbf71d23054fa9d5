import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '../i18n/resources';
import { switchLanguage } from '../i18n/languageLoaders';
import { ReportCard } from './ReportCard';
import { ReportStatus } from './ReportStatus';
import { StatCard } from './StatCard';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});

describe('StatCard', () => {
  it('shows the figure, its hint and its trend against the previous period', () => {
    render(
      <StatCard
        label="Conversations"
        value="1,204"
        trendPct={12.5}
        better="up"
        hint="Every chat that started"
        testId="stat"
      />,
    );
    expect(screen.getByText('Conversations')).toBeInTheDocument();
    expect(screen.getByTestId('stat-value')).toHaveTextContent('1,204');
    expect(screen.getByTestId('stat-trend')).toHaveTextContent('+12.5% vs previous period');
    expect(screen.getByLabelText('Every chat that started')).toBeInTheDocument();
  });

  it('says when there is no previous figure, and shows a placeholder while loading', () => {
    const { rerender } = render(<StatCard label="Wait" value="3 min" trendPct={null} testId="stat" />);
    expect(screen.getByText('No previous figure')).toBeInTheDocument();
    rerender(<StatCard label="Wait" value="3 min" loading testId="stat" />);
    expect(screen.queryByTestId('stat-value')).not.toBeInTheDocument();
  });
});

describe('ReportCard', () => {
  it('exports the block by its name, and shows the empty state without figures', async () => {
    const onExport = jest.fn();
    const { rerender } = render(
      <ReportCard title="Volume by hour" onExport={onExport}>
        <p>chart</p>
      </ReportCard>,
    );
    expect(screen.getByText('chart')).toBeInTheDocument();
    // A title cut short in a narrow card shows whole on hover.
    expect(screen.getByText('Volume by hour')).toHaveAttribute('title', 'Volume by hour');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export “Volume by hour” as CSV' })));
    expect(onExport).toHaveBeenCalledTimes(1);

    rerender(
      <ReportCard title="Volume by hour" onExport={onExport} empty>
        <p>chart</p>
      </ReportCard>,
    );
    expect(screen.getByText('Nothing in this period')).toBeInTheDocument();
    expect(screen.queryByText('chart')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export “Volume by hour” as CSV' })).toBeDisabled();
  });
});

describe('ReportStatus', () => {
  it('shows the reasons and Retry when the first load failed, and stale figures with a warning after a failed refresh', async () => {
    const retry = jest.fn();
    const { rerender } = render(
      <ReportStatus hasData={false} loading={false} error={['Server error.']} onRetry={retry}>
        <p>figures</p>
      </ReportStatus>,
    );
    expect(screen.getByText('The figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Server error.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /retry/i })));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(
      <ReportStatus hasData loading={false} error={['Server error.']} onRetry={retry}>
        <p>figures</p>
      </ReportStatus>,
    );
    expect(screen.getByText('figures')).toBeInTheDocument();
    expect(screen.getByText(/last successful update/)).toBeInTheDocument();
  });

  it('speaks the reader’s language', async () => {
    await act(async () => {
      await switchLanguage('de');
    });
    const { unmount } = render(
      <ReportStatus hasData={false} loading={false} error={['Serverfehler.']} onRetry={jest.fn()}>
        <p>figures</p>
      </ReportStatus>,
    );
    expect(screen.getByText('Die Zahlen konnten nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Erneut versuchen/ })).toBeInTheDocument();
    unmount();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
