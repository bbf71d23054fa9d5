// One blog post: its picture, author, date and categories, the content (HTML from data, shown only through the
// sanitiser, so nothing in it can run), the comments and the form to add one. An unknown id shows Not Found.
import { Button, Card, Col, Divider, Flex, List, Row, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage, PageHeader, useFormat } from '@live-agent/ui-kit';
import { SafeHtml } from '@live-agent/ui-kit/safe-html';
import { NAMESPACE } from '../../i18n';
import { PersonAvatar } from '../../shared/PersonAvatar';
import { useBlogDetailQuery } from '../../api';
import { demoView, isNotFound } from '../../shared/demoQuery';
import { BlogTags } from './components/BlogTags';
import { CommentForm } from './components/CommentForm';
import { BlogCard } from './components/BlogCard';
import { LoadFailed } from '../../shared/LoadFailed';
import './blog.css';

function BlogDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const detail = demoView(useBlogDetailQuery(id));
  // Only an answer to this id counts: right after a navigation the previous post is still there.
  const answer = !detail.pending && detail.data?.blog.id === Number(id) ? detail.data : null;

  if (isNotFound(detail)) return <NotFoundPage onHome={() => navigate('/pages/blog/list')} />;

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/pages/blog/list')}>
      {t('blog.detail.back')}
    </Button>
  );

  if (detail.status === 'error' && !answer) {
    return (
      <>
        <PageHeader title={t('screens.blogDetail')} extra={back} />
        <LoadFailed title={t('blog.detail.loadFailed')} lines={detail.error} onRetry={detail.reload} />
      </>
    );
  }

  if (!answer) {
    return (
      <>
        <PageHeader title={t('screens.blogDetail')} extra={back} />
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      </>
    );
  }

  const { blog, comments } = answer;
  return (
    <>
      <PageHeader
        title={blog.title}
        extra={
          <>
            {back}
            <Button icon={<EditOutlined />} onClick={() => navigate(`/pages/blog/edit/${blog.id}`)}>
              {t('blog.detail.edit')}
            </Button>
          </>
        }
      />
      <Row gutter={[{ xs: 16, md: 24 }, 24]}>
        <Col span={24}>
          <Card>
            {blog.img ? <img src={blog.img} alt="" className="pages-blog-hero" /> : null}
            <Flex gap={12} align="center" wrap style={{ margin: '16px 0' }}>
              <PersonAvatar name={blog.userFullName} src={blog.avatar} alt="" />
              <Flex vertical>
                <Typography.Text strong>{t('blog.list.by', { name: blog.userFullName })}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('blog.detail.posted', { date: format.date(blog.createdTime) })}
                </Typography.Text>
              </Flex>
              <BlogTags tags={blog.tags} />
            </Flex>
            <SafeHtml html={blog.content} className="pages-blog-content" data-testid="blog-content" />
          </Card>
        </Col>
        <Col span={24} id="comments">
          <BlogCard
            title={
              <>
                <bdi>
                  {t('blog.comments.title')} ({format.integer(comments.length)})
                </bdi>
              </>
            }
          >
            <List
              dataSource={comments}
              locale={{ emptyText: <Typography.Text type="secondary">{t('blog.comments.empty')}</Typography.Text> }}
              data-testid="blog-comments"
              renderItem={(comment) => (
                <List.Item key={comment.id}>
                  <Flex gap={12} align="flex-start" style={{ minWidth: 0, width: '100%' }}>
                    <PersonAvatar name={comment.userFullName} src={comment.avatar} alt="" />
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Flex gap={8} wrap>
                        <Typography.Text strong>{comment.userFullName}</Typography.Text>
                        <Typography.Text type="secondary">{format.dateTime(comment.commentedAt)}</Typography.Text>
                      </Flex>
                      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                        {comment.commentText}
                      </Typography.Paragraph>
                    </Flex>
                  </Flex>
                </List.Item>
              )}
            />
          </BlogCard>
          <Divider style={{ margin: '12px 0' }} />
          <CommentForm postId={blog.id} />
        </Col>
      </Row>
    </>
  );
}

export default BlogDetailPage;
