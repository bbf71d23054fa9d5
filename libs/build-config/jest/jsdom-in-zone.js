// jsdom in a time zone of the test file's choosing, for a test of what a zone far from UTC does to dates (a birth
// date is a day, not an instant). A test file's own `process.env` is a copy that Node does not read, so the zone is
// set here, in the worker's real environment, and put back when the file is done (a worker runs other files next).
//   /**
//    * @jest-environment @live-agent/build-config/jest/jsdom-in-zone
//    * @jest-environment-options {"timeZone": "Pacific/Kiritimati"}
//    */
const TestEnvironment = require('./jsdom-environment');

class JsdomInZone extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.zone = config.projectConfig.testEnvironmentOptions.timeZone;
    this.previousZone = process.env.TZ;
  }

  async setup() {
    await super.setup();
    if (this.zone) process.env.TZ = this.zone;
  }

  async teardown() {
    if (this.previousZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousZone;
    await super.teardown();
  }
}

module.exports = JsdomInZone;
