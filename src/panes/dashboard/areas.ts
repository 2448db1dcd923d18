import { EDGE_AREAS, type EdgeArea } from "../../contract/dashboard";

// The three edge areas (spec 2 §2) and the screens of each: edge list, users, devices.

export type AreaScreens = { edges: string; users: string; devices: string };

export const AREA_SCREENS: Record<EdgeArea, AreaScreens> = {
  video: { edges: "edges.video", users: "edges.videoUsers", devices: "edges.videoDevices" },
  api: { edges: "edges.api", users: "edges.apiUsers", devices: "edges.apiDevices" },
  buffer: { edges: "edges.buffer", users: "edges.bufferUsers", devices: "edges.bufferDevices" },
};

export type Screen = keyof AreaScreens;

/** The area and screen a pane kind shows, if it is an edge screen. */
export function screenOfKind(kind: string | undefined): { area: EdgeArea; screen: Screen } | undefined {
  for (const area of EDGE_AREAS) {
    for (const screen of ["edges", "users", "devices"] as const)
      if (AREA_SCREENS[area][screen] === kind) return { area, screen };
  }
  return undefined;
}
