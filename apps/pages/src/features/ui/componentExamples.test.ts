import { UI_COMPONENTS } from '../../shared/showcase/catalog';
import { COMPONENT_EXAMPLES, preloadComponentExamples } from './componentExamples';

test('every component of the showcase has its examples, and its route fetches them by name', async () => {
  expect(Object.keys(COMPONENT_EXAMPLES).sort()).toEqual([...UI_COMPONENTS].sort());
  const examples = (await preloadComponentExamples('buttons')) as { default: Array<{ id: string }> };
  expect(examples.default.map((example) => example.id)).toEqual(['buttonTypes', 'buttonSizes', 'buttonStates']);
  // A name the showcase does not have (a hand-typed URL) fetches nothing: the page shows Not Found.
  await expect(preloadComponentExamples('<script>')).resolves.toBeUndefined();
  await expect(preloadComponentExamples(undefined)).resolves.toBeUndefined();
});
