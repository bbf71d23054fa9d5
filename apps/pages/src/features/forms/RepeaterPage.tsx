// The repeater showcase (docs/architecture.md, The showcase): rows added, removed and reordered, each checked on
// its own, with a live total in the page's language.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
import { LineItems } from './repeater/LineItems';
import lineItemsSource from './repeater/LineItems.tsx?raw';
import './forms.css';

export default function RepeaterPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('screens.formRepeater')} subtitle={t('formsShowcase.repeater.subtitle')} columns={1}>
      <Example
        title={t('formsShowcase.repeater.title')}
        description={t('formsShowcase.repeater.description')}
        source={lineItemsSource}
      >
        <LineItems />
      </Example>
    </ShowcasePage>
  );
}
