import type { ShareResult } from "../../src/contract/dashboard.ts";
import { analyticsAddress } from "../analytics-address.ts";
import { ApiError } from "../envelope.ts";

/** GET dashboard/share answers the configured analytics page (server/analytics-address.ts) as result.url. */
export function shareResult(): ShareResult {
  const url = analyticsAddress();
  if (!url) throw new ApiError("dashboard_share_unavailable");
  return { url: url.href };
}
