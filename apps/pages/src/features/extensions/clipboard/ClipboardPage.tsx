// Clipboard: copy from an input, a code block and a generated value, with feedback when it works and when not.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { CopyFromInput } from './CopyFromInput';
import { CopyCodeBlock } from './CopyCodeBlock';
import { CopyGenerated } from './CopyGenerated';
import copyFromInputSource from './CopyFromInput.tsx?raw';
import copyCodeBlockSource from './CopyCodeBlock.tsx?raw';
import copyGeneratedSource from './CopyGenerated.tsx?raw';
import '../extensions.css';

export default function ClipboardPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('extensions.clipboard.title')} subtitle={t('extensions.clipboard.subtitle')}>
      <Example
        title={t('extensions.clipboard.inputTitle')}
        description={t('extensions.clipboard.inputDescription')}
        source={copyFromInputSource}
      >
        <CopyFromInput />
      </Example>
      <Example
        title={t('extensions.clipboard.codeTitle')}
        description={t('extensions.clipboard.codeDescription')}
        source={copyCodeBlockSource}
      >
        <CopyCodeBlock />
      </Example>
      <Example
        title={t('extensions.clipboard.generatedTitle')}
        description={t('extensions.clipboard.generatedDescription')}
        source={copyGeneratedSource}
      >
        <CopyGenerated />
      </Example>
    </ShowcasePage>
  );
}
