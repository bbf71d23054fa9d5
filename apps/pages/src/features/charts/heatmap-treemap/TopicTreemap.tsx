// A treemap (echarts): this month's tickets by topic and subtopic, each rectangle's area its number of tickets.
import { theme } from 'antd';
import { TreemapChart } from 'echarts/charts';
import { use as install } from 'echarts/core';
import { EChartFigure, useChartKit } from '../figures';
import { TOPICS } from '../data';

install([TreemapChart]);

const total = TOPICS.flatMap((topic) => topic.children).reduce((sum, [, count]) => sum + count, 0);

export function TopicTreemap() {
  const { t, format, colors } = useChartKit();
  const { token } = theme.useToken();
  return (
    <EChartFigure
      label={t('charts.heatmapTreemap.treemap.label', { total: format.integer(total) })}
      columns={[
        { key: 'topic', title: t('charts.columns.topic') },
        { key: 'subtopic', title: t('charts.columns.subtopic') },
        { key: 'count', title: t('charts.series.tickets'), numeric: true },
        { key: 'share', title: t('charts.columns.share'), numeric: true },
      ]}
      rows={TOPICS.flatMap((topic) =>
        topic.children.map(([subtopic, count]) => ({
          key: subtopic,
          topic: t(`charts.topics.${topic.topic}`),
          subtopic: t(`charts.topics.${subtopic}`),
          count: format.integer(count),
          share: format.percent((count / total) * 100),
        })),
      )}
      height={340}
      option={{
        color: colors,
        tooltip: { trigger: 'item', valueFormatter: (value: number) => format.integer(value) },
        series: [
          {
            type: 'treemap',
            name: t('charts.series.tickets'),
            roam: false,
            nodeClick: false,
            breadcrumb: { show: false },
            top: 0,
            bottom: 0,
            left: 0,
            right: 0,
            // The root draws nothing; the topics are framed with their name on top, the subtopics inside.
            levels: [
              { upperLabel: { show: false } },
              { itemStyle: { borderColor: token.colorBgContainer, borderWidth: 3, gapWidth: 3 } },
              { itemStyle: { borderColor: token.colorBgContainer, gapWidth: 1 } },
            ],
            upperLabel: { show: true, height: 22, formatter: '{b}' },
            label: {
              lineHeight: 16,
              formatter: ({ name, value }: { name: string; value: number }) => `${name}\n${format.integer(value)}`,
            },
            data: TOPICS.map((topic) => ({
              name: t(`charts.topics.${topic.topic}`),
              children: topic.children.map(([subtopic, count]) => ({
                name: t(`charts.topics.${subtopic}`),
                value: count,
              })),
            })),
          },
        ],
      }}
    />
  );
}
