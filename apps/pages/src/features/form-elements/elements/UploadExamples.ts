// The upload page's examples (FormElementPage loads this module for `/forms/elements/upload` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { FileUpload } from '../examples/upload/FileUpload';
import fileUploadSource from '../examples/upload/FileUpload.tsx?raw';

export default [{ id: 'files', Demo: FileUpload, source: fileUploadSource }] satisfies ShowcaseExample[];
