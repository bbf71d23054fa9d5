require('@testing-library/jest-dom');

// CI has two cores: antd forms, Mirage and sagas can take more than Testing Library's default 1 s to
// settle under load. A longer wait only matters when the UI is slow; a wrong result still fails.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// React's development build captures an owner stack (an `Error`) for every element it creates, which only
// serves the component stacks of its console warnings; over whole antd pages in jsdom that was a fifth of a
// screen test's time. Tests assert what the page shows, so elements are created without it. A React that no
// longer has this counter simply keeps its stacks.
const reactInternals = require('react').__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  // React takes a stack while this count is under 10,000 and resets it to 0 on each render.
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Infinity,
    set: () => {},
    configurable: true,
  });
}

// jsdom computes a style by matching every rule of every stylesheet on the page (antd's runtime CSS, when a test renders
// outside the app's zero-runtime theme, is hundreds of kilobytes), and antd, rc-table and user-event ask for computed
// styles on every render, scroll and pointer action: in a table's tests that matching was 45 % of the time. jsdom does
// no layout, so nothing a test reads depends on the cascade: an element's own inline style stands in for it.
if (typeof globalThis.window !== 'undefined') {
  const { window } = globalThis;
  const cascaded = window.getComputedStyle;
  window.getComputedStyle = function inlineStyleOnly(element, pseudo) {
    return element instanceof window.HTMLElement && !pseudo ? element.style : cascaded.call(window, element, pseudo);
  };
}
