// Clipboard: copy from an input, a code block and a generated value, with feedback when it works and when not.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { CopyFromInput } from './CopyFromInput';
import { CopyCodeBlock } from './CopyCodeBlock';
import { CopyGenerated } from './CopyGenerated';
import copyFromInputSource from './CopyFromInput.tsx?raw';
import copyCodeBlockSource from './CopyCodeBlock.tsx?raw';
import copyGeneratedSource from './CopyGenerated.tsx?raw';
import '../extensions.css';

export default [
  { id: 'input', Demo: CopyFromInput, source: copyFromInputSource },
  { id: 'code', Demo: CopyCodeBlock, source: copyCodeBlockSource },
  { id: 'generated', Demo: CopyGenerated, source: copyGeneratedSource },
] satisfies ShowcaseExample[];
