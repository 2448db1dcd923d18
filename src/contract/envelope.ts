// The response envelope of every /services call (spec 1 §7, spec 2 §7, spec 3 §7): status 0 (or 200/201 where
// a spec says so) and a result on success; on failure a machine code in error, a text in message, and extra:
// datafield naming the offending form field, or the specs 2 and 3 fields error_code, error_msg, validation.
export type EnvelopeExtra = {
  datafield?: string;
  error_code?: string;
  error_msg?: string;
  validation?: unknown;
  [key: string]: unknown;
};

export type Envelope<T = unknown> = {
  status: number | string;
  result: T;
  error: string | null;
  extra: EnvelopeExtra | null;
  message: string;
};

/** Success statuses: 0 for most calls, 200 or 201 where a spec says so; some servers send them as strings. */
export function isSuccessStatus(status: unknown): boolean {
  return (
    status === 0 || status === 200 || status === 201 || status === "0" || status === "200" || status === "201"
  );
}
