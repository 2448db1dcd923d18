import { Agent, request } from "node:http";
import { type AuthUser, authCalls } from "../../src/contract/auth.ts";
import { serviceRequest } from "./services.ts";

export type Reply = { status: number; body: string };

/** Keep-alive connections, as a browser or a proxy in front of the server would hold them. */
export function createAgent(connections: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
}

/** One GET on 127.0.0.1 (the bench never leaves the machine). */
export function get(url: URL, agent: Agent, headers: Record<string, string> = {}): Promise<Reply> {
  if (url.hostname !== "127.0.0.1") throw new Error("bench HTTP calls stay on 127.0.0.1");
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** Signs a staff user of the seed in through the real login call: the session's token and its user. */
export async function signInAs(
  base: string,
  user: { email: string; plain: string },
): Promise<{ token: string; user: AuthUser }> {
  const reply = await postJson<{ status: number; result?: { token: string; user: AuthUser } }>(
    base + serviceRequest(authCalls.login).path,
    user,
  );
  if (!reply.result?.token) throw new Error(`login ${user.email} failed: ${JSON.stringify(reply)}`);
  return reply.result;
}

/** A bearer token for a staff user of the seed. */
export async function login(base: string, user: { email: string; plain: string }): Promise<string> {
  return (await signInAs(base, user)).token;
}

/** An envelope is a success when status is 0 (or 200/201 where the spec says so) and no error is set. */
export function envelopeOk(reply: Reply): boolean {
  if (reply.status !== 200) return false;
  try {
    const body = JSON.parse(reply.body) as { status: number; error?: unknown };
    return (body.status === 0 || body.status === 200 || body.status === 201) && !body.error;
  } catch {
    return false;
  }
}
