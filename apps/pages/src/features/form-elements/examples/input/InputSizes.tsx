// Three sizes, and the states a field shows: disabled, read-only, warning and error.
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function InputSizes() {
  const { t } = useTranslation(NAMESPACE);
  const label = (key: string) => t(`formElements.input.sizes.${key}`);
  return (
    <div className="elements-stack">
      <Input size="large" aria-label={label('large')} placeholder={label('large')} />
      <Input aria-label={label('middle')} placeholder={label('middle')} />
      <Input size="small" aria-label={label('small')} placeholder={label('small')} />
      <Input disabled aria-label={label('disabled')} value={label('disabled')} />
      <Input readOnly aria-label={label('readOnly')} value={label('readOnly')} />
      <Input status="warning" aria-label={label('warning')} placeholder={label('warning')} />
      <Input status="error" aria-label={label('error')} placeholder={label('error')} />
    </div>
  );
}
