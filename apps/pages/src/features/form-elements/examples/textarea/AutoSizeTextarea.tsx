// A text area that grows with its text, from two to six lines, then scrolls.
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function AutoSizeTextarea() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="elements-stack">
      <Input.TextArea aria-label={t('formElements.textarea.autosize.label')} autoSize={{ minRows: 2, maxRows: 6 }} />
      <Input.TextArea aria-label={t('formElements.textarea.autosize.disabled')} disabled rows={2} />
    </div>
  );
}
