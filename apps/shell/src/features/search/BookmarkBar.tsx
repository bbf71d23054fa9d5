// Bookmarked pages as icons in the navbar (docs/demo-api.md, search and bookmarks): at most 10 in the bar, the rest in a
// "more" dropdown. Read (GET /api/bookmarks/data, search.api.ts) when first mounted and after each bookmark write;
// the search's star changes it at once. Pages the user may not use or whose remote is off are left out.
import { Button, Dropdown, Tooltip, theme, type MenuProps } from 'antd';
import { EllipsisOutlined, StarOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SearchPage } from '@live-agent/contracts';
import { PageIcon } from './pageIcons';
import { useNavbarBookmarksQuery } from './search.api';
import { BOOKMARK_BAR_LIMIT } from './searchResults';
import { usePageAccess } from './usePageAccess';
import './search.css';

const NONE: SearchPage[] = [];

/** `inline`: the first ten as icons in the bar (else every one in the bar's menu, where the navbar is short). */
export function BookmarkBar({ inline = true }: { inline?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const bookmarks = useNavbarBookmarksQuery().data?.bookmarks ?? NONE;
  const { titleOf, isVisible } = usePageAccess();

  const visible = bookmarks.filter(isVisible);
  if (!visible.length) return null;
  const limit = inline ? BOOKMARK_BAR_LIMIT : 0;
  const inBar = visible.slice(0, limit);
  const more = visible.slice(limit);

  const moreItems: MenuProps['items'] = more.map((page) => ({
    key: String(page.id),
    icon: <PageIcon name={page.icon} />,
    label: titleOf(page),
    'data-testid': `bookmark-${page.id}`,
  }));

  return (
    <nav className="bookmark-bar" aria-label={t('search.bookmarks')} data-testid="bookmark-bar">
      {inBar.map((page) => (
        <Tooltip key={page.id} title={titleOf(page)}>
          <Link
            to={page.link}
            className="bookmark-bar-link"
            aria-label={titleOf(page)}
            data-testid={`bookmark-${page.id}`}
            style={{ color: token.colorText }}
          >
            <PageIcon name={page.icon} />
          </Link>
        </Tooltip>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: moreItems,
            onClick: ({ key }) => {
              const page = more.find((candidate) => String(candidate.id) === key);
              if (page) navigate(page.link);
            },
          }}
        >
          <Button
            type="text"
            icon={inBar.length ? <EllipsisOutlined /> : <StarOutlined />}
            aria-label={inBar.length ? t('search.moreBookmarks') : t('search.bookmarks')}
            data-testid="bookmarks-more"
          />
        </Dropdown>
      )}
    </nav>
  );
}
