import { describe, expect, it } from 'vitest';
import { pageAssets } from './page-assets';
import type { TViteManifest } from './page-assets';

const manifest: TViteManifest = {
  'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_form.js': { file: 'assets/form-3.js', css: ['assets/form-3.css'], imports: ['_react.js'] },
  'src/Page.tsx': {
    file: 'assets/Page-4.js',
    css: ['assets/Page-4.css'],
    imports: ['_form.js', '_react.js'],
  },
};

describe('pageAssets', () => {
  it('when a page chunk imports others, then every chunk is listed once and their styles come before its own', () => {
    expect(pageAssets(manifest, 'src/Page.tsx')).toEqual({
      scripts: ['/assets/Page-4.js', '/assets/form-3.js', '/assets/react-2.js'],
      styles: ['/assets/form-3.css', '/assets/Page-4.css'],
    });
  });

  it('when the page has no chunk in the manifest, then the build stops with its name', () => {
    expect(() => pageAssets(manifest, 'src/Renamed.tsx')).toThrow('src/Renamed.tsx');
  });
});
