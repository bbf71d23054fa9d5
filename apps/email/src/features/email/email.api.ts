// The typed demo mail API (docs/demo-api.md, Email). Sagas call these with the axios instance from saga context,
// so the Bearer token and the error catalogue apply and tests can pass their own client.
import type { AxiosInstance } from 'axios';
import type { GetOnly } from '@live-agent/auth';
import type {
  EmailDraftInput,
  EmailLabel,
  EmailListQuery,
  EmailListResponse,
  EmailSavedResponse,
  EmailsChangedResponse,
  EmailsDeletedResponse,
  EmailUpdate,
  EmailWithNeighbours,
  PaginateDirection,
} from '@live-agent/contracts';
import type { EmailParams } from './email.types';

/** Only what is set travels, so the server's default (the inbox) applies; a label view sends no folder. */
export function listQuery({ folder, label, q }: EmailParams): EmailListQuery {
  const query: EmailListQuery = label ? { label } : { folder };
  if (q.trim()) query.q = q.trim();
  return query;
}

export const emailApi = {
  async list(api: GetOnly, params: EmailParams): Promise<EmailListResponse> {
    const { data } = await api.get<EmailListResponse>('/apps/email/emails', { params: listQuery(params) });
    return data;
  },
  async get(api: AxiosInstance, id: number, params: EmailParams): Promise<EmailWithNeighbours> {
    const { data } = await api.get<EmailWithNeighbours>('/apps/email/get-email', {
      params: { id, ...listQuery(params) },
    });
    return data;
  },
  async paginate(
    api: AxiosInstance,
    emailId: number,
    dir: PaginateDirection,
    params: EmailParams,
  ): Promise<EmailWithNeighbours> {
    const { data } = await api.get<EmailWithNeighbours>('/apps/email/paginate-email', {
      params: { dir, emailId, ...listQuery(params) },
    });
    return data;
  },
  async update(api: AxiosInstance, emailIds: number[], dataToUpdate: EmailUpdate): Promise<EmailsChangedResponse> {
    const { data } = await api.post<EmailsChangedResponse>('/apps/email/update-emails', { emailIds, dataToUpdate });
    return data;
  },
  async toggleLabel(api: AxiosInstance, emailIds: number[], label: EmailLabel): Promise<EmailsChangedResponse> {
    const { data } = await api.post<EmailsChangedResponse>('/apps/email/update-emails-label', { emailIds, label });
    return data;
  },
  async restore(api: AxiosInstance, emailIds: number[]): Promise<EmailsChangedResponse> {
    const { data } = await api.post<EmailsChangedResponse>('/apps/email/restore-emails', { emailIds });
    return data;
  },
  async deleteForever(api: AxiosInstance, emailIds: number[]): Promise<EmailsDeletedResponse> {
    const { data } = await api.post<EmailsDeletedResponse>('/apps/email/delete-emails', { emailIds });
    return data;
  },
  async send(api: AxiosInstance, email: EmailDraftInput): Promise<EmailSavedResponse> {
    const { data } = await api.post<EmailSavedResponse>('/apps/email/send-email', { email });
    return data;
  },
  async saveDraft(api: AxiosInstance, draft: EmailDraftInput): Promise<EmailSavedResponse> {
    const { data } = await api.post<EmailSavedResponse>('/apps/email/save-draft', { draft });
    return data;
  },
};
