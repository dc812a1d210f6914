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
            // One tick per bar; when bars are narrow, a label on every few only.
            splits: () => xs,
            values: (u, splits) => {
              const step = Math.max(
                1,
                Math.ceil((splits.length * 22) / Math.max(1, u.bbox.width / devicePixelRatio)),
              );
              return splits.map((v, i) => {
                const label = series.labels[Math.round(v)] ?? '';
                if (i % step !== 0) return '';
                return label.length > 16 ? `${label.slice(0, 15)}…` : label;
              });
            },
            rotate: -45,
            size: 110,
            gap: 4,
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
