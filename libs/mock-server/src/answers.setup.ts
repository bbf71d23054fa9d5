// Every answer the mock server gives in this package's tests is held to the API's document (libs/contracts/src/api,
// docs/openapi.json): a status it does not list or a body that does not match fails the test that caused it, so a
// wrong answer fails a test, not a user.
import { answerObservers } from './core';
import { answerProblem } from './testing';

const problems: string[] = [];
answerObservers.add((answer) => {
  const problem = answerProblem(answer);
  if (problem) problems.push(problem);
});

afterEach(() => {
  const found = problems.splice(0);
  expect(found).toEqual([]);
});
