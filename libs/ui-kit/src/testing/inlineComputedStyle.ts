/**
 * jsdom computes styles by matching every rule of every stylesheet, and antd's CSS-in-JS injects hundreds of
 * kilobytes: each getComputedStyle (error placement, scroll to the first error, popup alignment) then costs
 * hundreds of milliseconds on a loaded machine. jsdom does no layout, so nothing these tests look at depends on
 * the cascade: the element's own inline style stands in for it. Call once at the top of a screen's test file.
 */
export function setupInlineComputedStyle(): void {
  let original: typeof window.getComputedStyle;
  beforeAll(() => {
    original = window.getComputedStyle;
    window.getComputedStyle = ((element: Element, pseudo?: string | null) =>
      element instanceof HTMLElement && !pseudo
        ? element.style
        : original.call(window, element, pseudo)) as typeof window.getComputedStyle;
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}
