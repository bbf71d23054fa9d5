// The typed profile API (docs/demo-api.md, Profile): the page, more posts, likes, comments and votes.
import type { AxiosInstance } from 'axios';
import {
  PROFILE_POSTS_PER_PAGE,
  type ProfileData,
  type ProfilePollResponse,
  type ProfilePostResponse,
  type ProfilePostsResponse,
} from '@live-agent/contracts';

export const profileApi = {
  async load(api: AxiosInstance): Promise<ProfileData> {
    const { data } = await api.get<ProfileData>('/profile/data');
    return data;
  },
  async posts(api: AxiosInstance, page: number): Promise<ProfilePostsResponse> {
    const { data } = await api.get<ProfilePostsResponse>('/profile/posts', {
      params: { page, perPage: PROFILE_POSTS_PER_PAGE },
    });
    return data;
  },
  async like(api: AxiosInstance, postId: number): Promise<ProfilePostResponse> {
    const { data } = await api.post<ProfilePostResponse>('/profile/posts/like', { postId });
    return data;
  },
  async comment(api: AxiosInstance, postId: number, comment: string): Promise<ProfilePostResponse> {
    const { data } = await api.post<ProfilePostResponse>('/profile/posts/comment', { postId, comment });
    return data;
  },
  async vote(api: AxiosInstance, pollId: number, optionId: number): Promise<ProfilePollResponse> {
    const { data } = await api.post<ProfilePollResponse>('/profile/polls/vote', { pollId, optionId });
    return data;
  },
};
