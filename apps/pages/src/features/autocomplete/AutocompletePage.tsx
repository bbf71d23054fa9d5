// The autocomplete demo over GET /api/autocomplete/data: suggestions that narrow as you type, chosen with the
// mouse or the keyboard (arrows, Enter, Escape), in three variants: plain, grouped by continent, and with the
// typed part highlighted. Each shows what was chosen.
import { useMemo, useState, type ReactNode } from 'react';
import { AutoComplete, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLACE_CONTINENTS, type AutocompleteItem } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import { PageHeader } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { useAutocompleteQuery } from '../../api';
import { matchRange, matches } from './matching';
import { Loaded } from '../../shared/LoadFailed';
import './autocomplete.css';

/** The three variants, in the page's order (each its strings under `autocomplete.<variant>`). */
const VARIANTS = ['basic', 'grouped', 'highlight'] as const;

const describe = (item: AutocompleteItem) => `${item.title}, ${item.country}`;

function Highlighted({ text, query }: { text: string; query: string }) {
  const range = matchRange(text, query);
  if (!range) return <>{text}</>;
  return (
    <>
      {text.slice(0, range[0])}
      <mark className="pages-autocomplete-mark">{text.slice(range[0], range[1])}</mark>
      {text.slice(range[1])}
    </>
  );
}

function Demo({
  id,
  title,
  hint,
  items,
  render,
}: {
  id: string;
  title: string;
  hint: string;
  items: AutocompleteItem[];
  render: (
    matching: AutocompleteItem[],
    query: string,
  ) => Array<
    { value: string; label: ReactNode } | { label: ReactNode; options: Array<{ value: string; label: ReactNode }> }
  >;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<AutocompleteItem | null>(null);
  const matching = useMemo(() => items.filter((item) => matches(describe(item), query)), [items, query]);
  const options = useMemo(() => (query.trim() ? render(matching, query) : []), [matching, query, render]);
  const labelId = `${id}-label`;

  return (
    <Card
      title={
        <Typography.Title level={2} id={labelId} className="pages-autocomplete-title">
          {title}
        </Typography.Title>
      }
      data-testid={id}
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <AutoComplete
        value={query}
        options={options}
        onChange={(value: string) => setQuery(value)}
        onSelect={(value: string) => {
          const item = items.find((candidate) => String(candidate.id) === value) ?? null;
          setChosen(item);
          setQuery(item ? describe(item) : '');
        }}
        style={{ width: '100%' }}
        placeholder={t('autocomplete.placeholder')}
        aria-labelledby={labelId}
        notFoundContent={query.trim() ? t('autocomplete.none') : null}
        virtual={false}
      />
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }} data-testid={`${id}-chosen`} aria-live="polite">
        {chosen ? t('autocomplete.chosen', { place: describe(chosen) }) : t('autocomplete.nothingChosen')}
      </Typography.Paragraph>
    </Card>
  );
}

function AutocompletePage() {
  const { t } = useTranslation(NAMESPACE);
  const data = queryView(useAutocompleteQuery(), describeApiError);
  const items = useMemo(() => data.data?.autoComplete ?? [], [data.data]);

  const basic = useMemo(
    () => (matching: AutocompleteItem[]) => matching.map((item) => ({ value: String(item.id), label: describe(item) })),
    [],
  );
  const grouped = useMemo(
    () => (matching: AutocompleteItem[]) =>
      PLACE_CONTINENTS.map((continent) => ({
        label: <span>{t(`autocomplete.continents.${continent}`)}</span>,
        options: matching
          .filter((item) => item.continent === continent)
          .map((item) => ({ value: String(item.id), label: describe(item) })),
      })).filter((group) => group.options.length),
    [t],
  );
  const highlighted = useMemo(
    () => (matching: AutocompleteItem[], query: string) =>
      matching.map((item) => ({ value: String(item.id), label: <Highlighted text={describe(item)} query={query} /> })),
    [],
  );

  const renderers = { basic, grouped, highlight: highlighted };

  return (
    <>
      <PageHeader title={t('autocomplete.title')} subtitle={t('autocomplete.subtitle')} />
      <Loaded view={data} data={data.data} failedTitle={t('autocomplete.loadFailed')} rows={4}>
        {() => (
          <Row gutter={[{ xs: 16, md: 24 }, 24]}>
            {VARIANTS.map((variant) => (
              <Col key={variant} xs={24} lg={12} xl={8}>
                <Demo
                  id={`autocomplete-${variant}`}
                  title={t(`autocomplete.${variant}.title`)}
                  hint={t(`autocomplete.${variant}.hint`)}
                  items={items}
                  render={renderers[variant]}
                />
              </Col>
            ))}
          </Row>
        )}
      </Loaded>
    </>
  );
}

export default AutocompletePage;
