// The buttons under the pages' edit forms (a user, a blog post, the account's tabs): Save, which submits the form,
// and Reset, which puts back what was read (disabled while nothing has changed, where the form knows).
import { Button, Flex } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

export function FormActions({
  saving,
  onReset,
  resetDisabled,
}: {
  saving: boolean;
  onReset?: () => void;
  resetDisabled?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex gap={8} wrap>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
        {t('common.save')}
      </Button>
      {onReset ? (
        <Button icon={<UndoOutlined />} onClick={onReset} disabled={resetDisabled}>
          {t('common.reset')}
        </Button>
      ) : null}
    </Flex>
  );
}
