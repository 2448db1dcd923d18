// Time axis labels in the operator's language (uPlot's own are English): times of day for steps under a
// day, with the date under the first tick and under each midnight; dates for steps of a day or more.

export function timeTickFormatter(language: string) {
  const time = new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit" });
  const day = new Intl.DateTimeFormat(language, { day: "numeric", month: "short" });
  return (splits: number[], step: number): string[] =>
    splits.map((seconds, index) => {
      const date = new Date(seconds * 1000);
      if (step >= 86_400) return day.format(date);
      const midnight = date.getHours() === 0 && date.getMinutes() === 0;
      return index === 0 || midnight ? `${time.format(date)}\n${day.format(date)}` : time.format(date);
    });
}
