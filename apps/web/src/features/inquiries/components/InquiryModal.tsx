import type { TInquiryDetail, TInquiryPublicCard } from '@academy/contracts';
import { useRef, useState } from 'react';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { InquiryDetail } from './InquiryDetail';
import { PasswordStep } from './PasswordStep';

type TInquiryModalProps = { card: TInquiryPublicCard; onClose: () => void };

/**
 * docs/product/screens-and-routes.md: the password modal, which becomes the detail modal once the password is right.
 * One dialog for both keeps focus returning to the card that opened it.
 */
export function InquiryModal({ card, onClose }: TInquiryModalProps) {
  const t = useT();
  const copy = t.inquiries.check;
  const [detail, setDetail] = useState<TInquiryDetail | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (detail) {
    return (
      // The same focus target keeps the dialog's focus handling in place across the switch.
      <Modal open onClose={onClose} title={detail.subject} size="lg" initialFocusRef={passwordRef}>
        <InquiryDetail detail={detail} onClose={onClose} />
      </Modal>
    );
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={copy.passwordTitle}
      description={format(copy.passwordDescription, { subject: card.subject })}
      size="sm"
      initialFocusRef={passwordRef}
    >
      <PasswordStep card={card} inputRef={passwordRef} onOpened={setDetail} onCancel={onClose} />
    </Modal>
  );
}
