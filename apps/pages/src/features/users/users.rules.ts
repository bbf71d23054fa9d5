// The user forms' field rules (the add drawer and the edit page): the user's schemas in @live-agent/contracts, which
// the server checks the user with (docs/demo-api.md, Users), so a mistake shows by its field as it is typed, in the
// server's words; the server's 422 still has the last word (a username or e-mail already taken).
import { newUserSchema, userAddressSchema, userSocialSchema, USER_SOCIAL_NETWORKS } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';
import { dayValue, pageToday } from '../../shared/rules';

export function userRules(rules: FormRules) {
  const user = newUserSchema(pageToday).shape;
  return {
    ...rules.fields(user, ['fullName', 'username', 'email', 'company', 'country', 'contact', 'website']),
    birthDate: rules.of(user.birthDate, { toValue: dayValue }),
    address: rules.fields(userAddressSchema.shape, ['line1', 'line2', 'postcode', 'city', 'state']),
    social: rules.fields(userSocialSchema.shape, USER_SOCIAL_NETWORKS),
  };
}

export type UserRules = ReturnType<typeof userRules>;
