// Jest's runtime, with each module's transformed and compiled code kept for the worker's later test files. Jest gives
// every test file its own module registry, and for each module a file loads it read the transform's cached output from
// disk again, hashed it and compiled it again (`vm.compileFunction`): so every file parsed and compiled React, antd and
// the libraries anew. In twenty small screen tests run in one process that was 28 % of their CPU time.
//
// Here each module is one context-independent `vm.Script` per worker, run in each file's own context: every file still
// gets fresh module instances and globals (the script's closures are made anew in its context); only the transformed
// text, V8's parsing and its bytecode are shared. A source file saved since (watch mode) is transformed and compiled
// again.
const fs = require('fs');
const vm = require('vm');
const Runtime = require('jest-runtime').default;

/** `${config id}\0${filename}\0${transform options}` → { mtimeMs, file: the transform's result } */
const transformed = new Map();
/** `${parameters}\0${filename}` → { source, script } */
const scripts = new Map();
/** The module executor of the test file the worker is running (a worker runs one file at a time). */
let running = null;

class SharedScriptRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const [config] = args;
    const { executor, transformCache } = this;
    // Jest's internals, as of Jest 30: a Jest without them runs as it is, only slower.
    if (typeof executor?.compile !== 'function' || !(transformCache?.transforms instanceof Map)) return;
    running = executor;

    const transformAlone = transformCache.transform.bind(transformCache);
    transformCache.transform = (filename, options) => {
      if (options?.isInternalModule) return transformAlone(filename, options);
      const key = `${config.id}\0${filename}\0${options ? JSON.stringify(options) : ''}`;
      const { mtimeMs } = fs.statSync(filename);
      const kept = transformed.get(key);
      if (!kept || kept.mtimeMs !== mtimeMs) {
        const code = transformAlone(filename, options);
        transformed.set(key, { mtimeMs, file: transformCache.transforms.get(filename) });
        return code;
      }
      // What Jest's own transform records for the file's stack traces and coverage.
      transformCache.transforms.set(filename, kept.file);
      if (kept.file.sourceMapPath) transformCache.sourceMaps.set(filename, kept.file.sourceMapPath);
      return kept.file.code;
    };

    const compileAlone = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (context == null || executor.resolution.isCoreModule(filename)) return compileAlone(source, filename);
      const parameters = executor.injectedModuleParameters.join(', ');
      const key = `${parameters}\0${filename}`;
      let entry = scripts.get(key);
      if (!entry || entry.source !== source) {
        let script;
        try {
          // The wrapper stays on the module's first line, so stack traces keep their line numbers.
          script = new vm.Script(`(function (${parameters}) {${source}\n})`, {
            filename,
            // A dynamic import() belongs to the file running now, whichever file compiled the script.
            importModuleDynamically: (specifier, _script, attributes) =>
              running.dynamicImport(specifier, filename, running.environment.getVmContext(), attributes),
          });
        } catch {
          // Jest's own compile reports a syntax error its way (an ES module it cannot run, with its advice).
          return compileAlone(source, filename);
        }
        entry = { source, script };
        scripts.set(key, entry);
      }
      return entry.script.runInContext(context);
    };
  }
}

module.exports = SharedScriptRuntime;
