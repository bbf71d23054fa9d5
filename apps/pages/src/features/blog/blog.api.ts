// The typed demo blog API (docs/demo-api.md, Blog). The post reads answer null for an unknown id (404), so the
// screens show Not Found; every other failure is thrown to the feature, which reports it.
import type { AxiosInstance } from 'axios';
import type {
  BlogCommentInput,
  BlogCommentResponse,
  BlogDetail,
  BlogEditData,
  BlogEditInput,
  BlogListQuery,
  BlogListResponse,
  BlogSidebar,
} from '@live-agent/contracts';
import { isNotFound } from '@live-agent/contracts';

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const blogApi = {
  async list(api: AxiosInstance, query: BlogListQuery): Promise<BlogListResponse> {
    const { data } = await api.get<BlogListResponse>('/blog/list/data', { params: query });
    return data;
  },
  async sidebar(api: AxiosInstance): Promise<BlogSidebar> {
    const { data } = await api.get<BlogSidebar>('/blog/list/data/sidebar');
    return data;
  },
  detail: (api: AxiosInstance, id: string) =>
    orNull(async () => (await api.get<BlogDetail>('/blog/list/data/detail', { params: { id } })).data),
  edit: (api: AxiosInstance, id: string) =>
    orNull(async () => (await api.get<BlogEditData>('/blog/list/data/edit', { params: { id } })).data),
  async save(api: AxiosInstance, post: BlogEditInput): Promise<BlogEditData> {
    const { data } = await api.post<BlogEditData>('/blog/list/data/edit', post);
    return data;
  },
  async comment(api: AxiosInstance, comment: BlogCommentInput): Promise<BlogCommentResponse> {
    const { data } = await api.post<BlogCommentResponse>('/blog/list/data/comment', comment);
    return data;
  },
};
