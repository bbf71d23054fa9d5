// Exposed by every remote as `./build-info`: which build of the remote is on the page (name, version, build
// time), for the presenter panel. The object is compiled in by webpack.js (DefinePlugin), so it describes the
// files actually served, whatever config.json points at.
/* global __LIVE_AGENT_BUILD__ */
export default __LIVE_AGENT_BUILD__;
