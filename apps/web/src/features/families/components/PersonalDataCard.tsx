import { useState } from 'react';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import { useFamilyCopy } from '@/i18n/sections/family';
import { downloadOwnData } from '../api/export-own-data';

/**
 * The member's personal data on the dashboard (docs/product/privacy.md): a download of what the
 * academy keeps about them and their children, as a JSON file.
 */
export function PersonalDataCard() {
  const copy = useFamilyCopy().personalData;
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadOwnData();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <MemberCard headingId="personal-data-heading" heading={copy.heading}>
      <p className={memberStyles.muted}>{copy.lead}</p>
      <button
        type="button"
        className={`${memberStyles.smallButton} ${memberStyles.primaryButton}`}
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? copy.downloading : copy.download}
      </button>
      {state === 'failed' && (
        <p className={memberStyles.muted} role="alert">
          {copy.failed}
        </p>
      )}
    </MemberCard>
  );
}
