// The messages on their way (docs/architecture.md, "Server data"): each shows at once, pending, then leaves when the
// server has it (the send puts it into the conversation, api.ts); a failed one stays, its text kept, with Retry.
// Each is sent on its own, so one failing does not hold up the next.
import { useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import { useSendMessageMutation } from '../../api';

export interface OutgoingMessage {
  localId: string;
  contactId: number;
  message: string;
  time: string;
  state: 'pending' | 'failed';
}

export function useOutbox() {
  const [waiting, setWaiting] = useState<OutgoingMessage[]>([]);
  const [sendMessage] = useSendMessageMutation();
  const mark = (localId: string, state: OutgoingMessage['state']) =>
    setWaiting((list) => list.map((item) => (item.localId === localId ? { ...item, state } : item)));

  const deliver = async ({ localId, contactId, message }: OutgoingMessage) => {
    try {
      await sendMessage({ contactId, message }).unwrap();
      setWaiting((list) => list.filter((item) => item.localId !== localId));
    } catch (error) {
      mark(localId, 'failed');
      reportApiError(error, toast.error);
    }
  };

  return {
    waiting,
    send: (contactId: number, message: string) => {
      const item: OutgoingMessage = {
        localId: nanoid(),
        contactId,
        message,
        time: new Date().toISOString(),
        state: 'pending',
      };
      setWaiting((list) => [...list, item]);
      void deliver(item);
    },
    retry: (localId: string) => {
      const item = waiting.find((entry) => entry.localId === localId);
      if (!item) return;
      mark(localId, 'pending');
      void deliver(item);
    },
  };
}
