/** docs/product/screens-and-routes.md /academy-tour: the seven spaces, in the order of the tour. */
export const TOUR_SPACES = [
  'lounge',
  'lessonRoom1',
  'lessonRoom2',
  'practiceRoom',
  'restroom',
  'lobby',
  'lobbyLounge',
] as const;
export type TTourSpace = (typeof TOUR_SPACES)[number];

// The file names, widths and ratio are those written by scripts/generate-tour-images.mjs.
const FILE_NAMES: Record<TTourSpace, string> = {
  lounge: 'lounge',
  lessonRoom1: 'lesson-room-1',
  lessonRoom2: 'lesson-room-2',
  practiceRoom: 'practice-room',
  restroom: 'restroom',
  lobby: 'lobby',
  lobbyLounge: 'lobby-lounge',
};
export const TOUR_IMAGE_WIDTHS = [480, 960, 1440] as const;
export const TOUR_IMAGE_SIZE = { width: 1440, height: 960 } as const;
export const TOUR_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type TTourImageFormat = (typeof TOUR_IMAGE_FORMATS)[number];

/** Full content width on phones and tablets; the image column of the two-column desktop layout. */
export const TOUR_IMAGE_SIZES =
  '(min-width: 1025px) 590px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2rem)';

export function tourImageSrc(space: TTourSpace, width: number, format: TTourImageFormat): string {
  return `/images/tour/${FILE_NAMES[space]}-${width}.${format}`;
}

export function tourImageSrcSet(space: TTourSpace, format: TTourImageFormat): string {
  return TOUR_IMAGE_WIDTHS.map((width) => `${tourImageSrc(space, width, format)} ${width}w`).join(
    ', ',
  );
}

/** The DOM id of a space's block, the target of the jump links. */
export function tourSpaceAnchor(space: TTourSpace): string {
  return `space-${FILE_NAMES[space]}`;
}
