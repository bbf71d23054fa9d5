// The frame of every showcase page: the page's one h1 with a line on what it shows, then its examples in a grid
// that is one column on a phone and two from a laptop (`columns={1}` for examples that need the whole width).
import type { ReactNode } from 'react';
import { PageHeader } from '@live-agent/ui-kit';
import './showcase.css';

export interface ShowcasePageProps {
  title: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
  columns?: 1 | 2;
  children: ReactNode;
}

export function ShowcasePage({ title, subtitle, extra, columns = 2, children }: ShowcasePageProps) {
  return (
    <div className="showcase-page">
      <PageHeader title={title} subtitle={subtitle} extra={extra} />
      <div className={columns === 2 ? 'showcase-grid showcase-grid-2' : 'showcase-grid'}>{children}</div>
    </div>
  );
}
