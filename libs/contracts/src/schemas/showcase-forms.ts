// The forms showcase (docs/demo-api.md, Forms showcase): the wizard's steps, the validation demo's sign-up, the
// layout demo's contact form and the repeater's lines. The pages' fields take their rules from these schemas and the
// mock server checks the wizard's body with the same, so the demo shows the product's one way to validate
// (docs/architecture.md, Contracts). Built from the shared field rules, so the words are the contracts' own.
import { isPhone } from '../rules/formats';
import { choice, email, optionalText, ruleMessage, text, wholeNumber, z } from '../rules/schema';
import { invoiceLineSchema } from './invoice';
import { toWholeNumber } from './live-agent';
import { newPasswordField, usernameField, webAddressField } from './users';

export const SHOWCASE_NAME_MAX = 80;
export const SHOWCASE_COMPANY_MAX = 100;
export const SHOWCASE_MESSAGE_MAX = 500;
export const SHOWCASE_SEATS_MAX = 500;
export const SHOWCASE_AGE = { min: 16, max: 120 } as const;
export const SHOWCASE_REPEATER_MAX_LINES = 20;
export const SHOWCASE_PLANS = ['starter', 'team', 'business'] as const;

/** A whole number from its number or its text (a NumberField holds the text), `min` to `max`. */
const wholeFromText = (min: number, max: number) =>
  z.pipe(
    z.transform((input: unknown) =>
      input === undefined || input === null || (typeof input === 'string' && input.trim() === '')
        ? undefined
        : (toWholeNumber(input) ?? Number.NaN),
    ),
    wholeNumber(min, max),
  );

const phoneField = () => text({ max: 20, lengthKey: 'phone', format: { test: isPhone, key: 'phone' } });

/** A person's name in the showcase's forms (the wizard's, the contact form's, the drawer's new agent). */
export const showcaseNameField = () => text({ max: SHOWCASE_NAME_MAX });

/** The wizard's first step: who signs up. */
export const wizardAccountSchema = z.object({
  fullName: showcaseNameField(),
  email: email(),
  username: usernameField(),
});

/** The wizard's second step: where to reach them. */
export const wizardProfileSchema = z.object({
  company: optionalText({ max: SHOWCASE_COMPANY_MAX }),
  phone: phoneField(),
  website: webAddressField(),
});

/** The wizard's third step: the plan and how many seats. */
export const wizardPlanSchema = z.object({
  plan: choice(SHOWCASE_PLANS),
  seats: wholeFromText(1, SHOWCASE_SEATS_MAX),
});

/** POST /api/showcase-forms/wizard: the three steps at once. */
export const wizardSubmitSchema = z.object({
  ...wizardAccountSchema.shape,
  ...wizardProfileSchema.shape,
  ...wizardPlanSchema.shape,
});

/** POST /api/showcase-forms/wizard's answer: what was signed up, with a reference. */
export const wizardResultSchema = z.strictObject({
  reference: z.string(),
  fullName: z.string(),
  email: z.string(),
  plan: z.enum(SHOWCASE_PLANS),
  seats: z.int(),
});

/** The validation demo's sign-up (whether the username is free is the server's answer, not a rule). */
export const showcaseSignupSchema = z.object({
  username: usernameField(),
  email: email(),
  password: newPasswordField(),
  age: wholeFromText(SHOWCASE_AGE.min, SHOWCASE_AGE.max),
  website: webAddressField(),
});

/** The layout demo's contact form. */
export const showcaseContactSchema = z.object({
  fullName: showcaseNameField(),
  email: email(),
  company: optionalText({ max: SHOWCASE_COMPANY_MAX }),
  message: optionalText({ max: SHOWCASE_MESSAGE_MAX }),
});

/** One repeater line: the invoice's line rules (a name, a cost, a quantity). */
export const showcaseLineSchema = invoiceLineSchema;

/** How many lines the repeater holds: 1 to 20 (the count alone, what the list's own rule says). */
export const showcaseLineCountSchema = z.array(z.unknown(), { error: ruleMessage('noItems') }).check(
  z.minLength(1, { error: ruleMessage('noItems') }),
  z.maxLength(SHOWCASE_REPEATER_MAX_LINES, {
    error: ruleMessage('tooManyItems', { max: SHOWCASE_REPEATER_MAX_LINES }),
  }),
);

/** The repeater's lines: their count first, then each line. */
export const showcaseLinesSchema = z.pipe(showcaseLineCountSchema, z.array(showcaseLineSchema));

/** GET /api/showcase-forms/username's query. */
export const usernameCheckQuery = z.object({
  username: z.optional(z.string().check(z.describe('The username to look up, trimmed, in any case.'))),
});

/** GET /api/showcase-forms/username's answer: whether a user already has it. */
export const usernameCheckSchema = z.strictObject({ username: z.string(), taken: z.boolean() });

/** GET /api/showcase-forms/cities's query. */
export const cityQuery = z.object({
  q: z.optional(z.string().check(z.describe('Trimmed, case-insensitive, over the city and its country.'))),
});

/** GET /api/showcase-forms/cities's answer: at most 10 cities. */
export const cityListSchema = z.strictObject({
  cities: z.array(z.strictObject({ id: z.int(), title: z.string(), country: z.string() })),
});

export type WizardSubmit = z.input<typeof wizardSubmitSchema>;
export type WizardResult = z.output<typeof wizardResultSchema>;
export type UsernameCheck = z.output<typeof usernameCheckSchema>;
export type CityList = z.output<typeof cityListSchema>;
export type ShowcasePlan = (typeof SHOWCASE_PLANS)[number];
