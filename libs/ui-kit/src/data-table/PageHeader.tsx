// The title row of a product screen: heading, one line of context and the screen's main actions. The heading is
// the screen's one h1 (what a screen reader lists first), drawn at the h3 size that suits a dashboard; a text title
// also names the browser's tab (useDocumentTitle).
import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import { useDocumentTitle } from '@live-agent/store';

export function PageHeader({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  useDocumentTitle(typeof title === 'string' ? title : null);
  return (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title
          level={1}
          style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}
        >
          <bdi>{title}</bdi>
        </Typography.Title>
        {/* Each an isolate: a title from the data (a question, a post) keeps its "?" at its end in a right-to-left
            layout, as the page's own strings do (antd's Typography sets the layout's direction, so dir="auto" on it
            would not take effect). */}
        {subtitle ? (
          <Typography.Text type="secondary">
            <bdi>{subtitle}</bdi>
          </Typography.Text>
        ) : null}
      </div>
      {extra ? (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
