import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { TLanguage } from '@/i18n/language';
import { PrerenderContext } from '@/lib/prerender/prerender-context';
import type { THeadTag } from '@/lib/seo/head-tags';
import { AppProvider } from '../provider';
import { AppRoutes } from '../App';

export type TRenderedPage = {
  /** The markup of the app's root element. */
  html: string;
  title: string;
  headTags: THeadTag[];
};

/**
 * Renders the route at `path` as a guest sees it before any answer from the API (the session
 * check still on its way, lists loading), in `language`. The page's chunk must have been
 * preloaded (preloadModule), so nothing waits on a lazy import.
 */
export async function renderPage(path: string, language: TLanguage): Promise<TRenderedPage> {
  let head: { title: string; headTags: THeadTag[] } | undefined;
  const recorder = {
    recordHead: (title: string, headTags: THeadTag[]) => {
      head = { title, headTags };
    },
  };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PrerenderContext value={recorder}>
      <AppProvider initialLanguage={language}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </PrerenderContext>,
    // Without a chunk size limit React keeps every finished boundary in place instead of moving
    // big ones to the end of the stream with an inline script to swap them in (the CSP forbids it).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  if (errors.length > 0) {
    throw new AggregateError(errors, `${path} (${language}) failed to render`);
  }
  // "<!--$?-->" is a boundary still waiting, "<!--$!-->" one left to the browser after an error.
  if (/<!--\$[?!]-->/.test(html)) {
    throw new Error(`${path} (${language}) has a part that did not finish rendering`);
  }
  if (!head) throw new Error(`${path} (${language}) rendered no page title (usePageMeta)`);
  return { html, ...head };
}
