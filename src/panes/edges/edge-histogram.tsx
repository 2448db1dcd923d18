import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { histogramSeries } from "../../api/dashboard";
import type { Histogram } from "../../contract/dashboard";
import { TimeChart } from "../../ui/chart/time-chart";
import type { ChartSeries, TimeRange } from "../../ui/chart/types";
import { EDGE_COLORS, TOTAL_COLOR } from "./colors";
import { formatDateTime, formatNumber } from "./format";

type Props = {
  label: string;
  histogram: Histogram;
  onZoom(range: TimeRange): void;
  onResetZoom(): void;
};

/** The histogram of spec 2 §2: the area's total and each charted edge, one colour each. */
export function EdgeHistogram({ label, histogram, onZoom, onResetZoom }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { times, series } = useMemo(() => {
    const { total, edges } = histogramSeries(histogram);
    const lines: ChartSeries[] = [
      {
        id: "total",
        label: t("edges.chart.total"),
        color: TOTAL_COLOR,
        values: total.map((entry) => entry.errors),
        fill: true,
      },
      ...edges.map((edge, index) => ({
        id: edge.id,
        label: edge.id === "default" ? t("edges.edges.default") : `Edge ${edge.id}`,
        color: EDGE_COLORS[index % EDGE_COLORS.length],
        values: edge.histogram.map((entry) => entry.errors),
      })),
    ];
    return { times: total.map((entry) => Date.parse(entry.datetime) / 1000), series: lines };
  }, [histogram, t]);
  return (
    <TimeChart
      label={label}
      times={times}
      series={series}
      onZoom={onZoom}
      onResetZoom={onResetZoom}
      formatTime={(seconds) => formatDateTime(new Date(seconds * 1000).toISOString(), language)}
      formatValue={(value) => formatNumber(value, language)}
    />
  );
}
