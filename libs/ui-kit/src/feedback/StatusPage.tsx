// A full-page state (icon, title, explanation, actions). Our own rather than antd's Result: Result
// ships its 403/404/500 illustrations to every first load whether they are shown or not.
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useDocumentTitle } from '@live-agent/store';
import './status-page.css';

export type StatusTone = 'info' | 'warning' | 'error' | 'success';

export function StatusPage({
  tone,
  icon,
  title,
  subTitle,
  extra,
  children,
  ...rest
}: {
  tone: StatusTone;
  icon: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  // A state that fills the page names the tab too ("Page not found · Acme Support"), not the screen left before it.
  useDocumentTitle(typeof title === 'string' ? title : null);
  return (
    <Flex
      vertical
      align="center"
      className={`status-page status-page-${tone}`}
      role="region"
      aria-label={typeof title === 'string' ? title : undefined}
      data-testid={rest['data-testid']}
    >
      <div className="status-page-icon" aria-hidden="true">
        {icon}
      </div>
      <Typography.Title level={3} className="status-page-title">
        {title}
      </Typography.Title>
      {subTitle ? (
        <Typography.Paragraph type="secondary" className="status-page-subtitle">
          {subTitle}
        </Typography.Paragraph>
      ) : null}
      {extra ? <div className="status-page-extra">{extra}</div> : null}
      {children}
    </Flex>
  );
}
