import type { TTempoSeriesItem } from '@academy/contracts';
import { useEffect, useRef, useState } from 'react';
import { MemberCard } from '@/components/member-area/MemberCard';
import { usePracticeLogCopy } from '@/i18n/sections/practice-log';
import styles from './PracticeLog.module.css';
import { TempoTable } from './TempoTable';

type TChartState = 'loading' | 'drawn' | 'failed';

/**
 * The tempo of each exercise over the last days (docs/product/lesson-notes.md), drawn by uPlot,
 * which is imported here only, when the chart shows, so no other screen downloads it
 * (docs/decisions/0050). The table below holds the same points for those who cannot see it.
 */
export function TempoChart({ series }: { series: readonly TTempoSeriesItem[] }) {
  const copy = usePracticeLogCopy().chart;
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<TChartState>('loading');

  useEffect(() => {
    const element = canvas.current;
    if (!element || series.length === 0) return undefined;
    let chart: { destroy: () => void } | null = null;
    let gone = false;
    setState('loading');
    import('./tempo-plot')
      .then(({ drawTempoChart }) => {
        if (gone) return;
        chart = drawTempoChart(element, series);
        setState('drawn');
      })
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [series]);

  return (
    <MemberCard headingId="tempo-chart-heading" heading={copy.heading}>
      {series.length === 0 ? (
        <p className={styles.muted}>{copy.empty}</p>
      ) : (
        <>
          <div ref={canvas} className={styles.chart} role="img" aria-label={copy.label} />
          {state === 'loading' && <p className={styles.muted}>{copy.loading}</p>}
          {state === 'failed' && (
            <p className={styles.muted} role="alert">
              {copy.failed}
            </p>
          )}
          <TempoTable series={series} />
        </>
      )}
    </MemberCard>
  );
}
