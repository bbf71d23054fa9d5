// The transfer page's examples (FormElementPage loads this module for `/forms/elements/transfer` only).
import { ElementExamples } from '../ElementExamples';
import { AgentTransfer } from '../examples/transfer/AgentTransfer';
import agentTransferSource from '../examples/transfer/AgentTransfer.tsx?raw';

export default function TransferExamples() {
  return (
    <ElementExamples
      element="transfer"
      examples={[{ id: 'agents', Demo: AgentTransfer, source: agentTransferSource }]}
    />
  );
}
