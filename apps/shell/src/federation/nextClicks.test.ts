// Each test loads the module afresh: "prepared" is page-wide state.
type NextClicks = typeof import('./nextClicks');
const fresh = (): NextClicks => {
  let loaded!: NextClicks;
  jest.isolateModules(() => {
    loaded = require('./nextClicks');
  });
  return loaded;
};

test('what waits for the next clicks runs once, when the preload starts, and at once after it', () => {
  const { whenPreparingNextClicks, preparingNextClicks } = fresh();
  const demoDomains = jest.fn();
  whenPreparingNextClicks(demoDomains);
  expect(demoDomains).not.toHaveBeenCalled();
  preparingNextClicks();
  preparingNextClicks();
  expect(demoDomains).toHaveBeenCalledTimes(1);
  const later = jest.fn();
  whenPreparingNextClicks(later);
  expect(later).toHaveBeenCalledTimes(1);
});
