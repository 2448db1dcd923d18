import { fetchEdges, fetchUsers } from "../../api/dashboard";
import {
  EDGE_AREAS,
  type Edge,
  type EdgeArea,
  type EdgeUser,
  isEmailAddress,
} from "../../contract/dashboard";

// What the palette finds in the three areas at once: edges by number, end users by e-mail.

export type FoundEdge = { area: EdgeArea; edge: Edge };
export type FoundUser = { area: EdgeArea; user: EdgeUser };

const EDGE_SEARCH = /^[a-z0-9.-]+$/;

/** A whole e-mail address (as pasted), lower-cased; null for anything else. */
export function pastedEmail(text: string): string | null {
  const value = text.trim().toLowerCase();
  return isEmailAddress(value) ? value : null;
}

/** Each area's answer, or nothing from an area that failed (the others still count). */
async function everyArea<T>(ask: (area: EdgeArea) => Promise<T[]>): Promise<T[]> {
  const answers = await Promise.allSettled(EDGE_AREAS.map(ask));
  return answers.flatMap((answer) => (answer.status === "fulfilled" ? answer.value : []));
}

export function findEdges(text: string, signal: AbortSignal, limit = 8): Promise<FoundEdge[]> {
  const search = text.trim().toLowerCase();
  if (!EDGE_SEARCH.test(search)) return Promise.resolve([]);
  return everyArea(async (area) => {
    const page = await fetchEdges(area, { interval: "P1D", start: 0, length: limit, search }, signal);
    return page.edges.map((edge) => ({ area, edge }));
  });
}

/** The user's rows (one per edge with errors) in every area, for an e-mail or its start. */
export function findUserEdges(email: string, signal: AbortSignal, limit = 10): Promise<FoundUser[]> {
  const prefix = email.trim().toLowerCase();
  if (prefix.length < 3) return Promise.resolve([]);
  return everyArea(async (area) => {
    const page = await fetchUsers(area, { start: 0, length: limit, email: prefix }, signal);
    return page.users.map((user) => ({ area, user }));
  });
}
