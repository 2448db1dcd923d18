import type { EdgeArea } from "../../src/contract/dashboard.ts";
import type { Rng } from "../seed/prng.ts";
import { API_PATHS, type EventKind } from "./seed-catalog.ts";

// What an event recorded about the call that failed: the operator's request and response, and the failure
// data (absent when the event is a recovery).

export type EventContext = {
  area: EdgeArea;
  kind: EventKind;
  host: string;
  contentId: number;
  deviceId: string;
  appVersion: string;
  /** Milliseconds since the epoch. */
  at: number;
};

export type OperatorRecord = {
  url: string | null;
  operator: string;
  bufferDuration: number | null;
  chunks: number;
};

export const randomHex = (rng: Rng, length: number) => {
  let out = "";
  while (out.length < length)
    out += Math.floor(rng.next() * 0x100000000)
      .toString(16)
      .padStart(8, "0");
  return out.slice(0, length);
};

function urlOf(rng: Rng, context: EventContext): string | null {
  const { area, host, contentId } = context;
  if (area === "video")
    return `https://${host}/vod/${contentId}/hls/seg-${String(rng.int(1, 900)).padStart(5, "0")}.ts`;
  if (area === "api") return `https://${host}${rng.pick(API_PATHS)}`;
  // Buffer events come from the player: a third of them carry no address.
  return rng.chance(0.33) ? null : `https://${host}/vod/${contentId}/hls/master.m3u8`;
}

export function operatorRecord(rng: Rng, context: EventContext): OperatorRecord {
  const { area, kind, deviceId, appVersion, at } = context;
  const url = urlOf(rng, context);
  const elapsed = kind.status === 0 ? rng.int(2_000, 9_000) : rng.int(80, 1_900);
  const requestId = randomHex(rng, 16);
  const request = {
    method: area === "api" && url?.endsWith("purchase") ? "POST" : "GET",
    url,
    headers: { "x-device-id": deviceId, "x-app-version": appVersion, "x-request-id": requestId },
    sent_at: new Date(at).toISOString(),
  };
  const response = {
    status: kind.httpStatus,
    elapsed_ms: elapsed,
    headers: { "x-cache": kind.status === 0 ? "MISS" : "HIT", "x-request-id": requestId },
    body: kind.status === 1 ? { status: "0" } : { status: "1", error: kind.code, message: kind.message },
  };
  const faildata =
    kind.status === 1
      ? null
      : { code: kind.code, message: kind.message, retries: rng.int(0, 4), edge: context.host };
  const chunks =
    area !== "video" ? 0 : kind.status === 0 ? rng.int(1, 12) : kind.status === 2 ? rng.int(0, 2) : 0;
  return {
    url,
    operator: JSON.stringify({ request, response, faildata }),
    bufferDuration:
      area === "buffer" ? (kind.status === 0 ? rng.int(2_500, 45_000) : rng.int(300, 2_400)) : null,
    chunks,
  };
}
