// The top of the FAQ and the knowledge base: the page's header, then the search banner (a heading, a line under it
// and a search box whose text goes to the URL (`q`) a moment after typing stops, so a reload or a shared link shows
// the same search and the server is not asked on every key), then what the search found, said to a screen reader;
// and what the page shows when its search found nothing.
import { useEffect, useRef, useState } from 'react';
import { Button, Card, Empty, Input, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './search-banner.css';
import { SEARCH_TEXT_MAX } from '@live-agent/contracts';
import { PageHeader, useClearable } from '@live-agent/ui-kit';
import { NAMESPACE } from '../i18n';

/** How long typing must pause before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBanner({
  strings,
  value,
  onSearch,
  found,
  testId,
}: {
  /**
   * The page's strings: `<strings>.title` and `.subtitle` (the header), `.bannerTitle`, `.bannerSubtitle`,
   * `.searchLabel` and `.searchPlaceholder` (the banner) and `.found` (the count said).
   */
  strings: string;
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
  /** How many the search found, once its answer is in; nothing is said without a search or before its answer. */
  found: number | undefined;
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const clearable = useClearable();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The URL changed without typing (back, a link, Clear): the box follows it.
  useEffect(() => {
    setText(value);
  }, [value]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (next: string, now = false) => {
    setText(next);
    if (timer.current) clearTimeout(timer.current);
    if (now) onSearch(next);
    else timer.current = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
  };

  return (
    <>
      <PageHeader title={t(`${strings}.title`)} subtitle={t(`${strings}.subtitle`)} />
      <section className="pages-search-banner" data-testid={testId}>
        <Typography.Title level={2} className="pages-search-banner-title">
          {t(`${strings}.bannerTitle`)}
        </Typography.Title>
        <Typography.Paragraph className="pages-search-banner-subtitle">
          {t(`${strings}.bannerSubtitle`)}
        </Typography.Paragraph>
        <Input
          role="searchbox"
          aria-label={t(`${strings}.searchLabel`)}
          size="large"
          allowClear={clearable}
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={t(`${strings}.searchPlaceholder`)}
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => change(event.target.value, event.type !== 'change')}
          onPressEnter={() => change(text, true)}
          className="pages-search-banner-input"
        />
      </section>
      {/* Said once per answer, not per key: the count of what the search found. */}
      <p className="la-sr-only" role="status" aria-live="polite">
        {found === undefined ? '' : t(`${strings}.found`, { count: found })}
      </p>
    </>
  );
}

/** The search found nothing: says what was searched for (`<strings>.noResults`) and offers to clear it. */
export function NoSearchResults({
  strings,
  value,
  onClear,
  testId,
}: {
  strings: string;
  value: string;
  onClear: () => void;
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card data-testid={testId}>
      <Empty description={t(`${strings}.noResults`, { q: value.trim() })}>
        <Button type="primary" onClick={onClear}>
          {t(`${strings}.clear`)}
        </Button>
      </Empty>
    </Card>
  );
}
