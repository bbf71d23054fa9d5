// An agent's statuses across the period as one horizontal bar of coloured segments (a list for screen
// readers: each segment says its status and times, e.g. "Online 09:02–11:40"), with the day ticks of the
// period; its axis labels sit in the column header (TimelineAxis) and the colours in StatusLegend. Times
// and days are the organisation's (useFormat under the page's TimeZoneProvider), like the period's bounds.
import { memo, useMemo } from 'react';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGENT_STATUSES, type AgentStatus, type TimelineSegment } from '@live-agent/contracts';
import { AGENT_STATUS_COLORS } from '../../../reports';
import { timelineBars, type PeriodBounds, type TimelineTick } from '../timeline';
import { useFormat } from '@live-agent/ui-kit';

export const TIMELINE_WIDTH = 300;
const BAR_HEIGHT = 18;

export const StatusTimeline = memo(function StatusTimeline({
  name,
  segments,
  bounds,
  ticks,
  multiDay,
}: {
  name: string;
  segments: TimelineSegment[];
  bounds: PeriodBounds;
  ticks: TimelineTick[];
  multiDay: boolean;
}) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const { token } = theme.useToken();
  const bars = useMemo(() => timelineBars(segments, bounds), [segments, bounds]);

  const when = (ms: number) => (multiDay ? `${format.shortDay(ms)} ${format.time(ms)}` : format.time(ms));
  const labelOf = (status: AgentStatus, start: number, end: number) =>
    t('agentAnalysis.timeline.segment', {
      status: t(`common.status.${status}`),
      from: when(start),
      to: multiDay && format.dayOf(start) === format.dayOf(end) ? format.time(end) : when(end),
      duration: format.duration((end - start) / 1000),
    });

  return (
    <div
      role="list"
      aria-label={t('agentAnalysis.timeline.label', { name })}
      data-testid="status-timeline"
      style={{
        position: 'relative',
        width: TIMELINE_WIDTH,
        height: BAR_HEIGHT,
        borderRadius: 4,
        overflow: 'hidden',
        background: token.colorFillQuaternary,
      }}
    >
      {bars.map((bar, index) => {
        const label = labelOf(bar.status, bar.start, bar.end);
        return (
          <div
            key={index}
            role="listitem"
            aria-label={label}
            title={label}
            data-testid="timeline-segment"
            data-status={bar.status}
            style={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${bar.leftPct}%`,
              width: `${bar.widthPct}%`,
              background: AGENT_STATUS_COLORS[bar.status],
            }}
          />
        );
      })}
      {ticks
        .slice(1)
        .filter((tick) => tick.marked)
        .map((tick) => (
          <span
            key={tick.leftPct}
            aria-hidden
            style={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${tick.leftPct}%`,
              width: 1,
              background: token.colorBgContainer,
              opacity: tick.labelled ? 0.9 : 0.5,
              pointerEvents: 'none',
            }}
          />
        ))}
    </div>
  );
});

/** The timeline column's scale: day labels (or hours for one day), aligned with the bars' ticks. */
export function TimelineAxis({ ticks }: { ticks: TimelineTick[] }) {
  const format = useFormat();
  return (
    <div
      aria-hidden
      style={{
        position: 'relative',
        width: TIMELINE_WIDTH,
        height: 16,
        marginTop: 4,
        fontSize: 11,
        fontWeight: 400,
        opacity: 0.65,
      }}
    >
      {ticks
        .filter((tick) => tick.labelled)
        .map((tick) => (
          <span key={tick.leftPct} style={{ position: 'absolute', left: `${tick.leftPct}%`, whiteSpace: 'nowrap' }}>
            {tick.day ? format.shortDay(tick.day) : format.time(tick.at ?? 0)}
          </span>
        ))}
    </div>
  );
}

/** What the timeline colours mean. */
export function StatusLegend() {
  const { t } = useTranslation('liveAgent');
  return (
    <Flex
      gap={12}
      wrap
      align="center"
      data-testid="status-legend"
      aria-label={t('agentAnalysis.timeline.legend')}
      role="list"
    >
      {AGENT_STATUSES.map((status) => (
        <Flex key={status} gap={4} align="center" role="listitem">
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              borderRadius: 2,
              background: AGENT_STATUS_COLORS[status],
            }}
          />
          <span style={{ fontSize: 12 }}>{t(`common.status.${status}`)}</span>
        </Flex>
      ))}
    </Flex>
  );
}
