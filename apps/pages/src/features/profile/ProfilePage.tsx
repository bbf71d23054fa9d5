// The profile page: a header (cover, picture, name, designation and tabs), then about, suggested pages and
// twitter feeds; the feed of posts with "Load more"; latest photos, suggestions and polls. The Feed tab shows
// everything; About and Photos show only that part in the middle column.
import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Flex, Row, Skeleton, Tabs, Typography } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '@live-agent/auth';
import { validationFailureOf } from '@live-agent/store';
import { PageHeader, toast, urlParam, useFormat, useUrlState } from '@live-agent/ui-kit';
import { PROFILE_POSTS_PER_PAGE, type ProfileData } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { PersonAvatar } from '../../shared/PersonAvatar';
import '../../shared/facts.css';
import {
  useCommentProfilePostMutation,
  useLazyProfilePostsQuery,
  useLikeProfilePostMutation,
  useProfileQuery,
  useVoteProfilePollMutation,
} from '../../api';
import { pagesT } from '../../feedback';
import { demoView } from '../../shared/demoQuery';
import { PostCard } from './components/PostCard';
import { PollCard } from './components/PollCard';
import { LoadFailed } from '../../shared/LoadFailed';
import './profile.css';

const TABS = ['feed', 'about', 'photos'] as const;
// The tab is in the URL, so a link or a reload opens the same one.
const URL_SCHEMA = { tab: urlParam.oneOf(TABS, 'feed') };
type Data = Omit<ProfileData, 'posts' | 'postsTotal'>;

function About({ data }: { data: Data }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { userAbout } = data;
  const facts: Array<[string, ReactNode]> = [
    [t('profile.about.joined'), format.date(`${userAbout.joined}T12:00:00Z`)],
    [t('profile.about.lives'), userAbout.lives],
    [
      t('profile.about.email'),
      <Typography.Link key="e" href={`mailto:${userAbout.email}`}>
        <bdi dir="ltr">{userAbout.email}</bdi>
      </Typography.Link>,
    ],
    [
      t('profile.about.website'),
      <Typography.Link key="w" href={userAbout.website} target="_blank" rel="noopener noreferrer">
        <bdi dir="ltr">{userAbout.website}</bdi>
      </Typography.Link>,
    ],
  ];
  return (
    <Card title={t('profile.about.title')} data-testid="profile-about">
      <Typography.Paragraph>{userAbout.about}</Typography.Paragraph>
      <dl className="pages-user-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Photos({ data }: { data: Data }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card title={t('profile.photos.title')} data-testid="profile-photos">
      <div className="pages-photos">
        {data.latestPhotos.map((photo, index) => (
          <img key={photo.id} src={photo.img} alt={t('profile.photos.alt', { n: index + 1 })} loading="lazy" />
        ))}
      </div>
    </Card>
  );
}

