import type { TimeRange } from "./types";

// The chart's keyboard (pointer users drag to zoom): arrows walk the cursor point by point (Shift: a tenth
// of the points at a time), Home/End jump to the ends, + zooms in around the cursor, - zooms out, 0 resets.

export type ChartKeyAction =
  | { type: "cursor"; index: number }
  | { type: "zoom"; range: TimeRange }
  | { type: "reset" }
  | { type: "none" };

export type ChartKeyState = {
  /** The cursor's point, or null when it is off the chart. */
  cursor: number | null;
  points: number;
  /** The visible range and the time at the cursor (ms). */
  visible: TimeRange;
  cursorTime: number | null;
};

export function chartKeyAction(key: string, shift: boolean, state: ChartKeyState): ChartKeyAction {
  const { cursor, points, visible } = state;
  if (points === 0) return { type: "none" };
  const step = shift ? Math.max(1, Math.round(points / 10)) : 1;
  const clamp = (index: number) => Math.min(points - 1, Math.max(0, index));
  const span = visible.to - visible.from;
  const center = state.cursorTime ?? visible.from + span / 2;
  switch (key) {
    case "ArrowRight":
      return { type: "cursor", index: clamp(cursor === null ? 0 : cursor + step) };
    case "ArrowLeft":
      return { type: "cursor", index: clamp(cursor === null ? points - 1 : cursor - step) };
    case "Home":
      return { type: "cursor", index: 0 };
    case "End":
      return { type: "cursor", index: points - 1 };
    case "+":
    case "=":
      return { type: "zoom", range: { from: center - span / 8, to: center + span / 8 } };
    case "-":
      return { type: "zoom", range: { from: center - span, to: center + span } };
    case "0":
      return { type: "reset" };
    default:
      return { type: "none" };
  }
}
