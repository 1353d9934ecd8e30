/** A total and how much of it happened on the creator's calendar day. */
export interface StatFigure {
  total: number;
  today: number;
}

/** GET /api/dashboard/stats (docs/product-spec.md, section 3, "Dashboard stats"). */
export interface DashboardStats {
  voiceMessages: StatFigure;
  emails: StatFigure;
  pageViews: StatFigure;
  replies: StatFigure;
}

/** One row of GET /api/email-subscribers (docs/product-spec.md, section 3, "Email subscriber"); id lets the host remove it. */
export interface EmailSubscriber {
  id: string;
  email: string;
  senderName: string | null;
  createdAt: string;
  messageCount: number;
}

/** GET /api/email-subscribers/summary: the overview cards. thisWeek is the last 7 × 24 hours. */
export interface SubscribersSummary {
  total: number;
  today: number;
  thisWeek: number;
}

/** Total rows for a GET /api/email-subscribers query (with its search) travel in this header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
