import type { TTextMessageTemplateRow } from '@academy/contracts';
import { Modal } from '@/components/modal/Modal';
import staff from '@/components/staff-area/Staff.module.css';
import { format } from '@/i18n/format';
import { useStaffTextMessagesCopy } from '@/i18n/sections/staff-text-messages';
import { CopyBlock } from './CopyBlock';
import styles from './TextMessages.module.css';

/**
 * What to register for one template at the provider, exactly (docs/product/text-messages.md):
 * its name (our code), the content with its `#{…}` variables, the buttons, the reviewer's note
 * and whether it is a secure template, each with a copy button.
 */
export function TemplateTextDialog({
  template,
  onClose,
}: {
  template: TTextMessageTemplateRow;
  onClose: () => void;
}) {
  const copy = useStaffTextMessagesCopy().text;
  const buttons = template.buttons
    .map((button) => format(copy.buttonLine, { name: button.name, link: button.link }))
    .join('\n');
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={format(copy.title, { code: template.code })}
      description={copy.description}
      footer={
        <button type="button" className={staff.button} onClick={onClose}>
          {copy.close}
        </button>
      }
    >
      <div className={styles.blocks}>
        <CopyBlock label={copy.name} value={template.code} />
        <CopyBlock label={copy.content} value={template.content} />
        {buttons ? (
          <CopyBlock label={copy.buttons} value={buttons} />
        ) : (
          <p className={styles.fact}>
            <strong>{copy.buttons}</strong> {copy.noButtons}
          </p>
        )}
        <CopyBlock label={copy.reviewNote} value={template.reviewNote} />
        <p className={styles.fact}>
          <strong>{copy.secure}</strong> {template.secure ? copy.secureYes : copy.secureNo}
        </p>
      </div>
    </Modal>
  );
}
