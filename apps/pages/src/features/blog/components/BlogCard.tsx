// A card of the blog's pages whose title is an h2 in the blog's card style (the sidebar's lists, the comments and
// the comment form).
import type { ReactNode } from 'react';
import { Card, Typography, type CardProps } from 'antd';

export function BlogCard({ title, ...card }: Omit<CardProps, 'title'> & { title: ReactNode }) {
  return (
    <Card
      {...card}
      title={
        <Typography.Title level={2} className="pages-blog-card-title">
          {title}
        </Typography.Title>
      }
    />
  );
}
