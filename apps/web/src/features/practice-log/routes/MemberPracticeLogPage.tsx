import { useState } from 'react';
import memberStyles from '@/components/member-area/Member.module.css';
import { MemberQueryContent } from '@/components/member-area/MemberQueryContent';
import { PageShell } from '@/components/page-shell/PageShell';
import { usePracticeLogCopy } from '@/i18n/sections/practice-log';
import { useMyPractice } from '../api/get-my-practice';
import { PracticeEntries } from '../components/PracticeEntries';
import { PracticeEntryForm } from '../components/PracticeEntryForm';
import { TempoChart } from '../components/TempoChart';

/**
 * /user/practice-log (docs/product/lesson-notes.md): the member (or a guardian acting for a child)
 * logs practice, sees the tempo of each exercise over time, and their entries.
 */
export function MemberPracticeLogPage() {
  const copy = usePracticeLogCopy();
  const [page, setPage] = useState(1);
  const query = useMyPractice(page);
  const log = query.data;
  return (
    <PageShell title={copy.heading} description={copy.lead}>
      <MemberQueryContent query={query} empty={null}>
        {log && (
          <div className={memberStyles.stack}>
            <PracticeEntryForm
              firstDay={log.firstDay}
              today={log.today}
              suggestions={log.suggestions}
            />
            <TempoChart series={log.tempo} />
            <PracticeEntries log={log} onPage={setPage} />
          </div>
        )}
      </MemberQueryContent>
    </PageShell>
  );
}
