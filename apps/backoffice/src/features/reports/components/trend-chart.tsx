import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TrendSeries {
  label: string;
  /** A design token (the theme's accent, success, ... colour), read when the chart is drawn. */
  colour: 'accent' | 'success' | 'danger' | 'warning' | 'text' | 'text-muted';
  values: number[];
  dashed?: boolean;
}

const chartHeightPx = 220;
/** Steps of a count axis: whole players, never 0.5 of one. */
const countSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

/** The theme's colour (the --ui-* variables of @gaming/ui tokens.css); a canvas cannot read var(). */
function tokenColour(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--ui-${name}`).trim() || '#888888';
}

/** The html element's theme, so the charts are drawn again in the other theme's colours. */
function useThemeName(): string | null {
  const [theme, setTheme] = useState(() => document.documentElement.getAttribute('data-theme'));
  useEffect(() => {
    const observer = new MutationObserver(() =>
      setTheme(document.documentElement.getAttribute('data-theme')),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

type ChartText = { dayLabel: string; counts: boolean };

function optionsOf(
  days: string[],
  series: TrendSeries[],
  widthPx: number,
  format: (value: number) => string,
  text: ChartText,
) {
  const grid = { stroke: tokenColour('border'), width: 1 };
  const axis = { stroke: tokenColour('text-muted'), grid, ticks: grid };
  return {
    width: widthPx,
    height: chartHeightPx,
    // The x values are the days' positions: labels are the brand's days as the server named them.
    scales: {
      x: { time: false },
      ...(text.counts
        ? {
            y: {
              range: (_chart: uPlot, _min: number, max: number) =>
                [0, Math.max(max, 1)] as uPlot.Range.MinMax,
            },
          }
        : {}),
    },
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false } },
    axes: [
      {
        ...axis,
        values: (_chart: uPlot, splits: number[]) =>
          splits.map((split) => (Number.isInteger(split) ? (days[split]?.slice(5) ?? '') : '')),
      },
      {
        ...axis,
        size: 70,
        ...(text.counts ? { incrs: countSteps } : {}),
        values: (_chart: uPlot, splits: number[]) => splits.map(format),
      },
    ],
    series: [
      {
        label: text.dayLabel,
        value: (_chart: uPlot, index: number | null) => (index === null ? '' : (days[index] ?? '')),
      },
      ...series.map((line) => ({
        label: line.label,
        stroke: tokenColour(line.colour),
        width: 2,
        points: { show: days.length <= 31 },
        ...(line.dashed ? { dash: [6, 4] } : {}),
        value: (_chart: uPlot, value: number | null) => (value === null ? '' : format(value)),
      })),
    ],
  } satisfies uPlot.Options;
}

/**
 * A line chart of daily figures (uPlot: a small canvas chart without dependencies). The table beside
 * it carries the same figures for screen readers and exact reading; the canvas is a picture of them.
 */
export function TrendChart({
  title,
  days,
  series,
  format,
  dayLabel,
  counts = false,
  testId,
}: {
  title: string;
  days: string[];
  series: TrendSeries[];
  format: (value: number) => string;
  /** The legend's name for the day under the cursor. */
  dayLabel: string;
  /** Whole numbers (players), starting at zero. */
  counts?: boolean;
  testId: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useThemeName();
  useEffect(() => {
    // The colours are read from the theme (tokenColour): a new theme draws the chart again.
    void theme;
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((_day, index) => index), ...series.map((line) => line.values)];
    const options = optionsOf(days, series, element.clientWidth, format, { dayLabel, counts });
    const chart = new uPlot(options, data, element);
    // uPlot's stylesheet names system fonts, which lack Devanagari: the legend uses the page's fonts.
    chart.root.style.fontFamily = 'inherit';
    // Follows the panel's width (the drawer, a rotated phone); the height stays.
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: chartHeightPx }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, format, dayLabel, counts, theme]);
  return (
    <figure
      data-testid={testId}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface p-3"
    >
      <figcaption className="font-semibold">{title}</figcaption>
      <div ref={container} role="img" aria-label={title} className="trend-chart min-w-0 text-sm" />
    </figure>
  );
}
