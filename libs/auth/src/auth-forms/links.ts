/** Where a form's links lead: the shell's own pages, or a variant's siblings in the pages remote. */
export interface AuthFormLinks {
  login: string;
  register: string;
  forgotPassword: string;
}

export const SHELL_AUTH_LINKS: AuthFormLinks = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
};
