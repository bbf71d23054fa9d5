// The cascader page's examples (FormElementPage loads this module for `/forms/elements/cascader` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { LocationCascader } from '../examples/cascader/LocationCascader';
import locationCascaderSource from '../examples/cascader/LocationCascader.tsx?raw';

export default [{ id: 'location', Demo: LocationCascader, source: locationCascaderSource }] satisfies ShowcaseExample[];
