// A closing (wrap-up) comment agents pick when they close a chat, as the API returns it (DESIGN §6).
export interface Comment {
  id: number;
  /** 1–200 characters. */
  text: string;
  /** Departments that offer the comment; empty means all departments. */
  departmentIds: number[];
  isActive: boolean;
  /** Position in the list agents see; set by reordering. */
  sortOrder: number;
}

/** What the form sends on create and update. */
export interface CommentDraft {
  text: string;
  departmentIds: number[];
  isActive: boolean;
}

export const COMMENT_MAX_LENGTH = 200;
