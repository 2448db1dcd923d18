// The seed's progress (issue 29 §4): stage, rows, rate and time left. A terminal gets one line rewritten in
// place; a log (CI, a pipe) gets a line per finished stage and one per STEP_MS of a long stage.

export type SeedProgress = {
  /** The module (or "analyze") being seeded, 1-based among `stageCount`. */
  stage: string;
  stageIndex: number;
  stageCount: number;
  /** Rows written through the bulk loader: by this stage, and by the whole seed so far. */
  stageRows: number;
  rows: number;
  /** Rows the whole seed writes at this scale (EXPECTED_ROWS); 0 when unknown. */
  expectedRows: number;
  elapsedMs: number;
};

/** What seedDatabase tells its caller: a stage begins, rows were written. */
export type SeedProgressSink = {
  stage(name: string, index: number, count: number): void;
  rows(count: number): void;
};

const number = new Intl.NumberFormat("en-US");

/** A duration as "1 h 02 min", "3 min 05 s" or "12 s". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  if (h > 0) return `${h} h ${two(m)} min`;
  if (m > 0) return `${m} min ${two(s)} s`;
  return `${s} s`;
}

/** One line: "seed 2/14 consumption · 40,000 rows (52,000 in all) · 26,000 rows/s · about 1 min 10 s left". */
export function formatProgress(p: SeedProgress): string {
  const seconds = p.elapsedMs / 1000;
  const rate = seconds > 0 ? p.rows / seconds : 0;
  const left =
    p.expectedRows > p.rows && rate > 0
      ? `about ${formatDuration(((p.expectedRows - p.rows) / rate) * 1000)} left`
      : p.expectedRows > 0 && p.rows >= p.expectedRows
        ? "finishing"
        : "time left unknown";
  return [
    `seed ${p.stageIndex}/${p.stageCount} ${p.stage}`,
    `${number.format(p.stageRows)} rows (${number.format(p.rows)} in all)`,
    `${number.format(Math.round(rate))} rows/s`,
    left,
  ].join(" · ");
}

type Output = { write(text: string): unknown; isTTY?: boolean };

/** How often a terminal's line is rewritten, and a log gets a line during a long stage. */
const REDRAW_MS = 250;
export const STEP_MS = 10_000;

/** Reports a seed's progress on `output` (the CLI's stderr): the sink seedDatabase feeds, and `end()`. */
export function progressReporter(output: Output, expectedRows: number, clock = () => performance.now()) {
  const started = clock();
  let current: SeedProgress | null = null;
  let shownAt = started;
  const show = (finished: boolean) => {
    if (!current) return;
    current.elapsedMs = clock() - started;
    const line = formatProgress(current);
    if (output.isTTY) output.write(`\r\x1b[K${line}${finished ? "\n" : ""}`);
    else output.write(`${line}${finished ? "" : " …"}\n`);
    shownAt = clock();
  };
  const sink: SeedProgressSink = {
    stage(name, index, count) {
      if (current && !output.isTTY) show(true);
      const rows = current?.rows ?? 0;
      current = {
        stage: name,
        stageIndex: index,
        stageCount: count,
        stageRows: 0,
        rows,
        expectedRows,
        elapsedMs: 0,
      };
      if (output.isTTY) show(false);
    },
    rows(count) {
      if (!current) return;
      current.stageRows += count;
      current.rows += count;
      if (clock() - shownAt >= (output.isTTY ? REDRAW_MS : STEP_MS)) show(false);
    },
  };
  return { sink, end: () => show(true) };
}
