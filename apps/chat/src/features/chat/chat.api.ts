// The typed demo chat API (docs/demo-api.md, Chat). Sagas call these with the axios instance from saga context,
// so the Bearer token, Accept-Language and the error catalogue apply and tests can pass their own client.
import type { AxiosInstance } from 'axios';
import type {
  ChatProfileUser,
  ChatsAndContactsResponse,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
  UpdateProfileUserRequest,
} from '@live-agent/contracts';

export const chatApi = {
  async fetchChatsAndContacts(api: AxiosInstance, q: string): Promise<ChatsAndContactsResponse> {
    const { data } = await api.get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts', {
      params: q.trim() ? { q: q.trim() } : {},
    });
    return data;
  },
  async getChat(api: AxiosInstance, contactId: number): Promise<GetChatResponse> {
    const { data } = await api.get<GetChatResponse>('/apps/chat/get-chat', { params: { id: contactId } });
    return data;
  },
  async sendMessage(api: AxiosInstance, contactId: number, message: string): Promise<SendMessageResponse['response']> {
    const body: SendMessageRequest = { obj: { message, contact: { id: contactId } } };
    const { data } = await api.post<SendMessageResponse>('/apps/chat/send-msg', body);
    return data.response;
  },
  async saveProfile(api: AxiosInstance, changes: UpdateProfileUserRequest): Promise<ChatProfileUser> {
    const { data } = await api.post<ChatProfileUser>('/apps/chat/users/profile-user', changes);
    return data;
  },
};

export type ChatApi = typeof chatApi;
