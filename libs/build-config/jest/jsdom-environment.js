// Jest's jsdom environment, with two of jsdom's costs cut (the second below). A label's `control` (which element it
// names) is found by walking the whole document from its root for the label's `for` id, and testing-library asks it
// of every label for every field whose name it computes: on an antd form that walk was about a tenth of a screen
// test. The document already keeps its elements by id (what getElementById reads), so a `for` naming a single element
// is answered from there; anything else (no `for`, an id used twice, a label outside a document) still takes jsdom's
// own way.
const path = require('path');
const { TestEnvironment } = require('jest-environment-jsdom');

const jsdomDir = path.dirname(
  require.resolve('jsdom/package.json', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] }),
);
// jsdom's interfaces load together, in their order, when the package loads (its parts alone would not).
require(jsdomDir);
const { isLabelable } = require(path.join(jsdomDir, 'lib/jsdom/living/helpers/form-controls.js'));
const label = require(path.join(jsdomDir, 'lib/jsdom/living/nodes/HTMLLabelElement-impl.js')).implementation.prototype;

const walkedControl = Object.getOwnPropertyDescriptor(label, 'control').get;
if (!walkedControl.isIndexed) {
  const indexedControl = function control() {
    const forValue = this.getAttributeNS(null, 'for');
    if (forValue) {
      const root = this.getRootNode({});
      const byId = root._ids;
      if (byId && root.nodeType === 9 /* a document */) {
        const named = byId[forValue];
        if (!named) return null;
        if (named.length === 1 && named[0].getRootNode({}) === root) return isLabelable(named[0]) ? named[0] : null;
      }
    }
    return walkedControl.call(this);
  };
  indexedControl.isIndexed = true;
  Object.defineProperty(label, 'control', { configurable: true, enumerable: true, get: indexedControl });
}

// The page's URL and URLSearchParams are Node's own (the same WHATWG standard, parsed natively), not jsdom's
// JavaScript whatwg-url: every request a test makes through Mirage builds a URL in axios and again in pretender, and
// in the mock server's suites parsing them was a quarter of the time. Each test file gets its own subclass, so a test
// that stubs `URL.createObjectURL` stubs it for its file only; jsdom has neither object-URL function, and neither
// does the subclass (Node's expect Node's Blob, not jsdom's).
class JsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    class URL extends globalThis.URL {}
    URL.createObjectURL = undefined;
    URL.revokeObjectURL = undefined;
    this.global.URL = URL;
    this.global.URLSearchParams = globalThis.URLSearchParams;
  }
}

module.exports = JsdomEnvironment;
