// File upload: several files, checked for type and size, each with its own progress bar and an image preview.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { MultiUpload } from './MultiUpload';
import multiUploadSource from './MultiUpload.tsx?raw';
import '../extensions.css';

export default [{ id: 'example', Demo: MultiUpload, source: multiUploadSource }] satisfies ShowcaseExample[];
