// The account settings' field rules: the tabs' schemas in @live-agent/contracts, which the server checks each save
// with (docs/demo-api.md, Account settings), so a mistake shows by its field as it is typed, in the server's words;
// the server's 422 still has the last word (a wrong current password).
import type { FormRule } from 'antd';
import {
  accountGeneralSchema,
  accountInfoSchema,
  accountSocialLinksSchema,
  ACCOUNT_SOCIAL_LINKS,
  confirmPasswordField,
  passwordChangeSchema,
} from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';
import { dayValue, pageToday } from '../../shared/rules';

export function accountRules(rules: FormRules) {
  const general = accountGeneralSchema.shape;
  const info = accountInfoSchema(pageToday).shape;
  const password = passwordChangeSchema.shape;
  return {
    general: {
      username: rules.of(general.username),
      fullName: rules.of(general.fullName),
      email: rules.of(general.email),
      company: rules.of(general.company),
    },
    info: {
      bio: rules.of(info.bio),
      dob: rules.of(info.dob, { toValue: dayValue }),
      country: rules.of(info.country),
      website: rules.of(info.website),
      phone: rules.of(info.phone),
    },
    socialLinks: Object.fromEntries(
      ACCOUNT_SOCIAL_LINKS.map((link) => [link, rules.of(accountSocialLinksSchema.shape[link])]),
    ) as Record<(typeof ACCOUNT_SOCIAL_LINKS)[number], FormRule[]>,
    password: {
      currentPassword: rules.of(password.currentPassword),
      newPassword: rules.of(password.newPassword),
      // The same text as the new password, which the rule reads when it runs (the field depends on it).
      confirmPassword: [
        ({ getFieldValue }) => rules.of(confirmPasswordField(getFieldValue('newPassword') ?? ''))[0],
      ] as FormRule[],
    },
  };
}

export type AccountRules = ReturnType<typeof accountRules>;
