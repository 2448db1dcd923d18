import { z } from "zod";
import { type DemoRoleBody, dummyCalls } from "../contract/dummy";
import { callService } from "./call";
import { queryKeysFactory } from "./query-keys";

export type { DemoRole, DemoRoleBody } from "../contract/dummy";

const artists = queryKeysFactory("dummy", "artists");

export const dummyKeys = {
  roles: queryKeysFactory("dummy", "roles"),
  artists: () => artists.lists(),
};

export const fetchDemoRoles = (signal?: AbortSignal) => callService(dummyCalls.listDemoRoles, {}, { signal });

/** The spec's get-by-id answers a one-element array: the role is its only element. */
export const fetchDemoRole = async (id: number) =>
  (await callService(dummyCalls.getDemoRole, { params: { role_id: id } }))[0];

export const createDemoRole = (body: DemoRoleBody) => callService(dummyCalls.createDemoRole, { body });

export const updateDemoRole = (id: number, body: DemoRoleBody) =>
  callService(dummyCalls.updateDemoRole, { params: { role_id: id }, body });

export const deleteDemoRole = (id: number, reason?: string) =>
  callService(dummyCalls.deleteDemoRole, { params: { role_id: id }, query: reason ? { reason } : {} });

export const artist = z.object({
  id: z.int(),
  name: z.string(),
  country: z.string(),
  genre: z.string(),
  since: z.int(),
  album: z.string(),
});
export type Artist = z.output<typeof artist>;

/** The sample artist table: a static data file of the console (spec 2 §7), not a /services call. */
export async function fetchArtists(signal?: AbortSignal): Promise<Artist[]> {
  const response = await fetch(`${import.meta.env.BASE_URL}dummy/artists.json`, { signal });
  if (!response.ok) throw new Error(`artists.json: HTTP ${response.status}`);
  return z.object({ artists: z.array(artist) }).parse(await response.json()).artists;
}
