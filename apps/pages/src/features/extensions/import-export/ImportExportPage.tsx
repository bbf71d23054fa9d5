// Import and export: a table to CSV and Excel and back, each imported row checked.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { AgentsImportExport } from './AgentsImportExport';
import agentsImportExportSource from './AgentsImportExport.tsx?raw';
import agentsSource from './agents.ts?raw';
import '../extensions.css';

export default function ImportExportPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage
      title={t('extensions.importExport.title')}
      subtitle={t('extensions.importExport.subtitle')}
      columns={1}
    >
      <Example
        title={t('extensions.importExport.example')}
        description={t('extensions.importExport.exampleDescription')}
        source={`${agentsImportExportSource}\n\n// agents.ts\n${agentsSource}`}
      >
        <AgentsImportExport />
      </Example>
    </ShowcasePage>
  );
}
