import { EDGE_AREAS, type EdgeArea } from "../../contract/dashboard";
import type { PaneKindId } from "../../workspace/types";
import {
  API,
  API_DEVICES,
  API_USERS,
  BUFFER,
  BUFFER_DEVICES,
  BUFFER_USERS,
  VIDEO,
  VIDEO_DEVICES,
  VIDEO_USERS,
} from "./kinds";

// The three edge areas (spec 2 §2) and the screens of each: edge list, users, devices.

export type AreaScreens = { edges: PaneKindId; users: PaneKindId; devices: PaneKindId };

export const AREA_SCREENS: Record<EdgeArea, AreaScreens> = {
  video: { edges: VIDEO, users: VIDEO_USERS, devices: VIDEO_DEVICES },
  api: { edges: API, users: API_USERS, devices: API_DEVICES },
  buffer: { edges: BUFFER, users: BUFFER_USERS, devices: BUFFER_DEVICES },
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
