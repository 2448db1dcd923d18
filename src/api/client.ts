import { type FetchOptions, ofetch } from "ofetch";
import { session } from "../session/store";
import { getServicesBase } from "./config";
import { unwrapEnvelope } from "./envelope";
import { ApiError, SESSION_ENDING_CODES } from "./errors";
import { noteAnswer, noteNoAnswer } from "./reachability";

type SessionEndListener = (code: string) => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** The session module listens here so a 401 anywhere ends the session the same way. */
export function onSessionEnded(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** The region and tenant_code every call carries (spec 1 §7), when there is a choice to carry. */
function scopeQuery(): Record<string, string> {
  const scope: Record<string, string> = {};
  if (session.region) scope.region = session.region;
  if (session.tenant) scope.tenant_code = session.tenant;
  return scope;
}

const raw = ofetch.create({
  ignoreResponseError: true,
  retry: 0,
  onRequest({ options }) {
    options.baseURL = getServicesBase();
    const query = { ...scopeQuery(), ...(options.query ?? {}) };
    options.query = query;
    if (session.token) {
      const headers = new Headers(options.headers);
      headers.set("Authorization", `Bearer ${session.token}`);
      options.headers = headers;
    }
  },
});

type CallOptions = Omit<FetchOptions<"json">, "baseURL" | "responseType">;

/**
 * The single way the console calls /services: envelope in, data or a typed ApiError out. A call that answers
 * a raw body (the OpenAPI document) passes "raw": a success is the body itself, a failure still an ApiError.
 */
export async function api<T>(
  path: string,
  options: CallOptions = {},
  answer: "envelope" | "raw" = "envelope",
): Promise<T> {
  let response: Awaited<ReturnType<typeof raw.raw>>;
  try {
    response = await raw.raw(path, options);
  } catch (cause) {
    // A call its caller gave up on says nothing of the server.
    if (!options.signal?.aborted) noteNoAnswer();
    throw new ApiError({ code: "error_network", httpStatus: 0, message: String(cause) });
  }
  noteAnswer(response.status);
  try {
    if (answer === "raw" && response.ok) return response._data as T;
    return unwrapEnvelope<T>(response._data, response.status);
  } catch (error) {
    if (error instanceof ApiError && response.status === 401) {
      const code = (SESSION_ENDING_CODES as readonly string[]).includes(error.code) ? error.code : null;
      if (code && session.token) for (const listener of sessionEndListeners) listener(code);
    }
    throw error;
  }
}

/** Absolute URL of a /services path (for EventSource and downloads, which cannot use the client). */
export function servicesUrl(path: string, query: Record<string, string> = {}): string {
  const base = getServicesBase();
  const url = new URL(`${base}${path}`, window.location.origin);
  for (const [key, value] of Object.entries({ ...scopeQuery(), ...query })) {
    url.searchParams.set(key, value);
  }
  return url.toString();
}
