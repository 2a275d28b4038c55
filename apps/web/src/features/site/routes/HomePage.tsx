import { useLanguage, useT } from '@/i18n/use-language';
import { JsonLd } from '@/lib/seo/JsonLd';
import { PageMeta } from '@/lib/seo/PageMeta';
import { buildMusicSchoolJsonLd } from '@/lib/seo/music-school';
import { HomeClosing } from '../components/home/HomeClosing';
import { HomeFeatures } from '../components/home/HomeFeatures';
import { HomeHero } from '../components/home/HomeHero';
import { HomePrograms } from '../components/home/HomePrograms';
import { HomeStats } from '../components/home/HomeStats';

/** docs/product/screens-and-routes.md `/`. The same page serves phones and tablets (up to 1024 px) with its own layout. */
export function HomePage() {
  const t = useT();
  const home = t.site.home;
  const { language } = useLanguage();
  return (
    <>
      <PageMeta title={home.documentTitle} description={home.metaDescription} />
      <JsonLd data={buildMusicSchoolJsonLd(language, t)} />
      <HomeHero />
      <HomeStats />
      <HomeFeatures />
      <HomePrograms />
      <HomeClosing />
    </>
  );
}
