// Rich text: a small editor whose output is sanitised and shown beside it.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { RichTextEditor } from './RichTextEditor';
import richTextEditorSource from './RichTextEditor.tsx?raw';
import '../extensions.css';

export default function EditorPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('extensions.editor.title')} subtitle={t('extensions.editor.subtitle')} columns={1}>
      <Example
        title={t('extensions.editor.example')}
        description={t('extensions.editor.exampleDescription')}
        source={richTextEditorSource}
      >
        <RichTextEditor />
      </Example>
    </ShowcasePage>
  );
}
