// The little the Departments tab reads of working times. The department and its write body are contracts
// (@live-agent/contracts, live-agent).
import type { WorkingTime } from '@live-agent/contracts';

/** A working time as a choice for a department (GET /working-times/all, only what the tab shows). */
export type WorkingTimeOption = Pick<WorkingTime, 'id' | 'name' | 'isEnabled'>;
