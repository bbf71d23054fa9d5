// Module Federation runtime plugin: a remote's container lives in a page global named after the remote (`email`,
// `chat`, `pages`), and before loading a remote's entry the runtime takes whatever that global holds for an already
// loaded container. A browser makes every element id a property of window, so on a screen with an e-mail field
// (`<input id="email">`, an antd form's field) the runtime took the field for the Email remote and Email failed to
// load ("the remote entry interface does not contain init"). Before an entry loads, a name that only an element
// answers is shadowed with an own, empty property, so the entry script is fetched and its `var` fills it.
// Kept free of imports: it runs inside the federation runtime, before shared modules are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Shadows `name` on `page` when the page answers it only by inheritance (an element's id, through the window's
 * named properties), never a container a script defined (an own property). Returns whether it did.
 */
export function shadowNamedElement(page: object, name: string): boolean {
  if (!name || Object.prototype.hasOwnProperty.call(page, name) || !(name in page)) return false;
  (page as Record<string, unknown>)[name] = undefined;
  return true;
}

export default function namedElementGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'live-agent-named-element-guard',
    loadEntry({ remoteInfo }) {
      shadowNamedElement(globalThis, remoteInfo.entryGlobalName);
      // Nothing returned: the runtime loads the entry as usual.
      return undefined;
    },
  };
}
