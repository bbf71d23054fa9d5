// Every answer the mock server gives in this package's tests is held to the API's document (libs/contracts/src/api,
// docs/openapi.json): a status it does not list or a body that does not match fails the test that caused it, so a
// wrong answer fails a test, not a user.
import path from 'path';
import { answerObservers } from './core';
import { answerProblem } from './testing';

// The workspace's unit run has every package in one Jest project (libs/build-config/jest.workspace.js): the other
// packages' tests answer as they need to (a failure on purpose, say) and are not held here.
const forThisPackage = expect.getState().testPath?.includes(`${path.sep}libs${path.sep}mock-server${path.sep}`) ?? true;

const problems: string[] = [];
if (forThisPackage) {
  answerObservers.add((answer) => {
    const problem = answerProblem(answer);
    if (problem) problems.push(problem);
  });

  afterEach(() => {
    const found = problems.splice(0);
    expect(found).toEqual([]);
  });
}
