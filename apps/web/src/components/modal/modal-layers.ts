/**
 * Open modals, last opened on top. Only the top one answers Escape and keeps focus, so a modal
 * opened from inside another closes alone. The page stops scrolling while any modal is open.
 */
const layers: object[] = [];
let savedOverflow = '';

export function openLayer(layer: object): () => void {
  if (layers.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  layers.push(layer);
  return () => {
    const index = layers.indexOf(layer);
    if (index >= 0) layers.splice(index, 1);
    if (layers.length === 0) document.body.style.overflow = savedOverflow;
  };
}

export function isTopLayer(layer: object): boolean {
  return layers.at(-1) === layer;
}
