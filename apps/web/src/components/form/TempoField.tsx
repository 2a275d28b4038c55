import { TEMPO_BPM } from '@academy/contracts';
import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type TTempoFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'inputMode' | 'min' | 'max'
>;

/**
 * A tempo in BPM (a lesson note's target, a practice's tempo reached): a numeric keypad on a
 * phone, bounded as the contracts bound it (TEMPO_BPM).
 */
export function TempoField(props: TTempoFieldProps) {
  return (
    <TextField
      {...props}
      type="number"
      inputMode="numeric"
      min={TEMPO_BPM.MIN}
      max={TEMPO_BPM.MAX}
    />
  );
}
