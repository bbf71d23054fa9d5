// Options asked of the demo API as the user types (docs/demo-api.md, Forms showcase), once typing pauses; a
// spinner while the answer is on its way.
import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { useShowcaseCitiesQuery } from '../../api';

const ASK_AFTER_MS = 300;

export function AsyncSelect() {
  const { t } = useTranslation(NAMESPACE);
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim()), ASK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useShowcaseCitiesQuery(asked);
  return (
    <div className="elements-stack">
      <Select
        aria-label={t('formElements.select.async.label')}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        placeholder={t('formElements.select.async.placeholder')}
        loading={isFetching}
        notFoundContent={isFetching ? <Spin size="small" /> : t('formElements.select.async.none')}
        options={data?.cities.map((city) => ({ value: city.id, label: `${city.title} (${city.country})` }))}
        data-testid="async-select"
      />
    </div>
  );
}
