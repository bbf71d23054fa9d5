// Chatbot analysis with real antd against the real Mirage report: the cards show the API's figures for the
// same query, filters move the URL and the figures, blocks export their rows, e-mail has no bot.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseCsv } from '@live-agent/ui-kit';
import type { ChatbotReport } from '@live-agent/contracts';
import { createFormat } from '@live-agent/ui-kit';
import { renderRoute, setupScreenTest, apiGet, presetDays } from '../../test/render';
import { chooseOption } from '../../test/lists';
import { captureDownloads, readBlob, REPORT_HISTORY } from '../../test/render';

jest.setTimeout(45_000);
const server = setupScreenTest(REPORT_HISTORY);

afterEach(() => {
  jest.restoreAllMocks();
});

const PATH = '/live-agent/chatbot-analysis';
const format = createFormat('en');

async function apiReport(params: Record<string, string>): Promise<ChatbotReport> {
  return apiGet<ChatbotReport>('/reports/chatbot', params);
}

const REASONS: Record<string, string> = {
  asked_for_human: 'Asked for a person',
  low_confidence: 'Bot unsure of the answer',
  billing: 'Billing question',
  complaint: 'Complaint',
};

const cellsOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll<HTMLTableRowElement>('.ant-table-tbody > tr.ant-table-row')).map((row) =>
    Array.from(row.cells).map((cell) => cell.textContent),
  );

const value = (testId: string) => screen.getByTestId(`${testId}-value`).textContent;

function expectCards(report: ChatbotReport) {
  expect(value('chatbot-bot-conversations')).toBe(format.integer(report.botConversations));
  expect(value('chatbot-containment')).toBe(format.percent(report.containmentPct));
  expect(value('chatbot-handoff')).toBe(format.percent(report.handoffPct));
  expect(value('chatbot-time-to-handoff')).toBe(format.duration(report.avgTimeToHandoffSec));
  expect(value('chatbot-csat-bot')).toBe(format.percent(report.csat.botOnly.csatPct));
  expect(value('chatbot-csat-human')).toBe(format.percent(report.csat.withHuman.csatPct));
}

describe('Chatbot analysis', () => {
  it('shows the API figures for the period, the handoff reasons translated and the unanswered questions', async () => {
    const { from, to } = presetDays(server(), 'last28');
    await renderRoute(`${PATH}?range=last28`);
    const report = await apiReport({ from, to });
    expect(report.botConversations).toBeGreaterThan(0);
    await waitFor(() => expect(value('chatbot-bot-conversations')).toBe(format.integer(report.botConversations)));
    expectCards(report);
    expect(screen.getByTestId('chatbot-bot-conversations')).toHaveTextContent(
      `${format.percent(report.botSharePct)} of ${format.integer(report.conversations)} conversations`,
    );

    // Reasons: translated labels in the table view (the chart's readable alternative), never the API's keys.
    const reasons = screen.getByTestId('chatbot-reasons');
    expect(within(reasons).getByRole('img', { name: 'Bar chart of handoffs by reason' })).toBeInTheDocument();
    fireEvent.click(within(reasons).getByText('Table'));
    expect(cellsOf(within(reasons).getByTestId('chatbot-reasons-table'))).toEqual(
      report.handoffsByReason.map((row) => [REASONS[row.reason], format.integer(row.count), format.percent(row.pct)]),
    );
    expect(reasons).not.toHaveTextContent('low_confidence');

    // Unanswered questions: the API's list in its order, with counts, last time asked (on the organisation's
    // clock: the report's time zone) and shares.
    expect(report.unansweredQuestions.length).toBeGreaterThan(0);
    const unanswered = report.handoffsByReason.find((row) => row.reason === 'low_confidence')!.count;
    expect(cellsOf(screen.getByTestId('chatbot-questions-table'))).toEqual(
      report.unansweredQuestions.map((question) => [
        question.question,
        format.integer(question.count),
        createFormat('en', report.timeZone).dateTime(question.lastAskedAt),
        format.percent((question.count / unanswered) * 100),
      ]),
    );
  });

  it('filters by channel and department through the URL and exports the handoffs by reason of that filter', async () => {
    const downloads = captureDownloads();
    const { from, to } = presetDays(server(), 'last28');
    await renderRoute(`${PATH}?range=last28`);
    await waitFor(() => expect(value('chatbot-bot-conversations')).not.toBe(null));

    await chooseOption('Channel', 'WhatsApp');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('channel=whatsapp'));
    const whatsapp = await apiReport({ from, to, channel: 'whatsapp' });
    await waitFor(() => expect(value('chatbot-bot-conversations')).toBe(format.integer(whatsapp.botConversations)));
    expectCards(whatsapp);

    await chooseOption('Department', 'Sales');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/departmentId=\d+/));
    const departmentId = new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]).get(
      'departmentId',
    )!;
    const sales = await apiReport({ from, to, channel: 'whatsapp', departmentId });
    expect(sales.botConversations).toBeLessThan(whatsapp.botConversations);
    await waitFor(() => expect(value('chatbot-bot-conversations')).toBe(format.integer(sales.botConversations)));
    expectCards(sales);

    fireEvent.click(screen.getByRole('button', { name: 'Export “Handoffs by reason” as CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.links()[0].download).toBe(`chatbot-handoffs-by-reason_${from}_${to}.csv`);
    expect(parseCsv(await readBlob(downloads.blobs[0]))).toEqual([
      ['Reason', 'Handoffs', 'Share of handoffs (%)'],
      ...sales.handoffsByReason.map((row) => [
        REASONS[row.reason],
        String(row.count),
        row.pct === null ? '' : String(Math.round(row.pct * 100) / 100),
      ]),
    ]);
  });

  it('says so when the bot handled none of the filtered conversations (e-mail)', async () => {
    const { from, to } = presetDays(server(), 'last7');
    const email = await (async () => {
      await renderRoute(`${PATH}?channel=email`);
      return apiReport({ from, to, channel: 'email' });
    })();
    expect(email.botConversations).toBe(0);
    expect(email.conversations).toBeGreaterThan(0);
    const empty = await screen.findByTestId('chatbot-empty');
    expect(empty).toHaveTextContent('No conversations went through the bot.');
    expect(empty).toHaveTextContent(`The bot handled none of the ${format.integer(email.conversations)} conversations`);
    expect(screen.queryByTestId('chatbot-containment')).toBeNull();
  });
});
