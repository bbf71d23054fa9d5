// The form layout showcase (docs/architecture.md, The showcase): vertical, horizontal, inline and multi-column
// forms on the same rules, the last with actions that stay in view.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
import { HorizontalForm } from './layout/HorizontalForm';
import horizontalFormSource from './layout/HorizontalForm.tsx?raw';
import { InlineForm } from './layout/InlineForm';
import inlineFormSource from './layout/InlineForm.tsx?raw';
import { MultiColumnForm } from './layout/MultiColumnForm';
import multiColumnFormSource from './layout/MultiColumnForm.tsx?raw';
import { VerticalForm } from './layout/VerticalForm';
import verticalFormSource from './layout/VerticalForm.tsx?raw';
import './forms.css';

export default function FormLayoutPage() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`formsShowcase.layout.${key}`);
  return (
    <ShowcasePage title={t('screens.formLayout')} subtitle={text('subtitle')}>
      <Example title={text('vertical.title')} description={text('vertical.description')} source={verticalFormSource}>
        <VerticalForm />
      </Example>
      <Example
        title={text('horizontal.title')}
        description={text('horizontal.description')}
        source={horizontalFormSource}
      >
        <HorizontalForm />
      </Example>
      <Example title={text('inline.title')} description={text('inline.description')} source={inlineFormSource}>
        <InlineForm />
      </Example>
      <div className="forms-full-row">
        <Example title={text('columns.title')} description={text('columns.description')} source={multiColumnFormSource}>
          <MultiColumnForm />
        </Example>
      </div>
    </ShowcasePage>
  );
}
