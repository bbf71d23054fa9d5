// The blog's sidebar: the search (it writes the list's `q`), the four newest posts and the categories with their
// counts (choosing one filters the list; choosing it again shows every post).
import { Button, Flex, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlogCategory } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import { useFormat, useClearable, useSearchButton, useSearchBox } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useBlogSidebarQuery } from '../../../api';
import { CATEGORY_COLORS } from './BlogTags';
import { Loaded } from '../../../shared/LoadFailed';
import { BlogCard } from './BlogCard';

export function BlogSidebar({
  q,
  tag,
  onSearch,
  onTag,
}: {
  q: string;
  tag: BlogCategory | null;
  onSearch: (q: string) => void;
  onTag: (tag: BlogCategory | null) => void;
}) {
  const clearable = useClearable();
  const searchButton = useSearchButton();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const sidebar = queryView(useBlogSidebarQuery(), describeApiError);
  // The URL may change under the box (Back, a category link): the box follows it.
  const [text, setText] = useSearchBox(q, onSearch);

  const data = sidebar.data;
  return (
    <Flex vertical gap={16} role="complementary" aria-label={t('blog.sidebar.label')}>
      <Input.Search
        value={text}
        allowClear={clearable}
        enterButton={searchButton}
        placeholder={t('blog.list.search')}
        aria-label={t('blog.list.search')}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onSearch(value)}
        data-testid="blog-search"
      />
      <Loaded view={sidebar} data={data} failedTitle={t('blog.sidebar.loadFailed')} rows={6}>
        {(data) => (
          <>
            <BlogCard title={t('blog.sidebar.recent')} size="small">
              <List
                dataSource={data.recentPosts}
                renderItem={(post) => (
                  <List.Item key={post.id}>
                    <Flex gap={12} align="center" style={{ minWidth: 0 }}>
                      <img src={post.img} alt="" className="pages-blog-thumb" />
                      <Flex vertical style={{ minWidth: 0 }}>
                        <Link to={`/pages/blog/detail/${post.id}`} className="pages-blog-recent-title">
                          {post.title}
                        </Link>
                        <Typography.Text type="secondary">{format.date(post.createdTime)}</Typography.Text>
                      </Flex>
                    </Flex>
                  </List.Item>
                )}
              />
            </BlogCard>
            <BlogCard title={t('blog.sidebar.categories')} size="small">
              <Flex vertical gap={4} data-testid="blog-categories">
                {data.categories.map(({ category, count }) => (
                  <Button
                    key={category}
                    type={tag === category ? 'primary' : 'text'}
                    aria-pressed={tag === category}
                    onClick={() => onTag(tag === category ? null : category)}
                    className="pages-blog-category"
                  >
                    <span className="pages-blog-dot" style={{ background: CATEGORY_COLORS[category] }} aria-hidden />
                    <span className="pages-blog-category-name">{t(`blog.categories.${category}`)}</span>
                    <span>{format.integer(count)}</span>
                  </Button>
                ))}
              </Flex>
            </BlogCard>
          </>
        )}
      </Loaded>
    </Flex>
  );
}
