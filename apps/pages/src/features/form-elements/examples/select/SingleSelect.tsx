// One value from a list, with a clear button, in three sizes, and disabled.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClearable } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

const DEPARTMENTS = ['sales', 'support', 'billing', 'technical'] as const;

export function SingleSelect() {
  const { t } = useTranslation(NAMESPACE);
  const clearable = useClearable();
  const options = DEPARTMENTS.map((value) => ({ value, label: t(`formElements.departments.${value}`) }));
  const label = (key: string) => t(`formElements.select.single.${key}`);
  return (
    <div className="elements-stack">
      <Select
        aria-label={label('label')}
        options={options}
        defaultValue="support"
        allowClear={clearable}
        size="large"
      />
      <Select aria-label={label('placeholder')} options={options} placeholder={label('placeholder')} />
      <Select aria-label={label('disabled')} options={options} defaultValue="sales" disabled size="small" />
    </div>
  );
}
