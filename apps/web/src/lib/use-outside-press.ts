import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

/**
 * While `active`, calls `onOutside` when a press lands outside every element in `inside` (a
 * popup and the button that opens it), so a press elsewhere closes the popup and leaves focus
 * where the press put it. Mouse-only environments send mousedown without pointerdown.
 */
export function useOutsidePress(
  active: boolean,
  inside: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
) {
  const onPress = useEffectEvent((event: Event) => {
    const target = event.target;
    if (target instanceof Node && inside.some((ref) => ref.current?.contains(target))) return;
    onOutside();
  });

  useEffect(() => {
    if (!active) return;
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('mousedown', onPress);
    return () => {
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('mousedown', onPress);
    };
  }, [active]);
}
