// Plurals from i18next's `_one` / `_other` (and `_many`) keys, chosen by the language's own rules (Intl.PluralRules):
// English says "0 messages", French and Portuguese say "0 message" / "0 mensagem", and a round million takes
// French and Portuguese's "many" form ("1 000 000 de messages").
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const COUNTS = [0, 1, 2, 5, 1_000_000];

export function Plurals() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const rules = new Intl.PluralRules(i18n.language);
  return (
    <List
      size="small"
      dataSource={COUNTS}
      data-testid="plurals"
      renderItem={(count) => (
        <List.Item extra={<Typography.Text type="secondary">{rules.select(count)}</Typography.Text>}>
          {t('extensions.i18n.messages', { count })}
        </List.Item>
      )}
    />
  );
}
