import { paneKindId } from "../../workspace/kinds";

// The edge screens (spec 2 §2): per area, the edge list, the users of an edge and a user's devices.

export const VIDEO = paneKindId("edges.video");
export const VIDEO_USERS = paneKindId("edges.videoUsers");
export const VIDEO_DEVICES = paneKindId("edges.videoDevices");
export const API = paneKindId("edges.api");
export const API_USERS = paneKindId("edges.apiUsers");
export const API_DEVICES = paneKindId("edges.apiDevices");
export const BUFFER = paneKindId("edges.buffer");
export const BUFFER_USERS = paneKindId("edges.bufferUsers");
export const BUFFER_DEVICES = paneKindId("edges.bufferDevices");
