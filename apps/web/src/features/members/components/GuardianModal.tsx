import {
  FAMILY_MESSAGES,
  GUARDIAN_RELATIONS,
  ZGuardianRelation,
  ZLinkGuardianRequest,
  pickText,
} from '@academy/contracts';
import type { TGuardianRelation, TMemberListItem } from '@academy/contracts';
import { PhoneField } from '@/components/staff-area/ContactFields';
import { CustomSelect } from '@/components/select/CustomSelect';
import { FormModal } from '@/components/staff-area/FormModal';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { format } from '@/i18n/format';
import { useFamilyCopy } from '@/i18n/sections/family';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useLinkGuardian, useUnlinkGuardian } from '../api/guardian';
import { ChildLogin } from './ChildLogin';
import { CurrentGuardian } from './CurrentGuardian';
import editStyles from '@/components/staff-area/UserEdit.module.css';

type TGuardianDraft = { guardianPhone: string; relationship: TGuardianRelation | '' };

/**
 * Staff link a child to a guardian (PUT /users/{id}/guardian), found by the phone the guardian
 * registered, or remove the link (DELETE), asked first inside the dialog. Checked with the same
 * contracts as the API; the member list reloads on success; a refusal shows the server's words.
 */
export function GuardianModal({ user, onClose }: { user: TMemberListItem; onClose: () => void }) {
  const family = useFamilyCopy();
  const copy = family.guardianLink;
  const { language } = useLanguage();
  const link = useLinkGuardian();
  const unlink = useUnlinkGuardian();

  // Linking replaces whoever is linked, so nothing is taken over from them.
  const initial: TGuardianDraft = { guardianPhone: '', relationship: '' };
  const form = useDialogForm({
    initial,
    schema: ZLinkGuardianRequest,
    editClearsAlert: true,
    send: (body) => link.mutateAsync({ userId: user.userId, body }),
    onClose,
    sentText: pickText(FAMILY_MESSAGES.guardianLinked, language),
    failText: copy.linkFailed,
  });

  const removeGuardian = async () => {
    try {
      const { message } = await unlink.mutateAsync(user.userId);
      staffToast.success(message || pickText(FAMILY_MESSAGES.guardianUnlinked, language));
      onClose();
      return true;
    } catch (error) {
      form.fail(errorMessageOf(error, copy.unlinkFailed));
      return false;
    }
  };

  return (
    <FormModal
      onClose={onClose}
      title={format(copy.title, { name: user.name })}
      description={copy.description}
      form={form}
      buttons={copy}
      submit={{ pending: form.pending || link.isPending, blocked: unlink.isPending }}
    >
      <CurrentGuardian
        user={user}
        removing={unlink.isPending}
        blocked={form.pending || link.isPending}
        onAsk={form.clearMessages}
        onRemove={removeGuardian}
      />
      <ChildLogin user={user} />

      <fieldset className={editStyles.group}>
        <legend className={editStyles.legend}>{copy.linkHeading}</legend>
        <div className={editStyles.fields}>
          <PhoneField
            name="guardianPhone"
            digits={form.values.guardianPhone}
            error={form.errorOf('guardianPhone')}
            label={copy.phoneLabel}
            hint={copy.phoneHint}
            required
            onDigits={(digits) => form.setValue('guardianPhone', digits)}
          />
          <CustomSelect
            label={copy.relationshipLabel}
            value={form.values.relationship}
            placeholder={copy.relationshipPlaceholder}
            options={GUARDIAN_RELATIONS.map((relation) => ({
              value: relation,
              label: family.relations[relation],
            }))}
            error={form.errorOf('relationship')}
            required
            onChange={(relationship) =>
              form.setValue('relationship', ZGuardianRelation.parse(relationship))
            }
          />
        </div>
      </fieldset>
    </FormModal>
  );
}
