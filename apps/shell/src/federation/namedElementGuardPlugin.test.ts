import { shadowNamedElement } from './namedElementGuardPlugin';

describe('shadowNamedElement', () => {
  it("shadows a name the page answers only with an element's id, so the remote's entry is loaded", () => {
    const field = document.createElement('input');
    field.id = 'email';
    // What a window does: an id answered through its prototype chain, not as its own property.
    const page = Object.create({ email: field }) as Record<string, unknown>;
    expect(shadowNamedElement(page, 'email')).toBe(true);
    expect(page.email).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(page, 'email')).toBe(true);
  });

  it('leaves a container a script defined, and a name nothing answers', () => {
    const container = { init: () => undefined, get: () => undefined };
    const page: Record<string, unknown> = { email: container };
    expect(shadowNamedElement(page, 'email')).toBe(false);
    expect(page.email).toBe(container);
    expect(shadowNamedElement(page, 'chat')).toBe(false);
    expect('chat' in page).toBe(false);
  });
});
