// The comment form's rule; the closing comment and its write body are contracts (@live-agent/contracts).
export const COMMENT_MAX_LENGTH = 200;
