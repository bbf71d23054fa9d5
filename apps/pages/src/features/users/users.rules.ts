// The user forms' field rules (the add drawer and the edit page): the user's schemas in @live-agent/contracts, which
// the server checks the user with (docs/demo-api.md, Users), so a mistake shows by its field as it is typed, in the
// server's words; the server's 422 still has the last word (a username or e-mail already taken).
import { newUserSchema, userAddressSchema, userSocialSchema, USER_SOCIAL_NETWORKS } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';
import { dayValue, pageToday } from '../../shared/rules';

export function userRules(rules: FormRules) {
  const user = newUserSchema(pageToday).shape;
  const address = userAddressSchema.shape;
  return {
    fullName: rules.of(user.fullName),
    username: rules.of(user.username),
    email: rules.of(user.email),
    company: rules.of(user.company),
    country: rules.of(user.country),
    contact: rules.of(user.contact),
    birthDate: rules.of(user.birthDate, { toValue: dayValue }),
    website: rules.of(user.website),
    address: {
      line1: rules.of(address.line1),
      line2: rules.of(address.line2),
      postcode: rules.of(address.postcode),
      city: rules.of(address.city),
      state: rules.of(address.state),
    },
    social: Object.fromEntries(
      USER_SOCIAL_NETWORKS.map((network) => [network, rules.of(userSocialSchema.shape[network])]),
    ) as Record<(typeof USER_SOCIAL_NETWORKS)[number], ReturnType<FormRules['of']>>,
  };
}

export type UserRules = ReturnType<typeof userRules>;
