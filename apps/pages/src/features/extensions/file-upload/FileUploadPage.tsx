// File upload: several files, checked for type and size, each with its own progress bar and an image preview.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { MultiUpload } from './MultiUpload';
import multiUploadSource from './MultiUpload.tsx?raw';
import '../extensions.css';

export default function FileUploadPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('extensions.fileUpload.title')} subtitle={t('extensions.fileUpload.subtitle')} columns={1}>
      <Example
        title={t('extensions.fileUpload.example')}
        description={t('extensions.fileUpload.exampleDescription')}
        source={multiUploadSource}
      >
        <MultiUpload />
      </Example>
    </ShowcasePage>
  );
}
