// A group with a "select all" box that shows a dash when only some are ticked.
import { useState } from 'react';
import { Checkbox, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const CHANNELS = ['email', 'chat', 'phone', 'sms'] as const;

export function CheckboxGroupAll() {
  const { t } = useTranslation(NAMESPACE);
  const [checked, setChecked] = useState<string[]>(['email', 'chat']);
  const all = checked.length === CHANNELS.length;
  return (
    <div>
      <Checkbox
        indeterminate={checked.length > 0 && !all}
        checked={all}
        onChange={(event) => setChecked(event.target.checked ? [...CHANNELS] : [])}
      >
        {t('formElements.checkbox.group.all')}
      </Checkbox>
      <Divider size="small" />
      <Checkbox.Group
        aria-label={t('formElements.checkbox.group.label')}
        value={checked}
        onChange={setChecked}
        options={CHANNELS.map((channel) => ({ value: channel, label: t(`formElements.channels.${channel}`) }))}
      />
    </div>
  );
}
