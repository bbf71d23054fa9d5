// The blog list: cards of the posts with the sidebar (search, recent posts, categories). The search, the
// category and the page live in the URL (a reload or a shared link shows the same list).
import { useCallback, useMemo } from 'react';
import { Button, Card, Col, Empty, Flex, Pagination, Row, Skeleton, Tag, Typography } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BLOG_PER_PAGE, type BlogCategory, type BlogListItem } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import { PageHeader, useFormat, useUrlState, usePagerItems } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { PersonAvatar } from '../../shared/PersonAvatar';
import { BLOG_URL, blogAsked, useBlogListQuery } from '../../api';
import { BlogSidebar } from './components/BlogSidebar';
import { BlogTags } from './components/BlogTags';
import { LoadFailed } from '../../shared/LoadFailed';
import './blog.css';

function PostCard({ post }: { post: BlogListItem }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const link = `/pages/blog/detail/${post.id}`;
  return (
    <Card
      className="pages-blog-card"
      cover={
        <Link to={link} tabIndex={-1} aria-hidden>
          <img src={post.img} alt="" className="pages-blog-cover" />
        </Link>
      }
      data-testid="blog-card"
    >
      <Flex vertical gap={10}>
        <Typography.Title level={2} className="pages-blog-title">
          <Link to={link}>{post.title}</Link>
        </Typography.Title>
        <Flex gap={8} align="center" wrap>
          <PersonAvatar name={post.userFullName} src={post.avatar} size="small" alt="" />
          <Typography.Text>{t('blog.list.by', { name: post.userFullName })}</Typography.Text>
          <Typography.Text type="secondary">· {format.date(post.blogPosted)}</Typography.Text>
        </Flex>
        <BlogTags tags={post.tags} />
        <Typography.Paragraph className="pages-blog-excerpt">{post.excerpt}</Typography.Paragraph>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Link to={`${link}#comments`}>
            <CommentOutlined /> {t('blog.list.comments', { count: post.comment })}
          </Link>
          <Link to={link} aria-label={`${t('blog.list.readMore')}: ${post.title}`}>
            {t('blog.list.readMore')}
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
}

function BlogListPage() {
  const pagerItems = usePagerItems();
  const { t } = useTranslation(NAMESPACE);
  const [url, setUrl, searched] = useUrlState(BLOG_URL);
  const list = queryView(useBlogListQuery(blogAsked(searched)), describeApiError);

  const search = useCallback((q: string) => setUrl({ q, page: 1 }, { replace: true }), [setUrl]);
  const chooseTag = useCallback((tag: BlogCategory | null) => setUrl({ tag, page: 1 }), [setUrl]);
  const answer = list.data;
  const loading = list.pending || (list.status === 'loading' && !answer);
  const narrowed = Boolean(url.q.trim() || url.tag);

  const content = useMemo(() => {
    if (list.status === 'error' && !answer) {
      return <LoadFailed title={t('blog.list.loadFailed')} lines={list.error} onRetry={list.reload} />;
    }
    if (loading || !answer) {
      return (
        <Row gutter={[16, 16]}>
          {[0, 1, 2, 3].map((key) => (
            <Col xs={24} md={12} key={key}>
              <Card>
                <Skeleton active paragraph={{ rows: 4 }} />
              </Card>
            </Col>
          ))}
        </Row>
      );
    }
    if (!answer.posts.length) {
      return (
        <Card>
          <Empty description={t('blog.list.empty')}>
            {narrowed ? (
              <Button onClick={() => setUrl({ q: '', tag: null, page: 1 })}>{t('blog.list.clear')}</Button>
            ) : null}
          </Empty>
        </Card>
      );
    }
    return (
      <Row gutter={[16, 16]} data-testid="blog-cards">
        {answer.posts.map((post) => (
          <Col xs={24} md={12} key={post.id}>
            <PostCard post={post} />
          </Col>
        ))}
      </Row>
    );
  }, [list.status, list.error, list.reload, answer, loading, narrowed, setUrl, t]);

  return (
    <>
      <PageHeader title={t('blog.list.title')} subtitle={t('blog.list.subtitle')} />
      {/* Narrower columns' gap on a phone: half of it hangs past each side of the row, more than the page's padding. */}
      <Row gutter={[{ xs: 16, lg: 24 }, 24]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 16, order: 1 }} xl={17}>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }} aria-live="polite">
            {answer && !loading ? (
              <Typography.Text type="secondary" data-testid="blog-total">
                {t('blog.list.found', { count: answer.total })}
              </Typography.Text>
            ) : null}
            {url.tag ? (
              <Tag
                closable
                onClose={() => chooseTag(null)}
                closeIcon={<span aria-label={t('blog.list.allTags')}>×</span>}
              >
                {t('blog.list.tag')}: {t(`blog.categories.${url.tag}`)}
              </Tag>
            ) : null}
          </Flex>
          {content}
          {answer && answer.total > BLOG_PER_PAGE ? (
            <Flex justify="center" style={{ marginTop: 24 }}>
              <Pagination
                current={url.page}
                pageSize={BLOG_PER_PAGE}
                total={answer.total}
                showSizeChanger={false}
                itemRender={pagerItems}
                onChange={(page) => setUrl({ page })}
              />
            </Flex>
          ) : null}
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 8, order: 2 }} xl={7}>
          <BlogSidebar q={url.q} tag={url.tag} onSearch={search} onTag={chooseTag} />
        </Col>
      </Row>
    </>
  );
}

export default BlogListPage;
