// The transfer page's examples (FormElementPage loads this module for `/forms/elements/transfer` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { AgentTransfer } from '../examples/transfer/AgentTransfer';
import agentTransferSource from '../examples/transfer/AgentTransfer.tsx?raw';

export default [{ id: 'agents', Demo: AgentTransfer, source: agentTransferSource }] satisfies ShowcaseExample[];
