// /ui/components/alerts: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import AlertTypes from './AlertTypes';
import alertTypesSource from './AlertTypes.tsx?raw';
import AlertActions from './AlertActions';
import alertActionsSource from './AlertActions.tsx?raw';

export default [
  { id: 'alertTypes', Demo: AlertTypes, source: alertTypesSource },
  { id: 'alertActions', Demo: AlertActions, source: alertActionsSource },
] satisfies UiExample[];
