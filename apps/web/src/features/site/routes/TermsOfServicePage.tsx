import { PageShell } from '@/components/page-shell/PageShell';
import { useLanguage, useT } from '@/i18n/use-language';
import { PolicyDocument } from '../components/policy/PolicyDocument';
import { TERMS_SECTIONS, termsOfService } from '../content/policies';

export function TermsOfServicePage() {
  const page = useT().site.termsOfService;
  const terms = termsOfService[useLanguage().language];
  const entries = TERMS_SECTIONS.map((id) => ({ id, section: terms.sections[id] }));
  return (
    <PageShell title={page.title} description={page.description}>
      <PolicyDocument idPrefix="terms" intro={terms.intro} entries={entries} />
    </PageShell>
  );
}
