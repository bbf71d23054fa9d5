import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from data; cleaned by sanitizeHtml before it is shown. */
  html: string;
}

/** Shows HTML from data with nothing in it able to run. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
