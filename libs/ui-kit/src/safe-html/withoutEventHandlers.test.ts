import { withoutEventHandlers } from './withoutEventHandlers';

test('takes every event-handler attribute out of the tags, in each way HTML spells a value', () => {
  expect(withoutEventHandlers('<img src="x" onerror="window.pwned = 1">')).toBe('<img src="x" >');
  expect(withoutEventHandlers("<b onclick='go()' class=a>b</b>")).toBe('<b  class=a>b</b>');
  expect(withoutEventHandlers('<svg/onload=alert(1)>')).toBe('<svg/>');
  expect(withoutEventHandlers('<a href="/x" ONMOUSEOVER = "x()" title="a > b">t</a>')).toBe(
    '<a href="/x"  title="a > b">t</a>',
  );
  expect(withoutEventHandlers('<img src=x onerror="a>b">after')).toBe('<img src=x >after');
});

test('leaves text and other attributes alone, even when they read like a handler', () => {
  const html = '<p data-note="onload=1" title="x onclick=y">Add onion=3 to taste</p>';
  expect(withoutEventHandlers(html)).toBe(html);
  expect(withoutEventHandlers('plain text, no tags')).toBe('plain text, no tags');
});
