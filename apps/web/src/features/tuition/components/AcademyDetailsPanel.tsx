import {
  ACADEMY_DETAILS_LIMITS,
  formatRegistrationNumber,
  ZAcademyDetailsInput,
  type TAcademyDetails,
} from '@academy/contracts';
import memberStyles from '@/components/member-area/Member.module.css';
import { MemberFact } from '@/components/member-area/MemberFact';
import { useReceiptsCopy } from '@/i18n/sections/receipts';
import { useAcademyDetails, useSetAcademyDetails } from '../api/receipts';
import { TextSettingForm } from './SettingForm';
import { AdminSettingPanel } from './AdminSettingPanel';

/** The admin's form: legal name, registration number, representative, address and phone. */
function AcademyDetailsForm({
  details,
  labelledBy,
}: {
  details: TAcademyDetails | null;
  labelledBy: string;
}) {
  const copy = useReceiptsCopy();
  const save = useSetAcademyDetails();
  const { LEGAL_NAME_MAX, REPRESENTATIVE_MAX, ADDRESS_MAX, PHONE_MAX } = ACADEMY_DETAILS_LIMITS;
  return (
    <TextSettingForm
      initial={{
        legalName: details?.legalName ?? '',
        registrationNumber: details ? formatRegistrationNumber(details.registrationNumber) : '',
        representative: details?.representative ?? '',
        address: details?.address ?? '',
        phone: details?.phone ?? '',
      }}
      schema={ZAcademyDetailsInput}
      save={save.mutateAsync}
      copy={copy.staff}
      labelledBy={labelledBy}
      fields={[
        { name: 'legalName', label: copy.legalName, maxLength: LEGAL_NAME_MAX, required: true },
        {
          name: 'registrationNumber',
          label: copy.registrationNumber,
          hint: copy.staff.registrationNumberHint,
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 12,
          required: true,
        },
        {
          name: 'representative',
          label: copy.representative,
          maxLength: REPRESENTATIVE_MAX,
          required: true,
        },
        { name: 'address', label: copy.address, maxLength: ADDRESS_MAX, required: true },
        {
          name: 'phone',
          label: copy.phone,
          hint: copy.staff.phoneHint,
          inputMode: 'tel',
          maxLength: PHONE_MAX,
          required: true,
        },
      ]}
    />
  );
}

/** The details as saved, one labelled value each. */
function SavedDetails({ details }: { details: TAcademyDetails }) {
  const copy = useReceiptsCopy();
  return (
    <dl className={memberStyles.facts}>
      <MemberFact label={copy.legalName}>{details.legalName}</MemberFact>
      <MemberFact label={copy.registrationNumber}>
        {formatRegistrationNumber(details.registrationNumber)}
      </MemberFact>
      <MemberFact label={copy.representative}>{details.representative}</MemberFact>
      <MemberFact label={copy.address}>{details.address}</MemberFact>
      <MemberFact label={copy.phone}>{details.phone}</MemberFact>
    </dl>
  );
}

/**
 * The academy details for receipts on the staff tuition page (docs/product/receipts.md): only
 * admins read and change them (the API refuses teachers), so teachers see no panel.
 */
export function AcademyDetailsPanel() {
  const copy = useReceiptsCopy();
  return (
    <AdminSettingPanel
      copy={copy.staff}
      query={useAcademyDetails()}
      saved={(details) => <SavedDetails details={details} />}
      form={(details, labelledBy) => (
        <AcademyDetailsForm details={details} labelledBy={labelledBy} />
      )}
    />
  );
}
