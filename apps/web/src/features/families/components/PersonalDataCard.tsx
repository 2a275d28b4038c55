import { useState } from 'react';
import { MemberButton } from '@/components/member-area/MemberButton';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import { useMyProfile } from '@/components/member-area/get-my-profile';
import { format } from '@/i18n/format';
import { useFamilyCopy } from '@/i18n/sections/family';
import { usePrivacyCopy } from '@/i18n/sections/privacy';
import { downloadOwnData } from '../api/export-own-data';
import { useFamily } from '../api/get-family';
import { DeletionRequestSection, type TDeletionChoice } from './DeletionRequestSection';

/** Whose deletion the member may ask for: their own, then each child's. */
function useDeletionChoices(): TDeletionChoice[] {
  const words = usePrivacyCopy().member;
  const profile = useMyProfile();
  const family = useFamily();
  const self = profile.data
    ? [
        {
          userId: profile.data.userId,
          label: format(words.self, { name: profile.data.name }),
        },
      ]
    : [];
  const children = (family.data?.children ?? []).map((child) => ({
    userId: child.userId,
    label: format(words.child, { name: child.name }),
  }));
  return [...self, ...children];
}

/**
 * The member's personal data on the dashboard (docs/product/privacy.md): a download of what the
 * academy keeps about them and their children, as a JSON file, and a request for deletion.
 */
export function PersonalDataCard() {
  const copy = useFamilyCopy().personalData;
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const choices = useDeletionChoices();
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
      <MemberButton tone="primary" disabled={state === 'busy'} onClick={() => void download()}>
        {state === 'busy' ? copy.downloading : copy.download}
      </MemberButton>
      {state === 'failed' && (
        <p className={memberStyles.muted} role="alert">
          {copy.failed}
        </p>
      )}
      {choices.length > 0 && <DeletionRequestSection choices={choices} />}
    </MemberCard>
  );
}
