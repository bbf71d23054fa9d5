// Navbar search (docs/demo-api.md, search and bookmarks): a search button opens a box over the navbar with the results under
// it: Pages, Files and Contacts, at most 4 each, matched case-insensitively. ArrowDown/ArrowUp move the
// highlight across all groups, Enter opens the highlighted result, Escape clears and closes. "/" or
// Ctrl+K (Cmd+K) opens it when the focus is not in a text field. Each page result has a bookmark star. The data is
// the API slice's (search.api.ts): the search index asked on the first open, the stars shown at once when clicked.
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffectEvent,
} from 'react';
import { Avatar, Button, Input, Spin, Tooltip, Typography, theme, type InputRef } from 'antd';
import { CloseOutlined, SearchOutlined, StarFilled, StarOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@live-agent/auth';
import type { SearchContact, SearchFile, SearchPage } from '@live-agent/contracts';
import type { RequestStatus } from '@live-agent/store';
import { PageIcon } from './pageIcons';
import { searchApi, useLazyNavbarSearchQuery, useToggleBookmarkMutation } from './search.api';
import { normalizeQuery, searchGroup } from './searchResults';
import { usePageAccess } from './usePageAccess';
import './search.css';

type SearchOption =
  { kind: 'page'; item: SearchPage } | { kind: 'file'; item: SearchFile } | { kind: 'contact'; item: SearchContact };

type GroupKind = SearchOption['kind'];

/** The server's group titles ('Pages', 'Files', 'Contacts') as translation keys. */
export const GROUP_TITLE_KEYS: Record<GroupKind, string> = {
  page: 'search.groups.pages',
  file: 'search.groups.files',
  contact: 'search.groups.contacts',
};

const NONE_PAGES: SearchPage[] = [];
const NONE_FILES: SearchFile[] = [];
const NONE_CONTACTS: SearchContact[] = [];

/** The error catalogue's lines as one, or null when there is nothing to say (a request given up). */
function errorText(error: unknown): string | null {
  const lines = describeApiError(error);
  return lines.length ? lines.join(' ') : null;
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable;
}

export function NavbarSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [loadSearch, search] = useLazyNavbarSearchQuery();
  // The bookmarks as the bar shows them, when it has read them (not asked for here): the newer truth for the stars.
  const bookmarks = searchApi.endpoints.navbarBookmarks.useQueryState().data?.bookmarks;
  const [toggleBookmark] = useToggleBookmarkMutation();
  const { titleOf, isVisible } = usePageAccess();

  const status: RequestStatus = search.data ? 'ready' : search.isError ? 'error' : 'loading';
  const searchError = search.isError ? errorText(search.error) : null;
  const files = search.data?.files ?? NONE_FILES;
  const contacts = search.data?.contacts ?? NONE_CONTACTS;
  const pages = useMemo(() => {
    const all = search.data?.pages ?? NONE_PAGES;
    if (!bookmarks) return all;
    const bookmarked = new Set(bookmarks.map((page) => page.id));
    return all.map((page) =>
      page.isBookmarked === bookmarked.has(page.id) ? page : { ...page, isBookmarked: !page.isBookmarked },
    );
  }, [search.data, bookmarks]);

  // The query is the box's own: it stays while a click outside closes the box, and is cleared by Escape, the close
  // button and opening a page.
  const [query, setQuery] = useState('');
  /** The error of the last failed bookmark toggle, until the next toggle. */
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<InputRef>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-results`;

  // Asked on the first open (again on a later open if it failed): the cached answer is taken when there is one.
  const opened = useEffectEvent(() => {
    void loadSearch(undefined, true);
    inputRef.current?.focus();
  });
  useEffect(() => {
    if (open) opened();
  }, [open]);

  // "/" and Ctrl+K (Cmd+K) open the search unless the user is typing somewhere, or a remote's screen handled the
  // key itself: the shell listens on the window, the last stop of the bubbling phase, after every listener of the
  // page, and yields to one that prevented the default (docs/architecture.md, Conventions: keyboard shortcuts).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextField(event.target)) return;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      if (slash || ctrlK) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A click outside closes the box (the query stays for the next open).
  useEffect(() => {
    if (!open) return undefined;
    const onMouseDown = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [open]);

  const hasQuery = normalizeQuery(query) !== '';
  const groups: Array<{ kind: GroupKind; options: SearchOption[] }> = hasQuery
    ? [
        {
          kind: 'page',
          options: searchGroup(pages.filter(isVisible), query, (page) => [titleOf(page), page.title]).map(
            (item): SearchOption => ({ kind: 'page', item }),
          ),
        },
        {
          kind: 'file',
          options: searchGroup(files, query, (file) => [file.title]).map((item): SearchOption => ({
            kind: 'file',
            item,
          })),
        },
        {
          kind: 'contact',
          options: searchGroup(contacts, query, (contact) => [contact.title]).map((item): SearchOption => ({
            kind: 'contact',
            item,
          })),
        },
      ]
    : [];
  const options = groups.flatMap((group) => group.options);
  const active = options.length ? Math.min(Math.max(highlight, 0), options.length - 1) : -1;
  const optionId = (option: SearchOption) => `${baseId}-${option.kind}-${option.item.id}`;
  const activeId = active >= 0 ? optionId(options[active]) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = (clear: boolean) => {
    if (clear) setQuery('');
    setHighlight(0);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const openOption = (option: SearchOption) => {
    if (option.kind === 'page') {
      navigate(option.item.link);
      close(true);
    } else {
      // Files and contacts have no screen of their own: choosing one just closes the box.
      close(false);
    }
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    // The other keys belong to the input; a focused star button keeps its own Enter.
    if (event.target !== inputRef.current?.input) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing && active >= 0) {
      event.preventDefault();
      openOption(options[active]);
    }
  };

  // Shown at once; a refused write is put back (search.api.ts) and says why under the results.
  const toggle = (page: SearchPage) => {
    setToggleError(null);
    toggleBookmark(page)
      .unwrap()
      .catch((error: unknown) => setToggleError(errorText(error)));
  };

  const renderOption = (option: SearchOption, index: number) => {
    const selected = index === active;
    let content: ReactNode;
    if (option.kind === 'page') {
      const page = option.item;
      const bookmarkLabel = page.isBookmarked ? t('search.removeBookmark') : t('search.addBookmark');
      content = (
        <>
          <span className="navbar-search-option-icon" style={{ color: token.colorTextSecondary }}>
            <PageIcon name={page.icon} />
          </span>
          <span className="navbar-search-option-main">
            <Typography.Text>{titleOf(page)}</Typography.Text>
          </span>
          <Button
            type="text"
            size="small"
            shape="circle"
            aria-label={bookmarkLabel}
            title={bookmarkLabel}
            data-testid={`bookmark-toggle-${page.id}`}
            icon={page.isBookmarked ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              event.stopPropagation();
              toggle(page);
            }}
          />
        </>
      );
    } else if (option.kind === 'file') {
      const file = option.item;
      content = (
        <>
          <span className="navbar-search-option-icon">
            <img src={file.file} alt="" />
          </span>
          <span className="navbar-search-option-main">
            <Typography.Text>{file.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('search.fileBy', { name: file.by })}
            </Typography.Text>
          </span>
          <Typography.Text type="secondary" className="navbar-search-option-meta">
            {file.size}
          </Typography.Text>
        </>
      );
    } else {
      const contact = option.item;
      content = (
        <>
          <span className="navbar-search-option-icon">
            <Avatar size={28} src={contact.img || undefined} icon={<UserOutlined />} alt="" />
          </span>
          <span className="navbar-search-option-main">
            <Typography.Text>{contact.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {contact.email}
            </Typography.Text>
          </span>
        </>
      );
    }
    return (
      <div
        key={optionId(option)}
        id={optionId(option)}
        role="option"
        aria-selected={selected}
        className="navbar-search-option"
        data-testid={`search-option-${option.kind}-${option.item.id}`}
        style={selected ? { background: token.controlItemBgActive } : undefined}
        onMouseEnter={() => setHighlight(index)}
        // Keeps the focus (and the keyboard) in the input.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => openOption(option)}
      >
        {content}
      </div>
    );
  };

  let panelContent: ReactNode;
  if (status === 'error') {
    panelContent = (
      <div className="navbar-search-message">
        <Typography.Text type="danger" data-testid="navbar-search-error">
          {searchError ?? t('search.loadFailed')}
        </Typography.Text>
      </div>
    );
  } else if (status !== 'ready') {
    panelContent = (
      <div className="navbar-search-message">
        <Spin size="small" description={t('search.loading')} data-testid="navbar-search-loading" />
      </div>
    );
  } else if (!hasQuery) {
    panelContent = (
      <div className="navbar-search-message">
        <Typography.Text type="secondary">{t('search.hint')}</Typography.Text>
      </div>
    );
  } else {
    let index = 0;
    panelContent = (
      <div role="listbox" id={listboxId} aria-label={t('search.results')} data-testid="navbar-search-results">
        {groups.map((group) => {
          const headingId = `${baseId}-${group.kind}-heading`;
          return (
            <div
              key={group.kind}
              role="group"
              aria-labelledby={headingId}
              className="navbar-search-group"
              data-testid={`navbar-search-group-${group.kind}`}
            >
              <div id={headingId} className="navbar-search-group-title" style={{ color: token.colorTextSecondary }}>
                {t(GROUP_TITLE_KEYS[group.kind])}
              </div>
              {group.options.length === 0 ? (
                <div className="navbar-search-empty" data-testid={`navbar-search-empty-${group.kind}`}>
                  <Typography.Text type="secondary">{t('search.noResults')}</Typography.Text>
                </div>
              ) : (
                group.options.map((option) => renderOption(option, index++))
              )}
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <div className="navbar-search" ref={containerRef}>
      <Tooltip title={t('search.openHint')}>
        <Button
          ref={buttonRef}
          type="text"
          icon={<SearchOutlined />}
          aria-label={t('search.open')}
          aria-expanded={open}
          data-testid="navbar-search-open"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {open && (
        <div
          className="navbar-search-overlay"
          style={{ background: token.colorBgContainer }}
          onKeyDown={onKeyDown}
          data-testid="navbar-search"
        >
          <SearchOutlined style={{ fontSize: 18, color: token.colorTextSecondary }} />
          <Input
            ref={inputRef}
            className="navbar-search-input"
            variant="borderless"
            size="large"
            value={query}
            placeholder={t('search.placeholder')}
            aria-label={t('search.inputLabel')}
            data-testid="navbar-search-input"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={hasQuery && status === 'ready'}
            aria-controls={hasQuery && status === 'ready' ? listboxId : undefined}
            aria-activedescendant={activeId}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              setHighlight(0);
            }}
          />
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('search.close')}
            data-testid="navbar-search-close"
            onClick={() => close(true)}
          />
          <div
            className="navbar-search-panel"
            style={{ background: token.colorBgElevated, boxShadow: token.boxShadowSecondary }}
            data-testid="navbar-search-panel"
          >
            {panelContent}
            {toggleError && (
              <div className="navbar-search-message">
                <Typography.Text type="danger" role="alert">
                  {toggleError}
                </Typography.Text>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
