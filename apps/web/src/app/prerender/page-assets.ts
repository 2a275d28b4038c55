/** The part of Vite's build manifest (build.manifest) read here. */
export type TViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

export type TPageAssets = { scripts: string[]; styles: string[] };

/**
 * The chunk built from `source` and every chunk it imports statically, with their styles, as
 * absolute URLs. The entry's own are listed too; the page document skips what index.html has.
 */
export function pageAssets(manifest: TViteManifest, source: string): TPageAssets {
  if (!manifest[source]) throw new Error(`${source} has no chunk in the build manifest`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    // Imported chunks' styles first, as Vite inserts them: the page's own rules win the cascade.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  };
  visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}
