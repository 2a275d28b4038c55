import path from 'node:path';
import type { Plugin } from 'vite';

/** Written next to Vite's own build metadata; dot-folders are never served by the app. */
export const CHUNK_REPORT_FILE = '.vite/chunks.json';

export type TChunkReportEntry = {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks this one imports statically (loaded with it) and dynamically (loaded on demand). */
  imports: string[];
  dynamicImports: string[];
  /** Source modules bundled into the chunk, relative to the web app's folder (apps/web). */
  modules: string[];
};

/**
 * Records which source modules went into which chunk. Vite's manifest only names the chunks, and
 * the bundle budget (scripts/check-bundle-budget.mjs) must know that member and staff code stays
 * out of what a guest downloads.
 */
export function chunkReportPlugin(): Plugin {
  let root = '';
  const relative = (id: string) =>
    path.isAbsolute(id) ? path.relative(root, id).split(path.sep).join('/') : id;
  return {
    name: 'academy:chunk-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: TChunkReportEntry[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map(relative),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_REPORT_FILE,
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}
