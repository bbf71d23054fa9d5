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
  const info = accountInfoSchema(pageToday).shape;
  return {
    general: rules.fields(accountGeneralSchema.shape, ['username', 'fullName', 'email', 'company']),
    info: {
      ...rules.fields(info, ['bio', 'country', 'website', 'phone']),
      dob: rules.of(info.dob, { toValue: dayValue }),
    },
    socialLinks: rules.fields(accountSocialLinksSchema.shape, ACCOUNT_SOCIAL_LINKS),
    password: {
      ...rules.fields(passwordChangeSchema.shape, ['currentPassword', 'newPassword']),
      // The same text as the new password, which the rule reads when it runs (the field depends on it).
      confirmPassword: [
        ({ getFieldValue }) => rules.of(confirmPasswordField(getFieldValue('newPassword') ?? ''))[0],
      ] as FormRule[],
    },
  };
}

export type AccountRules = ReturnType<typeof accountRules>;
