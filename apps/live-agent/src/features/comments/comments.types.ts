// The comment form's rule; the closing comment and its write body are contracts (@live-agent/contracts).
import { LIVE_AGENT_LIMITS } from '@live-agent/contracts';

export const COMMENT_MAX_LENGTH = LIVE_AGENT_LIMITS.commentTextMax;
