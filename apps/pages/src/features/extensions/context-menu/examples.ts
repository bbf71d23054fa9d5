// Context menu: antd's Dropdown on a list row, opened by right-click or from the keyboard.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { ConversationMenu } from './ConversationMenu';
import conversationMenuSource from './ConversationMenu.tsx?raw';
import '../extensions.css';

export default [{ id: 'example', Demo: ConversationMenu, source: conversationMenuSource }] satisfies ShowcaseExample[];
