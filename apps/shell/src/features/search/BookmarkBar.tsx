// Bookmarked pages as icons in the navbar (docs/demo-api.md, search and bookmarks): at most 10 in the bar, the rest in a
// "more" dropdown. Read (GET /api/bookmarks/data, search.api.ts) when first mounted and after each bookmark write;
// the search's star changes it at once. Pages the user may not use or whose remote is off are left out.
import { Button, Dropdown, Tooltip, theme, type MenuProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SearchPage } from '@live-agent/contracts';
import { PageIcon } from './pageIcons';
import { useNavbarBookmarksQuery } from './search.api';
import { BOOKMARK_BAR_LIMIT } from './searchResults';
import { usePageAccess } from './usePageAccess';
import './search.css';

const NONE: SearchPage[] = [];

export function BookmarkBar() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const bookmarks = useNavbarBookmarksQuery().data?.bookmarks ?? NONE;
  const { titleOf, isVisible } = usePageAccess();

  const visible = bookmarks.filter(isVisible);
  if (!visible.length) return null;
  const inBar = visible.slice(0, BOOKMARK_BAR_LIMIT);
  const more = visible.slice(BOOKMARK_BAR_LIMIT);

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
            icon={<EllipsisOutlined />}
            aria-label={t('search.moreBookmarks')}
            data-testid="bookmarks-more"
          />
        </Dropdown>
      )}
    </nav>
  );
}
