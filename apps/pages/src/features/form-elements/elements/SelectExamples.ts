// The select page's examples (FormElementPage loads this module for `/forms/elements/select` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { SingleSelect } from '../examples/select/SingleSelect';
import singleSelectSource from '../examples/select/SingleSelect.tsx?raw';
import { MultipleSelect } from '../examples/select/MultipleSelect';
import multipleSelectSource from '../examples/select/MultipleSelect.tsx?raw';
import { SearchableSelect } from '../examples/select/SearchableSelect';
import searchableSelectSource from '../examples/select/SearchableSelect.tsx?raw';
import { AsyncSelect } from '../examples/select/AsyncSelect';
import asyncSelectSource from '../examples/select/AsyncSelect.tsx?raw';

export default [
  { id: 'single', Demo: SingleSelect, source: singleSelectSource },
  { id: 'multiple', Demo: MultipleSelect, source: multipleSelectSource },
  { id: 'search', Demo: SearchableSelect, source: searchableSelectSource },
  { id: 'async', Demo: AsyncSelect, source: asyncSelectSource },
] satisfies ShowcaseExample[];
