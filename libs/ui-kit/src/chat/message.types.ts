// The message a thread shows, in no product's words: each app maps its own messages to it.
import type { ReactNode } from 'react';

/** 'self': the reader's side (right); 'other': the people they talk to (left); 'system': notices (centred). */
export type ThreadSide = 'self' | 'other' | 'system';

export interface ThreadMessage {
  /** Stable across pages and reloads (the thread keys and anchors on it). */
  id: string | number;
  text: string;
  /** ISO date-time. */
  time: string;
  side: ThreadSide;
  /** Who sent it: consecutive messages of one sender are grouped. */
  senderId?: string | number | null;
  senderName?: string;
  /** A picture URL; without one, the initials of senderName (or avatarIcon). */
  avatar?: string;
  /** Stands in for the picture or initials (a robot for a bot). */
  avatarIcon?: ReactNode;
  /** What the sender is in the app's words (customer, agent, bot): written to `data-sender` for styles and tests. */
  senderKind?: string;
  /**
   * 'private': a note the other side never sees (warning colours, `data-private`); 'automated': sent by a
   * bot (its own colour).
   */
  tone?: 'private' | 'automated';
}
