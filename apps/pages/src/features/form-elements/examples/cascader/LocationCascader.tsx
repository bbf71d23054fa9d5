// A choice in levels (country, region, city), searchable across the levels.
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const PLACES: Record<string, Record<string, string[]>> = {
  de: { bavaria: ['Munich', 'Nuremberg'], berlin: ['Berlin'] },
  fr: { idf: ['Paris', 'Versailles'], ara: ['Lyon', 'Grenoble'] },
  pt: { lisbon: ['Lisbon', 'Sintra'], north: ['Porto', 'Braga'] },
};

export function LocationCascader() {
  const { t } = useTranslation(NAMESPACE);
  const options = Object.entries(PLACES).map(([country, regions]) => ({
    value: country,
    label: t(`formElements.cascader.countries.${country}`),
    children: Object.entries(regions).map(([region, cities]) => ({
      value: region,
      label: t(`formElements.cascader.regions.${region}`),
      children: cities.map((city) => ({ value: city, label: city })),
    })),
  }));
  return (
    <div className="elements-stack">
      <Cascader
        aria-label={t('formElements.cascader.location.label')}
        options={options}
        placeholder={t('formElements.cascader.location.placeholder')}
        showSearch
      />
      <Cascader
        aria-label={t('formElements.cascader.location.multiple')}
        options={options}
        multiple
        maxTagCount="responsive"
        placeholder={t('formElements.cascader.location.multiple')}
      />
    </div>
  );
}
