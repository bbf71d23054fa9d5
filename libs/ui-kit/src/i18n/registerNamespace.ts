import i18n from 'i18next';

/**
 * Adds an app's namespace (all its languages) to the page's one i18next instance, now or as soon as
 * the host initialises it: a remote's routes module may load before or after that. Strings are deep-merged
 * without overwriting, so a remote may add part of its namespace with its routes and the rest with its pages.
 */
export function registerNamespace(namespace: string, resources: Record<string, object>) {
  const add = () => {
    for (const [lng, bundle] of Object.entries(resources)) {
      i18n.addResourceBundle(lng, namespace, bundle, true, false);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
