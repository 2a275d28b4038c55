import { PageShell } from '@/components/page-shell/PageShell';
import { useLanguage, useT } from '@/i18n/use-language';
import { PolicyDocument } from '../components/policy/PolicyDocument';
import { RetentionTable } from '../components/policy/RetentionTable';
import { PRIVACY_SECTIONS, privacyPolicies } from '../content/policies';

export function PrivacyPolicyPage() {
  const page = useT().site.privacyPolicy;
  const policy = privacyPolicies[useLanguage().language];
  const entries = PRIVACY_SECTIONS.map((id) => ({
    id,
    section: policy.sections[id],
    extra: id === 'retention' ? <RetentionTable table={policy.retentionTable} /> : undefined,
  }));
  return (
    <PageShell title={page.title} description={page.description}>
      <PolicyDocument idPrefix="privacy" intro={policy.intro} entries={entries} />
    </PageShell>
  );
}
