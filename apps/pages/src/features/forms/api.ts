// The forms showcase's server data (docs/demo-api.md, Forms showcase), injected into the page's one API slice from
// the showcase's own modules so it loads with these pages only (docs/architecture.md, Server data).
import type { UsernameCheck, WizardResult, WizardSubmit } from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

export const formsShowcaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    usernameCheck: build.query<UsernameCheck, string>({
      query: (username) => ({ url: '/api/showcase-forms/username', params: { username } }),
    }),
    submitWizard: build.mutation<WizardResult, WizardSubmit>({
      query: (body) => ({ url: '/api/showcase-forms/wizard', method: 'POST', body }),
    }),
  }),
});

export const { useLazyUsernameCheckQuery, useSubmitWizardMutation } = formsShowcaseApi;
