import type { TTextMessageTemplateRow } from '@academy/contracts';
import { useState } from 'react';
import { formatDateTime } from '@/components/member-area/member-dates';
import { ListSectionPage } from '@/components/staff-area/ListSectionPage';
import { TextMessageUsagePanel } from '../usage/TextMessageUsagePanel';
import { TextMessageLogPanel } from '../log/TextMessageLogPanel';
import staff from '@/components/staff-area/Staff.module.css';
import { toastOutcome } from '@/components/staff-area/staff-toast';
import { format } from '@/i18n/format';
import { useStaffTextMessagesCopy } from '@/i18n/sections/staff-text-messages';
import { useLanguage } from '@/i18n/use-language';
import { useTextMessageTemplates } from '../api/get-text-message-templates';
import { useSyncTextMessageTemplates } from '../api/sync-text-message-templates';
import { TemplateList } from '../components/TemplateList';
import { TemplateTextDialog } from '../components/TemplateTextDialog';
import { TestSendDialog } from '../components/TestSendDialog';
import styles from '../components/TextMessages.module.css';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

type TOpenDialog = { kind: 'text' | 'test'; template: TTextMessageTemplateRow } | null;

/**
 * /admin/text-messages (admins only): every 알림톡 template with the exact text to register and
 * its state at the provider, a sync now, and a test send; with the text channel off it says so
 * and offers no test send; below, the month's usage and the log of the messages sent
 * (docs/product/text-messages.md).
 */
export function StaffTextMessagesPage() {
  const staffPages = useStaffPagesCopy();
  const copy = useStaffTextMessagesCopy();
  const { language } = useLanguage();
  const query = useTextMessageTemplates();
  const sync = useSyncTextMessageTemplates();
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const list = query.data;
  const templates = list?.templates ?? [];

  const syncButton = list?.channelOn ? (
    <button
      type="button"
      className={staff.primaryButton}
      disabled={sync.isPending}
      onClick={() =>
        void toastOutcome(sync.mutateAsync(), (message) => message || null, copy.syncFailed)
      }
    >
      {sync.isPending ? copy.syncing : copy.sync}
    </button>
  ) : undefined;

  return (
    <ListSectionPage
      page={staffPages.staffTextMessages}
      headingId="staff-text-messages-heading"
      copy={copy}
      count={list?.templates.length}
      action={syncButton}
      query={query}
      failureLog="The 알림톡 templates could not be loaded."
      empty={templates.length === 0}
      list={
        <>
          {list && !list.channelOn && (
            <p className={styles.notice} role="note">
              {copy.channelOff}
            </p>
          )}
          {list?.channelOn && (
            <p className={styles.status}>
              {list.lastSyncedAt
                ? format(copy.lastSynced, { at: formatDateTime(list.lastSyncedAt, language) })
                : copy.neverSynced}
            </p>
          )}
          <TemplateList
            templates={templates}
            channelOn={list?.channelOn ?? false}
            onShowText={(template) => setDialog({ kind: 'text', template })}
            onTestSend={(template) => setDialog({ kind: 'test', template })}
          />
        </>
      }
    >
      <TextMessageUsagePanel />
      <TextMessageLogPanel />
      {dialog?.kind === 'text' && (
        <TemplateTextDialog template={dialog.template} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'test' && (
        <TestSendDialog
          template={dialog.template}
          ownPhone={list?.ownPhone ?? null}
          onClose={() => setDialog(null)}
        />
      )}
    </ListSectionPage>
  );
}
