// Plurals from i18next's `_one` / `_other` (and `_many`) keys, chosen by the language's own rules (Intl.PluralRules):
// English says "0 messages", French and Portuguese say "0 message" / "0 mensagem", and a round million takes
// French and Portuguese's "many" form ("1 000 000 de messages").
import { Typography } from 'antd';
import '../extensions.css';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const COUNTS = [0, 1, 2, 5, 1_000_000];

export function Plurals() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const rules = new Intl.PluralRules(i18n.language);
  return (
    <ul className="ext-rows" data-testid="plurals">
      {COUNTS.map((count) => (
        <li key={count} className="ext-row">
          <span style={{ flex: 1 }}>{t('extensions.i18n.messages', { count })}</span>
          <Typography.Text type="secondary">{rules.select(count)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
