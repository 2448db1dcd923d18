import { authCalls } from "../../src/contract/auth.ts";
import { type CallDecl, fillPath, type Method } from "../../src/contract/define.ts";
import { asText } from "../../src/contract/testing/examples.ts";
import { judge, type Verdict } from "./verdict.ts";

// The backend as the console reaches it: HTTP only, the bearer token of a sign-in made through the contract's own
// login call, and the region and tenant_code every call carries when the operator chose them (spec 1 §7).

export type Connection = {
  /** The services URL the console would be pointed at, e.g. https://adm.example/services. */
  servicesUrl: string;
  region?: string;
  tenant?: string;
  /** The fetch to use (a test alters answers through its own). */
  fetch?: typeof fetch;
};

export type CallInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

/** What came back: the HTTP status, the media type and, for a JSON answer, its parsed body. */
export type Answer = { httpStatus: number; contentType: string; json?: unknown; jsonError?: string };

export type Backend = {
  call(decl: CallDecl, input?: CallInput, method?: Method): Promise<Answer>;
};

const DEFAULT_TIMEOUT_MS = 30_000;

function queryText(query: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(name, asText(value));
  return search;
}

async function readAnswer(response: Response, decl: CallDecl): Promise<Answer> {
  const contentType = response.headers.get("content-type") ?? "";
  const answer: Answer = { httpStatus: response.status, contentType };
  const rawMedia = decl.produces !== "envelope" && decl.produces !== "application/json";
  // A stream, a page or a file is judged by its status and media type: its body is not read.
  if (rawMedia && response.ok) {
    await response.body?.cancel();
    return answer;
  }
  const text = await response.text();
  try {
    answer.json = JSON.parse(text);
  } catch (error) {
    answer.jsonError = `${(error as Error).message}: ${text.slice(0, 80)}`;
  }
  return answer;
}

function backendOn(connection: Connection, token: string | undefined): Backend {
  const fetchImpl = connection.fetch ?? fetch;
  const base = connection.servicesUrl.replace(/\/+$/, "");
  return {
    async call(decl, input = {}, method = decl.methods[0]) {
      const scope = { region: connection.region, tenant_code: connection.tenant };
      const search = queryText({ ...scope, ...input.query });
      const url = `${base}${fillPath(decl.path, input.params)}${search.size ? `?${search}` : ""}`;
      const headers: Record<string, string> = { accept: "application/json" };
      if (token) headers.authorization = `Bearer ${token}`;
      if (input.body !== undefined) headers["content-type"] = "application/json";
      const response = await fetchImpl(url, {
        method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: AbortSignal.timeout(decl.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      return readAnswer(response, decl);
    },
  };
}

export class SignInRefused extends Error {}

/** Signs in through the contract's login call (judged like any call); the backend then carries its token. */
export async function signIn(
  connection: Connection,
  email: string,
  password: string,
): Promise<{ backend: Backend; verdict: Verdict }> {
  const login = authCalls.login;
  const answer = await backendOn(connection, undefined).call(login, { body: { email, plain: password } });
  const verdict = judge(login, answer);
  if (verdict.outcome !== "conforming")
    throw new SignInRefused(`${verdict.detail} ${JSON.stringify(answer.json ?? answer.jsonError)}`);
  const { token } = login.result.parse((answer.json as { result: unknown }).result);
  return { backend: backendOn(connection, token), verdict };
}
