// The upload page's examples (FormElementPage loads this module for `/forms/elements/upload` only).
import { ElementExamples } from '../ElementExamples';
import { FileUpload } from '../examples/upload/FileUpload';
import fileUploadSource from '../examples/upload/FileUpload.tsx?raw';

export default function UploadExamples() {
  return <ElementExamples element="upload" examples={[{ id: 'files', Demo: FileUpload, source: fileUploadSource }]} />;
}
