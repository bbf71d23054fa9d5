// The title row of a product screen: heading, one line of context and the screen's main actions.
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export function PageHeader({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>{title}</Typography.Title>
        {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
      </div>
      {extra ? <Flex gap={8} wrap>{extra}</Flex> : null}
    </Flex>
  );
}
