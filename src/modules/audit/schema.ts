/** One finished API call, as the audit hook hands it over. */
export interface AuditRecord {
  accountId: number | null;
  apiKeyId: number | null;
  actor: string;
  method: string;
  route: string;
  status: number;
  latencyMs: number;
  requestId: string;
  at: string;
}
