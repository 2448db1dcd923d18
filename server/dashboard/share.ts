import type { ShareResult } from "../../src/contract/dashboard.ts";
import { analyticsAddress, analyticsConfigured } from "../analytics-address.ts";
import { ApiError } from "../envelope.ts";

/**
 * GET dashboard/share answers the configured analytics page (server/analytics-address.ts) as result.url, or
 * null while none is configured (the default); a configured address that is not a valid one is a failure.
 */
export function shareResult(): ShareResult {
  if (!analyticsConfigured()) return { url: null };
  const url = analyticsAddress();
  if (!url) throw new ApiError("dashboard_share_unavailable");
  return { url: url.href };
}
