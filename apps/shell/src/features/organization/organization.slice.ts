// Name and logo of the organisation: 'Live Agent' and our logo until the server says
// otherwise. Remotes that edit the organisation dispatch `organization/loaded` so the navbar follows.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface OrganizationState {
  name: string;
  image: string;
}

export const DEFAULT_ORGANIZATION: OrganizationState = { name: 'Live Agent', image: '/logo.svg' };

export const organizationSlice = createSlice({
  name: 'organization',
  initialState: DEFAULT_ORGANIZATION,
  reducers: {
    loaded(state, { payload }: PayloadAction<Partial<OrganizationState>>) {
      if (payload.name) state.name = payload.name;
      // An empty image means the organisation removed its logo: ours comes back.
      if (payload.image !== undefined) state.image = payload.image || DEFAULT_ORGANIZATION.image;
    },
  },
  selectors: { selectOrganization: (state) => state },
});

export const organizationLoaded = organizationSlice.actions.loaded;
export const { selectOrganization } = organizationSlice.selectors;
