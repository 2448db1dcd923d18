// The audit columns several modules' tables carry (filters, product families, plans, rates, promotions): who
// created, last changed and published a row, and when. Their migrations stay with the modules; the seeds write
// the columns in this order.

export const AUDIT_COLUMNS = [
  "created_date",
  "created_user",
  "modified_date",
  "modified_user",
  "publish_date",
  "publish_user",
] as const;

export type AuditColumns = {
  created_date: string;
  created_user: string;
  modified_date: string;
  modified_user: string;
  publish_date: string | null;
  publish_user: string | null;
};
