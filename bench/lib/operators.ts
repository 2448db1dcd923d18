import { performance } from "node:perf_hooks";
import { envelopeOk } from "./http.ts";
import type { ServiceRequest } from "./services.ts";
import { sleep } from "./stats.ts";

/** Something a virtual operator does, as often as its weight says among their actions. */
export type OperatorAction = {
  name: string;
  /** Relative frequency in the operator's mix. */
  weight: number;
  /** The request of the operator's `turn`-th use of this action. */
  request: (turn: number) => ServiceRequest;
};

/** One request of the load: when it left and came back (performance.now() ms), and how it ended. */
export type Outcome = {
  action: string;
  sentAt: number;
  endedAt: number;
  ok: boolean;
  /** Why it failed: the HTTP status and the envelope's error code, or the network error's code. */
  failure?: string;
};

/** A signed-in virtual operator: their session token and what they may do. */
export type VirtualOperator = { token: string; actions: OperatorAction[] };

/**
 * Pause between two actions of an operator: reading the answer, typing the next search. A person at a console
 * acts every second or few, so 200 operators send about 100 requests a second, not as many as they can.
 */
const THINK_MS = { min: 1000, max: 3000 };

const think = () => THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);

function failureOf(status: number, body: string): string {
  try {
    const envelope = JSON.parse(body) as { error?: unknown };
    return `HTTP ${status} ${typeof envelope.error === "string" ? envelope.error : ""}`.trim();
  } catch {
    return `HTTP ${status}`;
  }
}

function networkFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

/** The action a uniform draw in [0, 1) picks, each with a chance proportional to its weight. */
export function pickAction(actions: readonly OperatorAction[], draw: number): OperatorAction {
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  let left = draw * total;
  for (const action of actions) {
    left -= action.weight;
    if (left < 0) return action;
  }
  return actions[actions.length - 1];
}

/** One request through fetch (undici, keep-alive), its outcome pushed to `outcomes`. */
async function send(base: string, operator: VirtualOperator, action: OperatorAction, turn: number) {
  const { method, path, body } = action.request(turn);
  const headers: Record<string, string> = { authorization: `Bearer ${operator.token}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  const sentAt = performance.now();
  try {
    const response = await fetch(base + path, { method, headers, body });
    const text = await response.text();
    const ok = envelopeOk({ status: response.status, body: text });
    const outcome = { action: action.name, sentAt, endedAt: performance.now(), ok };
    return ok ? outcome : { ...outcome, failure: failureOf(response.status, text) };
  } catch (error) {
    return {
      action: action.name,
      sentAt,
      endedAt: performance.now(),
      ok: false,
      failure: networkFailure(error),
    };
  }
}

/**
 * Starts every operator's loop (closed model: one request in flight each, a think time between two), each
 * starting at a random moment of the first think time so they do not move in step. Returns `stop`, which
 * resolves when every operator has finished its last request.
 */
export function startOperators(base: string, operators: readonly VirtualOperator[], outcomes: Outcome[]) {
  let running = true;
  const loops = operators.map(async (operator) => {
    const turns = new Map<string, number>();
    await sleep(Math.random() * THINK_MS.max);
    while (running) {
      const action = pickAction(operator.actions, Math.random());
      const turn = turns.get(action.name) ?? 0;
      turns.set(action.name, turn + 1);
      outcomes.push(await send(base, operator, action, turn));
      await sleep(think());
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
