// Test support, not product code. jsdom's getComputedStyle walks every stylesheet on the page, and antd's
// CSS-in-JS puts dozens there: under load one call costs about a second, and antd calls it whenever a form
// shows an error (field margins, scroll to the first error). Layout is not computed in jsdom anyway, so the
// screens' tests answer with the element's inline style: the same values for everything jsdom knows.
export function withInlineComputedStyle(): void {
  let original: typeof window.getComputedStyle;
  beforeAll(() => {
    original = window.getComputedStyle;
    window.getComputedStyle = ((element: Element) =>
      (element as HTMLElement).style ?? original(element)) as typeof window.getComputedStyle;
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}
