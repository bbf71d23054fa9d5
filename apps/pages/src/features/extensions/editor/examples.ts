// Rich text: a small editor whose output is sanitised and shown beside it.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { RichTextEditor } from './RichTextEditor';
import richTextEditorSource from './RichTextEditor.tsx?raw';
import '../extensions.css';

export default [{ id: 'example', Demo: RichTextEditor, source: richTextEditorSource }] satisfies ShowcaseExample[];
