// A conversation template filled for the chat at hand (the inbox's composer; docs/demo-api.md, Agent inbox). It
// builds on the templates screen's reading of a body (conversation-templates/templateVariables.ts), so the two
// agree on which variables exist and how `{{ name }}` is written. What the composer needs on top: a variable the
// conversation has no value for stays in the text as a marked gap (`{{customer.email}}`, never "undefined" or
// an empty hole) and is listed, so the agent sees what to fill in before sending. Values are plain text: the
// composer is a textarea and the transcript renders text, so a hostile customer name stays text.
import {
  fillTemplate as readTemplate,
  TEMPLATE_VARIABLES,
  variableToken,
  type TemplateVariable,
} from '../conversation-templates';

/** The conversation's values; a missing or blank one becomes a gap. */
export type TemplateValues = Partial<Record<TemplateVariable, string | null | undefined>>;

export interface FilledTemplate {
  /** The body with every known variable that has a value filled in, and the gaps left as written. */
  text: string;
  /** The gaps, each once, in order of appearance: variables without a value, and unknown ones. */
  gaps: string[];
}

const EMPTY = Object.fromEntries(TEMPLATE_VARIABLES.map((name) => [name, ''])) as Record<TemplateVariable, string>;

export function fillTemplate(text: string, vars: TemplateValues): FilledTemplate {
  const gaps: string[] = [];
  const gap = (token: string) => {
    if (!gaps.includes(token)) gaps.push(token);
    return token;
  };
  const filled = readTemplate(text, EMPTY)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      if (segment.kind === 'unknown') return gap(segment.text);
      const value = vars[segment.name];
      return typeof value === 'string' && value.trim() !== '' ? value : gap(variableToken(segment.name));
    })
    .join('');
  return { text: filled, gaps };
}
