// One post of the profile feed: who and when, the text (as text), the picture, a like toggle with its count,
// the people who like it, the comments and a form to add one.
import { useEffect, useState } from 'react';
import { Avatar, Button, Card, Flex, Form, Input, Tooltip, Typography, theme } from 'antd';
import { CommentOutlined, HeartFilled, HeartOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { profileCommentField, type ProfilePost } from '@live-agent/contracts';
import { lengthCount, useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { PersonAvatar } from '../../../shared/PersonAvatar';

/** The comment's counter, up to the most the server takes (its 422 says so under the field beyond it). */
const COMMENT_COUNT = lengthCount(profileCommentField());

export function PostCard({
  post,
  onLike,
  onComment,
  commenting,
  errors,
  commentedCount,
}: {
  post: ProfilePost;
  onLike: () => void;
  onComment: (comment: string) => void;
  commenting: boolean;
  errors: string[] | undefined;
  /** Comments saved on this post so far: the form clears after each. */
  commentedCount: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  useEffect(() => setText(''), [commentedCount]);
  const inputId = `comment-${post.id}`;

  return (
    <Card data-testid={`post-${post.id}`} className="pages-post">
      <Flex gap={12} align="center">
        <PersonAvatar name={post.fullName} src={post.avatar} size={44} />
        <Flex vertical>
          <Typography.Text strong>{post.fullName}</Typography.Text>
          <Typography.Text type="secondary">
            <time dateTime={post.postTime}>{format.dateTime(post.postTime)}</time>
          </Typography.Text>
        </Flex>
      </Flex>
      {/* A person's text: each of its paragraphs reads in its own direction, whatever the layout's. */}
      <Typography.Paragraph style={{ marginTop: 12, whiteSpace: 'pre-line', unicodeBidi: 'plaintext' }}>
        {post.postText}
      </Typography.Paragraph>
      {post.postImg ? <img src={post.postImg} alt="" className="pages-post-image" /> : null}
      <Flex gap={8} wrap align="center" justify="space-between" style={{ marginTop: 12 }}>
        <Flex gap={8} align="center" wrap>
          <Button
            type="text"
            aria-pressed={post.youLiked}
            icon={post.youLiked ? <HeartFilled style={{ color: '#e0245e' }} /> : <HeartOutlined />}
            // Named by the count it shows first, then what it does ("12, Like"; docs/architecture.md, accessibility);
            // aria-pressed says whether it is on.
            aria-label={t('profile.posts.likeButton', { likes: format.integer(post.likes) })}
            onClick={onLike}
            data-testid="like"
          >
            <span data-testid="likes">{format.integer(post.likes)}</span>
          </Button>
          {post.likedUsers.length ? (
            <Avatar.Group
              max={{ count: 5, style: { background: token.colorPrimaryBg, color: token.colorPrimaryText } }}
              size="small"
              aria-label={t('profile.posts.likedBy')}
            >
              {post.likedUsers.map((person, index) => (
                <Tooltip key={`${person.fullName}-${index}`} title={person.fullName}>
                  <PersonAvatar name={person.fullName} src={person.avatar} alt={person.fullName} />
                </Tooltip>
              ))}
            </Avatar.Group>
          ) : null}
        </Flex>
        <Flex gap={16}>
          <Typography.Text type="secondary">
            <CommentOutlined aria-hidden /> {t('profile.posts.comments', { count: post.comments })}
          </Typography.Text>
          <Typography.Text type="secondary">
            <ShareAltOutlined aria-hidden /> {t('profile.posts.shares', { count: post.share })}
          </Typography.Text>
        </Flex>
      </Flex>
      {post.detailedComments.length ? (
        <ul className="pages-comments" aria-label={t('profile.posts.commentsList')}>
          {post.detailedComments.map((comment) => (
            <li key={comment.id}>
              <PersonAvatar name={comment.fullName} src={comment.avatar} size={32} />
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{comment.fullName}</Typography.Text>
                <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere', unicodeBidi: 'plaintext' }}>
                  {comment.comment}
                </Typography.Paragraph>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <Form
        layout="vertical"
        onFinish={() => {
          if (text.trim()) onComment(text);
        }}
        style={{ marginTop: 12 }}
      >
        <Form.Item
          label={<span className="la-sr-only">{t('profile.posts.addComment')}</span>}
          htmlFor={inputId}
          validateStatus={errors?.length ? 'error' : undefined}
          help={errors?.[0]}
          style={{ marginBottom: 8 }}
        >
          <Input.TextArea
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoSize={{ minRows: 1, maxRows: 5 }}
            count={COMMENT_COUNT}
            placeholder={t('profile.posts.addComment')}
          />
        </Form.Item>
        <Button htmlType="submit" type="primary" size="small" loading={commenting} disabled={!text.trim()}>
          {t('profile.posts.postComment')}
        </Button>
      </Form>
    </Card>
  );
}
