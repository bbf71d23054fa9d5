// The Shifts tab with real antd against the real Mirage routes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { shiftRules } from './shifts.rules';
import { englishFormRules, renderRoute } from '../../test/render';
import { firstCells as names, expectFigureKeptThenSaved, setupNamedListTest, rowNamed } from '../../test/lists';

const { server, drawer, itChecksBadNames } = setupNamedListTest('shift', '/live-agent/agents/shifts');

describe('Shifts tab', () => {
  it('lists shifts with days, hours (overnight marked) and agent counts, and creates one after its rules', async () => {
    await renderRoute('/live-agent/agents/shifts');
    await waitFor(() => expect(names()).toEqual(['Day', 'Evening', 'Morning', 'Night']));
    const night = rowNamed('Night');
    expect(within(night).getByText('22:00–06:00')).toBeInTheDocument();
    expect(within(night).getByText('Overnight')).toBeInTheDocument();
    expect(within(rowNamed('Day')).queryByText('Overnight')).not.toBeInTheDocument();
    expect(
      Array.from(night.querySelectorAll('.ant-tag'))
        .map((tag) => tag.textContent)
        .slice(0, 5),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Sun']);
    const nightAgents = (server().db.agents.where({ shiftId: 4 }) as unknown[]).length;
    expect(within(night).getByTestId('shift-agent-count')).toHaveTextContent(String(nightAgents));

    fireEvent.click(screen.getByText('Add shift'));
    await screen.findByText('New shift');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) fireEvent.click(within(drawer()).getByLabelText(day));
    fireEvent.click(within(drawer()).getByText('Save'));
    // The name and both times, in the server's words.
    expect(await within(drawer()).findAllByText('This field is required.')).toHaveLength(3);
    expect(within(drawer()).getByText('Pick at least one day.')).toBeInTheDocument();

    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Weekend night' } });
    fireEvent.click(within(drawer()).getByLabelText('Sat'));
    fireEvent.click(within(drawer()).getByLabelText('Sun'));
    fireEvent.change(within(drawer()).getByLabelText('Start (HH:mm)'), { target: { value: '9:00' } });
    fireEvent.change(within(drawer()).getByLabelText('End (HH:mm)'), { target: { value: '9:00' } });
    expect(await within(drawer()).findAllByText('Use the HH:mm format.')).toHaveLength(2);
    fireEvent.change(within(drawer()).getByLabelText('Start (HH:mm)'), { target: { value: '23:00' } });
    fireEvent.change(within(drawer()).getByLabelText('End (HH:mm)'), { target: { value: '23:00' } });
    expect(await within(drawer()).findByText('Start and end must differ.')).toBeInTheDocument();
    fireEvent.change(within(drawer()).getByLabelText('End (HH:mm)'), { target: { value: '07:00' } });
    expect(await within(drawer()).findByText('Crosses midnight: ends the next day')).toBeInTheDocument();

    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText('Shift added')).toBeInTheDocument();
    await waitFor(() => expect(names()).toContain('Weekend night'));
    const stored = server().db.shifts.where({ name: 'Weekend night' })[0] as unknown as Record<string, unknown>;
    // A new shift starts in the organisation's time zone (seeded Europe/Berlin), not the browser's.
    expect(stored).toMatchObject({
      daysOfWeek: [0, 6],
      startTime: '23:00',
      endTime: '07:00',
      breakMinutes: 0,
      timezone: 'Europe/Berlin',
    });
    expect(within(rowNamed('Weekend night')).getByText('Overnight')).toBeInTheDocument();
  });
  it('keeps a break the rule refuses as typed with its message, and saves a good one as that number', async () => {
    await renderRoute('/live-agent/agents/shifts');
    await waitFor(() => expect(names()).toEqual(['Day', 'Evening', 'Morning', 'Night']));
    await expectFigureKeptThenSaved({
      record: 'Day',
      drawer,
      label: 'Break (minutes)',
      refused: 'Enter a whole number from 0 to 240.',
      outOfRange: '241',
      good: '45',
      saved: 'Shift saved',
      stored: () => server().db.shifts.where({ name: 'Day' })[0].breakMinutes,
    });
  });
  itChecksBadNames({
    rules: () => shiftRules(englishFormRules()).name,
    count: 4,
    // A valid day and hours: only the name is under test.
    fill: (form) => {
      fireEvent.click(within(form).getByLabelText('Mon'));
      fireEvent.change(within(form).getByLabelText('Start (HH:mm)'), { target: { value: '08:00' } });
      fireEvent.change(within(form).getByLabelText('End (HH:mm)'), { target: { value: '16:00' } });
    },
  });
});
