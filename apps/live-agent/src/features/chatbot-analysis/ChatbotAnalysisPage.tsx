// Chatbot analysis: how many conversations the bot took, how many it closed on its own
// (containment) and how many it passed to a person (handoff), how fast, why, how satisfied customers were
// either way, and the questions it could not answer. Period and filters live in the URL; every block exports
// its figures as CSV. A filter the bot never works in (e-mail) shows an honest empty state instead of zeros.
import { useMemo } from 'react';
import { Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportCard, useFormat } from '@live-agent/ui-kit';
import type { ChatbotReport } from '@live-agent/contracts';
import { useChatbotReportQuery, type ReportArgs } from '../../api/reports';
import { CHATBOT_FILTERS, useReport, useReportSearch, withOrganizationDay } from '../../reports';
import { ReportFrame } from '../../reports/components/ReportFrame';
import { StatCardRow, useStatCardOf } from '../../reports/components/TotalsGrid';

import {
  csatColumns,
  csatRows,
  questionColumns,
  reasonColumns,
  trendColumns,
  trendOf,
  unansweredTotal,
} from './chatbot.blocks';
import { CsatChart, ReasonsChart, TrendChart } from './components/ChatbotCharts';
import { BlockCard } from '../../reports/table/BlockCard';
import './chatbot.css';

const CARD_SPANS = { xs: 24, sm: 12, lg: 8, xxl: 4 } as const;

function ChatbotFigures({ data, query }: { data: ChatbotReport; query: ReportArgs | null }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const trend = useMemo(() => trendOf(data.series), [data.series]);
  const unanswered = unansweredTotal(data);
  const rated = (n: number) => t('chatbot.csat.rated', { n: format.integer(n) });
  const card = useStatCardOf('chatbot', 'cards');

  if (data.botConversations === 0) {
    return (
      <ReportCard title={t('chatbot.empty.card')} testId="chatbot-empty">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            data.conversations === 0 ? (
              t('reports.noData')
            ) : (
              <>
                <div>{t('chatbot.empty.title')}</div>
                <div>{t('chatbot.empty.detail', { total: format.integer(data.conversations) })}</div>
              </>
            )
          }
        />
      </ReportCard>
    );
  }

  return (
    <>
      <StatCardRow
        className="la-chatbot-row"
        spans={CARD_SPANS}
        cards={[
          card(
            'bot-conversations',
            'botConversations',
            format.integer(data.botConversations),
            t('chatbot.cards.botShare', {
              pct: format.percent(data.botSharePct),
              total: format.integer(data.conversations),
            }),
          ),
          card(
            'containment',
            'containment',
            format.percent(data.containmentPct),
            t('chatbot.cards.containedCount', { n: format.integer(data.contained) }),
          ),
          card(
            'handoff',
            'handoff',
            format.percent(data.handoffPct),
            t('chatbot.cards.handoffCount', { n: format.integer(data.handoffs) }),
          ),
          card(
            'time-to-handoff',
            'timeToHandoff',
            format.duration(data.avgTimeToHandoffSec),
            data.handoffs > 0 ? t('chatbot.cards.overHandoffs', { n: format.integer(data.handoffs) }) : undefined,
          ),
          card('csat-bot', 'csatBot', format.percent(data.csat.botOnly.csatPct), rated(data.csat.botOnly.rated)),
          card(
            'csat-human',
            'csatHuman',
            format.percent(data.csat.withHuman.csatPct),
            rated(data.csat.withHuman.rated),
          ),
        ]}
      />

      <Row gutter={[16, 16]} className="la-chatbot-row" style={{ marginBottom: 16 }}>
        <Col xs={24} xl={16}>
          <BlockCard
            testId="chatbot-trend"
            title={t(trend.unit === 'week' ? 'chatbot.trend.titleWeek' : 'chatbot.trend.titleDay')}
            screen="chatbot"
            block="containment-vs-handoff"
            query={query}
            columns={trendColumns(t, trend.unit)}
            rows={trend.rows}
            rowKey={(row) => row.date}
            chart={<TrendChart trend={trend} />}
          />
        </Col>
        <Col xs={24} xl={8}>
          <BlockCard
            testId="chatbot-csat"
            title={t('chatbot.csat.title')}
            screen="chatbot"
            block="csat"
            query={query}
            columns={csatColumns(t)}
            rows={csatRows(data.csat)}
            rowKey={(row) => row.key}
            empty={data.csat.botOnly.rated + data.csat.withHuman.rated === 0}
            chart={<CsatChart csat={data.csat} />}
          />
        </Col>
      </Row>

      <Row gutter={[16, 16]} className="la-chatbot-row">
        <Col xs={24} xl={10}>
          <BlockCard
            testId="chatbot-reasons"
            title={t('chatbot.reasons.title')}
            screen="chatbot"
            block="handoffs-by-reason"
            query={query}
            columns={reasonColumns(t)}
            rows={data.handoffsByReason}
            rowKey={(row) => row.reason}
            empty={data.handoffs === 0}
            chart={<ReasonsChart rows={data.handoffsByReason} />}
          />
        </Col>
        <Col xs={24} xl={14}>
          <BlockCard
            testId="chatbot-questions"
            title={t('chatbot.questions.title')}
            screen="chatbot"
            block="unanswered-questions"
            query={query}
            columns={questionColumns(t, unanswered)}
            rows={data.unansweredQuestions}
            rowKey={(row) => row.question}
            empty={data.unansweredQuestions.length === 0}
            footer={
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {t('chatbot.questions.footnote', {
                  total: format.integer(unanswered),
                  shown: format.integer(data.unansweredQuestions.length),
                })}
              </Typography.Paragraph>
            }
          />
        </Col>
      </Row>
    </>
  );
}

function ChatbotAnalysisPage() {
  const { t } = useTranslation('liveAgent');
  const { query } = useReportSearch();
  const report = useReport(useChatbotReportQuery(query(CHATBOT_FILTERS)));
  return (
    <ReportFrame
      title={t('screens.chatbotAnalysis')}
      subtitle={t('chatbot.subtitle')}
      filters={CHATBOT_FILTERS}
      report={report}
    >
      {(data) => <ChatbotFigures data={data} query={report.query} />}
    </ReportFrame>
  );
}

export default withOrganizationDay(ChatbotAnalysisPage);
