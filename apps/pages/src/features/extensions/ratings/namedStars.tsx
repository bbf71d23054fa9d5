// antd's Rate draws each star as a `role="radio"` with no name; this gives every star one ("3 stars"), so screen
// readers and the German walk read a real label.
import { cloneElement, type ReactElement, type ReactNode } from 'react';

type Star = ReactElement<{ children: ReactElement<{ 'aria-label'?: string }> }>;

export const namedStars =
  (label: (count: number) => string) =>
  (node: ReactNode, { index = 0 }: { index?: number }) => {
    const star = node as Star;
    return cloneElement(star, {}, cloneElement(star.props.children, { 'aria-label': label(index + 1) }));
  };
