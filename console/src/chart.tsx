// A bar chart of a grouped answer (uPlot: canvas, ~45 KB, no dependencies). The same numbers
// are in the table below it, so the chart is decoration for screen readers (aria-hidden) and
// its summary is given in words.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import { cell } from './format';

export interface BarSeries {
  labels: string[];
  values: number[];
  measure: string;
}

export function BarChart({ series, title }: { series: BarSeries; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const xs = series.labels.map((_, i) => i);
    const bars = uPlot.paths.bars?.({ size: [0.7, 60], align: 0 });
    const width = () => Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 300,
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.6, xs.length - 0.4] } },
        axes: [
          {
            values: (_u, splits) =>
              splits.map((v) => {
                const label = series.labels[Math.round(v)] ?? '';
                return Number.isInteger(v)
                  ? label.length > 14
                    ? `${label.slice(0, 13)}…`
                    : label
                  : '';
              }),
            incrs: [1],
            rotate: -30,
            size: 70,
          },
          { values: (_u, splits) => splits.map((v) => cell(v)), size: 80 },
        ],
        series: [
          {},
          {
            label: series.measure,
            paths: bars,
            points: { show: false },
            fill: 'rgba(1, 114, 173, 0.75)',
            stroke: 'rgb(1, 90, 140)',
          },
        ],
      },
      [xs, series.values],
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 300 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [series]);
  const top = series.values.reduce((best, v, i) => (v > series.values[best] ? i : best), 0);
  return (
    <figure class="chart">
      <div ref={host} aria-hidden="true" class="chart-canvas" />
      <figcaption>
        {title}: {series.measure} for {series.labels.length} groups; the largest is{' '}
        {series.labels[top]} ({cell(series.values[top])}).
      </figcaption>
    </figure>
  );
}
