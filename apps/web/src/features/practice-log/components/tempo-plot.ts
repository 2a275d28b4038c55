import type { TTempoSeriesItem } from '@academy/contracts';
import uPlot from 'uplot';
// Inlined into this chunk rather than the one stylesheet every page loads (docs/decisions/0050).
import uPlotStyles from 'uplot/dist/uPlot.min.css?inline';

/** Line colours with enough contrast on white (docs/decisions/0050). */
const COLOURS = ['#2f6fe4', '#a93226', '#236b42', '#8a5a0b', '#6b3fa0', '#16151c'];
const HEIGHT = 240;

/** Seconds of a Seoul day's noon, uPlot's time axis unit; noon keeps every zone on the same day. */
const secondsOf = (date: string) => Date.parse(`${date}T12:00:00+09:00`) / 1000;

/** The days of every line on one axis, and each line's tempo per day (null where not played). */
export function plotData(series: readonly TTempoSeriesItem[]): uPlot.AlignedData {
  const days = [
    ...new Set(series.flatMap((line) => line.points.map((point) => point.date))),
  ].sort();
  const lines = series.map((line) => {
    const bpmOf = new Map(line.points.map((point) => [point.date, point.bpm]));
    return days.map((day) => bpmOf.get(day) ?? null);
  });
  return [days.map(secondsOf), ...lines];
}

/** uPlot's own styles, added to the page once, when the first chart is drawn. */
function addStyles() {
  if (document.getElementById('uplot-styles')) return;
  const style = document.createElement('style');
  style.id = 'uplot-styles';
  style.textContent = uPlotStyles;
  document.head.append(style);
}

/**
 * Draws the tempo chart into `element` at its width, and follows the width as the screen turns or
 * resizes. Loaded only by the practice screen (docs/decisions/0050).
 */
export function drawTempoChart(element: HTMLElement, series: readonly TTempoSeriesItem[]) {
  addStyles();
  const width = () => Math.max(element.clientWidth, 280);
  const plot = new uPlot(
    {
      width: width(),
      height: HEIGHT,
      scales: { x: { time: true } },
      axes: [{}, { label: 'BPM' }],
      series: [
        {},
        ...series.map((line, index) => ({
          label: line.exercise,
          stroke: COLOURS[index % COLOURS.length],
          width: 2,
          spanGaps: true,
          points: { show: true, size: 6 },
        })),
      ],
    },
    plotData(series),
    element,
  );
  const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
  observer.observe(element);
  return {
    destroy() {
      observer.disconnect();
      plot.destroy();
    },
  };
}
