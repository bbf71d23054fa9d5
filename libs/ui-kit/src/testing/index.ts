// @live-agent/ui-kit/testing: the test harness every app's tests share. A separate entry of ui-kit, never
// imported by app code, so Mirage and Testing Library stay out of every bundle.
export { createRemoteHarness, createTestStore, TestTheme, type RenderRouteOptions, type TestStore } from './harness';
export { withFeature } from './feature';
export { initTestI18n, type TestNamespace } from './i18n';
export { startTestServer, setupTestServer, countWrites } from './server';
export { signIn, apiGet, authorised, authorisedAs, type DemoRole } from './session';
export { captureDownloads, readBlob, silenceActWarnings } from './downloads';
export { reportSizesAtOnce } from './resizeObserver';
export { describeRemoteContract } from './remoteContract';
export {
  BAD_TEXT,
  BAD_TEXT_TIMEOUT_MS,
  BAD_TEXT_UI_PASS,
  blankOrTooLong,
  buttonNamed,
  discardFormDrawer,
  expectRulesOnEveryBadText,
  fieldErrors,
  typeBadTextsIntoForm,
  type BadTextFormOptions,
} from './badInputForm';
export { itChecksBadTextField } from './badTextField';
export { typeBadTextsIntoNewRecord, type NewRecordTextOptions } from './newRecordText';
export { expectFiguresKeptAsTyped } from './numberField';
export { chooseOption, openSelect, pickOption } from './selects';
export { formServerDisagreements, sentFieldErrors, type ParityOptions } from './parity';
// The one way a test pins the clock and leaves timers real (Mirage answers through setTimeout).
export { fakeClockOnly } from '@live-agent/mock-server/testing';
