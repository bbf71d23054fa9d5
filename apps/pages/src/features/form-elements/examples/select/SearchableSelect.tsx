// Typing narrows the list: matching ignores case and accents (so "zur" finds Zürich).
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const CITIES = ['Berlin', 'Lisboa', 'Montréal', 'München', 'Paris', 'Porto', 'São Paulo', 'Zürich'];
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function SearchableSelect() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="elements-stack">
      <Select
        aria-label={t('formElements.select.search.label')}
        showSearch={{ filterOption: (input, option) => plain(String(option?.label)).includes(plain(input)) }}
        placeholder={t('formElements.select.search.placeholder')}
        options={CITIES.map((city) => ({ value: city, label: city }))}
      />
    </div>
  );
}
