// Import and export: a table to CSV and Excel and back, each imported row checked.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { AgentsImportExport } from './AgentsImportExport';
import agentsImportExportSource from './AgentsImportExport.tsx?raw';
import agentsSource from './agents.ts?raw';
import '../extensions.css';

export default [
  { id: 'example', Demo: AgentsImportExport, source: `${agentsImportExportSource}\n\n// agents.ts\n${agentsSource}` },
] satisfies ShowcaseExample[];
