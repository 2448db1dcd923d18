import type { Scale } from "./context.ts";

/**
 * Rows a whole seed writes through the bulk loader at each scale with its own log count, ending its time
 * series at SEED_NOW (the seed is deterministic; ending them now moves the edge counters by a few rows): the
 * progress line's time left. server/seed/expected-rows.test.ts checks the small scale; the large one was
 * measured by `npm run seed -- --scale large`. A module seeding more rows updates them.
 */
export const EXPECTED_ROWS: Record<Scale, number> = { small: 207_608, large: 12_934_538 };
