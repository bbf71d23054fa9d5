// Bookmarked pages as icons in the navbar (docs/demo-api.md, search and bookmarks): at most 10 in the bar, the rest in a
// "more" dropdown. Loaded once (GET /api/bookmarks/data) when first mounted; the search's star
// toggles change it at once. Pages the user may not use or whose remote is off are left out.
import { useEffect, useEffectEvent } from 'react';
import { Button, Dropdown, Tooltip, theme, type MenuProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjected } from '@live-agent/store';
import { navbarFeature } from './navbar.feature';
import { bookmarksRequested, selectBookmarks, selectBookmarksStatus } from './navbar.slice';
import { PageIcon } from './pageIcons';
import { BOOKMARK_BAR_LIMIT } from './searchResults';
import { usePageAccess } from './usePageAccess';
import './search.css';

export function BookmarkBar() {
  useInjected(navbarFeature);
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const status = useSelector(selectBookmarksStatus);
  const bookmarks = useSelector(selectBookmarks);
  const { titleOf, isVisible } = usePageAccess();

  // Once, when first mounted: the status as it is then.
  const requestIfIdle = useEffectEvent(() => {
    if (status === 'idle') dispatch(bookmarksRequested());
  });
  useEffect(() => requestIfIdle(), []);

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
