import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from data; cleaned by sanitizeHtml before it is shown. */
  html: string;
}

/** Shows HTML from data with nothing in it able to run. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Someone's text: it reads in its own direction (its first letters'), whatever the layout's.
  return <div dir="auto" {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
