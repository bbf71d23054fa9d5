// @live-agent/auth/forms: the sign-in, register, forgot- and reset-password forms (plain React, no antd), with
// their validation, strings in four languages, and the way back after signing in. The shell's sign-in pages
// and the pages remote's variants wrap them in their own layouts. A separate entry of @live-agent/auth (not
// its shared root), so only what imports it pays for it (docs/architecture.md, Blank-layout routes).
// No side effects here: the package's `sideEffects` lets the bundler skip this file and take each export from its
// module, so the stylesheet is imported where it is used (Fields.tsx, LanguageSwitch.tsx).
export { LoginForm, loginRules, type AuthFormProps, type LoginValues } from './LoginForm';
export { RegisterForm, registerRules, type RegisterValues } from './RegisterForm';
export { ForgotPasswordForm } from './ForgotPasswordForm';
export { ResetPasswordForm } from './ResetPasswordForm';
export { LanguageSwitch } from './LanguageSwitch';
export { SHELL_AUTH_LINKS, type AuthFormLinks } from './links';
export type { SignedInBehaviour } from './useLeaveWhenSignedIn';
export { isReturnPath, returnPathOf, sessionEndedUrl, sessionExpired } from './returnPath';
export {
  AUTH_FORMS_NAMESPACE,
  AUTH_FORM_LANGUAGES,
  loadAuthFormStrings,
  useAuthFormsTranslation,
  type AuthFormLanguage,
  type AuthFormStrings,
} from './strings';
export { CheckboxField, Notice, PasswordField, SubmitButton, TextField } from './Fields';
export { useForm, firstProblem, required, email, format, minLength, newPassword, pattern, type Rule } from './useForm';
