// Several values as tags, at most three shown with a "+ n" for the rest; tags can also be typed.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClearable } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

const CHANNELS = ['email', 'chat', 'phone', 'sms'] as const;

export function MultipleSelect() {
  const { t } = useTranslation(NAMESPACE);
  const clearable = useClearable();
  const options = CHANNELS.map((value) => ({ value, label: t(`formElements.channels.${value}`) }));
  return (
    <div className="elements-stack">
      <Select
        aria-label={t('formElements.select.multiple.label')}
        mode="multiple"
        options={options}
        defaultValue={['email', 'chat']}
        maxTagCount={3}
        allowClear={clearable}
      />
      <Select
        aria-label={t('formElements.select.multiple.tags')}
        mode="tags"
        placeholder={t('formElements.select.multiple.tagsPlaceholder')}
        tokenSeparators={[',']}
      />
    </div>
  );
}
