// The search banner of the FAQ and the knowledge base: a heading, a line under it and a search box whose text
// goes to the URL (`q`) a moment after typing stops, so a reload or a shared link shows the same search and
// the server is not asked on every key.
import { useEffect, useRef, useState } from 'react';
import { Input, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import './search-banner.css';
import { SEARCH_TEXT_MAX } from '@live-agent/contracts';
import { useClearable } from '@live-agent/ui-kit';

/** How long typing must pause before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBanner({
  title,
  subtitle,
  label,
  placeholder,
  value,
  onSearch,
  testId,
}: {
  title: string;
  subtitle: string;
  label: string;
  placeholder: string;
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
  testId: string;
}) {
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
    <section className="pages-search-banner" data-testid={testId}>
      <Typography.Title level={2} className="pages-search-banner-title">
        {title}
      </Typography.Title>
      <Typography.Paragraph className="pages-search-banner-subtitle">{subtitle}</Typography.Paragraph>
      <Input
        role="searchbox"
        aria-label={label}
        size="large"
        allowClear={clearable}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={placeholder}
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(event) => change(event.target.value, event.type !== 'change')}
        onPressEnter={() => change(text, true)}
        className="pages-search-banner-input"
      />
    </section>
  );
}
