// The touch spin's arithmetic (spec 3 §5: range 0 to 9999999999 by default): every change lands inside the
// range, and a typed value keeps its digits only.

export const SPIN_MIN = 0;
export const SPIN_MAX = 9_999_999_999;

export type SpinRange = { min: number; max: number; step: number };

export function clampSpin(value: number, { min, max }: SpinRange): number {
  return Math.min(max, Math.max(min, value));
}

/** The value a key gives: arrows one step, PageUp/PageDown ten, Home/End the bounds; null for other keys. */
export function spinKey(key: string, value: number, range: SpinRange): number | null {
  const moves: Record<string, number> = {
    ArrowUp: value + range.step,
    ArrowDown: value - range.step,
    PageUp: value + range.step * 10,
    PageDown: value - range.step * 10,
    Home: range.min,
    End: range.max,
  };
  return key in moves ? clampSpin(moves[key], range) : null;
}

/** A typed text as a value: its digits, clamped; empty text is the minimum. */
export function parseSpin(text: string, range: SpinRange): number {
  const digits = text.replace(/\D+/g, "");
  return digits === "" ? range.min : clampSpin(Number(digits), range);
}