function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const state = demoView(useProfileQuery());
  const [{ tab }, setUrl] = useUrlState(URL_SCHEMA);
  const [favorites, setFavorites] = useState<Record<number, boolean>>({});
  const [loadPosts, more] = useLazyProfilePostsQuery();
  const [like] = useLikeProfilePostMutation();
  const [comment, commenting] = useCommentProfilePostMutation();
  const [vote, voting] = useVoteProfilePollMutation();
  /** Post id → the last comment's errors; post id → comments saved (the form clears itself after one). */
  const [commentErrors, setCommentErrors] = useState<Record<number, string[]>>({});
  const [commented, setCommented] = useState<Record<number, number>>({});

  const { data } = state;
  const posts = data?.posts ?? [];
  const loadMore = () =>
    loadPosts(Math.floor(posts.length / PROFILE_POSTS_PER_PAGE) + 1)
      .unwrap()
      .catch((error: unknown) => reportApiError(error, toast.error));
  const likePost = (postId: number) =>
    like(postId)
      .unwrap()
      .catch((error: unknown) => reportApiError(error, toast.error));
  const sendComment = async (postId: number, text: string) => {
    setCommentErrors(({ [postId]: _dropped, ...others }) => others);
    try {
      await comment({ postId, comment: text }).unwrap();
      setCommented((counts) => ({ ...counts, [postId]: (counts[postId] ?? 0) + 1 }));
    } catch (error) {
      // A refused comment shows its reason under the field only.
      const refused = validationFailureOf(error);
      if (!refused) reportApiError(error, toast.error);
      else if (refused.errors?.comment?.length)
        setCommentErrors((all) => ({ ...all, [postId]: refused.errors!.comment }));
    }
  };
  const votePoll = async (pollId: number, optionId: number) => {
    try {
      await vote({ pollId, optionId }).unwrap();
      toast.success(pagesT('profile.polls.thanks'));
    } catch (error) {
      const refused = validationFailureOf(error);
      if (refused) toast.error(refused.errors?.optionId?.[0] ?? refused.message ?? '');
      else reportApiError(error, toast.error);
    }
  };

  if (state.status === 'error' && !data) {
    return (
      <>
        <PageHeader title={t('profile.title')} />
        <LoadFailed title={t('profile.loadFailed')} onRetry={state.reload} />
      </>
    );
  }
  if (!data)
    return (
      <>
        <PageHeader title={t('profile.title')} />
        <Card>
          <Skeleton active avatar paragraph={{ rows: 10 }} />
        </Card>
      </>
    );

  const feed = (
    <Flex vertical gap={16} data-testid="profile-feed">
      {posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          onLike={() => likePost(post.id)}
          onComment={(text) => sendComment(post.id, text)}
          commenting={commenting.isLoading && commenting.originalArgs?.postId === post.id}
          errors={commentErrors[post.id]}
          commentedCount={commented[post.id] ?? 0}
        />
      ))}
      {posts.length < data.postsTotal ? (
        <Button onClick={loadMore} loading={more.isFetching} block>
          {t('common.loadMore')}
        </Button>
      ) : (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('profile.posts.end')}
        </Typography.Text>
      )}
    </Flex>
  );

  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <Card
        className="pages-profile-header"
        styles={{ body: { paddingBottom: 0 } }}
        cover={<img src={data.header.coverImg} alt="" className="pages-profile-cover" />}
        style={{ marginBottom: 16 }}
      >
        <Flex gap={16} align="end" wrap className="pages-profile-identity">
          <PersonAvatar
            name={data.header.fullName}
            src={data.header.avatar}
            size={104}
            shape="square"
            alt={t('avatar.alt', { name: data.header.fullName })}
          />
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {data.header.fullName}
            </Typography.Title>
            <Typography.Text type="secondary">{data.header.designation}</Typography.Text>
          </Flex>
        </Flex>
        <Tabs
          activeKey={tab}
          onChange={(key) => setUrl({ tab: key as (typeof TABS)[number] })}
          style={{ marginTop: 8 }}
          items={[
            { key: 'feed', label: t('profile.tabs.feed') },
            { key: 'about', label: t('profile.tabs.about') },
            { key: 'photos', label: t('profile.tabs.photos') },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={6}>
          <Flex vertical gap={16}>
            <About data={data} />
            <Card title={t('profile.pages.title')} size="small">
              <Flex vertical gap={12}>
                {data.suggestedPages.map((page) => {
                  const favorite = favorites[page.id] ?? page.favorite;
                  return (
                    <Flex key={page.id} gap={10} align="center">
                      <PersonAvatar name={page.fullName} src={page.avatar} />
                      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                        <Typography.Text strong>{page.fullName}</Typography.Text>
                        <Typography.Text type="secondary">{page.subtitle}</Typography.Text>
                      </Flex>
                      <Button
                        type="text"
                        aria-pressed={favorite}
                        aria-label={t('profile.pages.favorite', { name: page.fullName })}
                        icon={favorite ? <HeartFilled style={{ color: '#e0245e' }} /> : <HeartOutlined />}
                        onClick={() => setFavorites({ ...favorites, [page.id]: !favorite })}
                      />
                    </Flex>
                  );
                })}
              </Flex>
            </Card>
            <Card title={t('profile.twitter.title')} size="small">
              <Flex vertical gap={12}>
                {data.twitterFeeds.map((feedItem) => (
                  <Flex key={feedItem.id} gap={10} align="start">
                    <PersonAvatar name={feedItem.fullName} src={feedItem.avatar} />
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Typography.Text strong>
                        {feedItem.fullName} <Typography.Text type="secondary">{feedItem.handle}</Typography.Text>
                      </Typography.Text>
                      <Typography.Text>{feedItem.text}</Typography.Text>
                    </Flex>
                  </Flex>
                ))}
              </Flex>
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={12}>
          {tab === 'about' ? <About data={data} /> : tab === 'photos' ? <Photos data={data} /> : feed}
        </Col>
        <Col xs={24} lg={6}>
          <Flex vertical gap={16}>
            <Photos data={data} />
            <Card title={t('profile.suggestions.title')} size="small">
              <Flex vertical gap={12}>
                {data.suggestions.map((person) => (
                  <Flex key={person.id} gap={10} align="center">
                    <PersonAvatar name={person.fullName} src={person.avatar} />
                    <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                      <Typography.Text strong>{person.fullName}</Typography.Text>
                      <Typography.Text type="secondary">
                        {t('profile.suggestions.mutual', { count: person.mutualFriend })}
                      </Typography.Text>
                    </Flex>
                  </Flex>
                ))}
              </Flex>
            </Card>
            {data.polls.map((poll) => (
              <PollCard
                key={poll.id}
                poll={poll}
                voting={voting.isLoading && voting.originalArgs?.pollId === poll.id}
                onVote={(optionId) => votePoll(poll.id, optionId)}
              />
            ))}
          </Flex>
        </Col>
      </Row>
    </>
  );
}

export default ProfilePage;
