// A queue as the API returns it (DESIGN §6).
export const QUEUE_ROUTINGS = ['auto', 'manual', 'load_balancing'] as const;
export type QueueRouting = (typeof QUEUE_ROUTINGS)[number];

export interface Queue {
  id: number;
  name: string;
  departmentId: number;
  routing: QueueRouting;
  /** 1 (lowest) to 5 (highest). */
  priority: number;
  maxWaitSec: number;
  slaFirstResponseSec: number;
  isActive: boolean;
}

export interface QueueDraft {
  name: string;
  departmentId: number;
  routing: QueueRouting;
  priority: number;
  maxWaitSec: number;
  slaFirstResponseSec: number;
  isActive: boolean;
}
