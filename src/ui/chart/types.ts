/** One line of a time chart: values aligned with the chart's times. */
export type ChartSeries = {
  id: string;
  label: string;
  /** CSS colour of the line (and of its legend swatch). */
  color: string;
  values: ArrayLike<number>;
  /** Shades the area under the line (the total, under its parts). */
  fill?: boolean;
};

/** Milliseconds since the epoch, [from, to). */
export type TimeRange = { from: number; to: number };
