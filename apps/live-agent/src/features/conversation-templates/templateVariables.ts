// The variables a template body may use and how the preview fills them. Pure functions, so the preview
// is what the unit tests check: known variables take the sample's value, unknown ones stay exactly as
// typed and are marked, so a misspelt `{{customer.nmae}}` is visible before an agent sends it.

export const TEMPLATE_VARIABLES = ['customer.name', 'customer.email', 'agent.name', 'organization.name'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export type VariableValues = Record<TemplateVariable, string>;

export type PreviewSegment =
  | { kind: 'text'; text: string }
  | { kind: 'variable'; name: TemplateVariable; text: string }
  | { kind: 'unknown'; text: string };

/** `{{ name }}`: braces around anything without braces; spaces inside are allowed, as in most template engines. */
const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isKnown = (name: string): name is TemplateVariable => (TEMPLATE_VARIABLES as readonly string[]).includes(name);

export const variableToken = (name: TemplateVariable) => `{{${name}}}`;

/** The body cut into plain text, filled variables and unknown variables (kept verbatim). */
export function fillTemplate(body: string, values: VariableValues): PreviewSegment[] {
  const segments: PreviewSegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let index = 0;
  for (const match of body.matchAll(VARIABLE)) {
    pushText(body.slice(index, match.index));
    const name = match[1];
    if (isKnown(name)) segments.push({ kind: 'variable', name, text: values[name] });
    else segments.push({ kind: 'unknown', text: match[0] });
    index = match.index + match[0].length;
  }
  pushText(body.slice(index));
  return segments;
}

/** The filled body as plain text (what the customer would read). */
export function fillTemplateText(body: string, values: VariableValues): string {
  return fillTemplate(body, values)
    .map((segment) => segment.text)
    .join('');
}

/** The distinct unknown variables of a body, in order of appearance. */
export function unknownVariables(body: string): string[] {
  const found = fillTemplate(body, {
    'customer.name': '',
    'customer.email': '',
    'agent.name': '',
    'organization.name': '',
  })
    .filter((segment) => segment.kind === 'unknown')
    .map((segment) => segment.text);
  return [...new Set(found)];
}

/** `text` with `insert` replacing the selection [start, end), and where the caret goes afterwards. */
export function insertAtCursor(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
