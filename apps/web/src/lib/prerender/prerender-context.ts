import { createContext, useContext } from 'react';
import type { THeadTag } from '@/lib/seo/head-tags';

/**
 * Present only while a guest page is rendered to HTML at build time (src/app/prerender). Effects
 * do not run there, so what a page would set in an effect, its head tags, is handed over here.
 */
export type TPrerenderRecorder = {
  recordHead(title: string, tags: THeadTag[]): void;
};

export const PrerenderContext = createContext<TPrerenderRecorder | null>(null);

export function usePrerenderRecorder(): TPrerenderRecorder | null {
  return useContext(PrerenderContext);
}

/**
 * True while rendering the static copy of a page at build time: content that depends on the day
 * it is shown (a calendar's month) is left out of it rather than frozen at the build's date.
 */
export function useIsPrerendering(): boolean {
  return usePrerenderRecorder() !== null;
}
