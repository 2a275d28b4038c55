import { bilingualTexts } from '../common/language';
import type { TBilingualText } from '../common/language';
import type { TJobName, TJobRunOutcome } from './jobs.schemas';

/** What the admin reads for each job and run outcome. */
export const JOB_LABELS = {
  'monthly-tuition': { ko: '월 수강료 청구', en: 'Monthly tuition' },
  'lesson-reminders': { ko: '수업 알림', en: 'Lesson reminders' },
  'practice-completion': { ko: '연습실 이용 완료 처리', en: 'Practice completion' },
  'mail-outbox': { ko: '이메일 발송', en: 'E-mail outbox' },
  'text-message-outbox': { ko: '알림톡·문자 발송', en: 'Text-message outbox' },
  'text-message-templates': { ko: '알림톡 템플릿 동기화', en: '알림톡 template sync' },
  'text-message-status': { ko: '알림톡·문자 결과 확인', en: 'Text-message status checks' },
  'rate-limit-cleanup': { ko: '요청 제한 기록 정리', en: 'Rate-limit cleanup' },
  'personal-data-retention': { ko: '개인정보 보존기간 처리', en: 'Personal data retention' },
  'not-arrived': { ko: '미도착 알림', en: 'Not-arrived notices' },
  'payment-reconciliation': { ko: '온라인 결제 대사', en: 'Online payment reconciliation' },
} as const satisfies Record<TJobName, TBilingualText>;

export const JOB_RUN_OUTCOME_LABELS = {
  running: { ko: '실행 중', en: 'Running' },
  succeeded: { ko: '성공', en: 'Succeeded' },
  failed: { ko: '실패', en: 'Failed' },
} as const satisfies Record<TJobRunOutcome, TBilingualText>;

/** The jobs screen and its API: refusals, outcomes and toasts (docs/product/jobs.md). */
export const JOB_MESSAGES = bilingualTexts({
  unknownJob: {
    ko: '그런 이름의 작업이 없습니다. 작업 목록에 있는 이름을 사용해주세요.',
    en: 'There is no job by that name. Please use a name from the job list.',
  },
  queued: {
    ko: '작업을 실행 대기열에 넣었습니다. 잠시 후 마지막 실행에 결과가 표시됩니다.',
    en: 'The job has been queued. Its result shows under the last run shortly.',
  },
  alreadyQueued: {
    ko: '이 작업은 이미 실행을 기다리고 있습니다. 그 실행이 곧 진행됩니다.',
    en: 'This job is already waiting to run; that run will go ahead shortly.',
  },
  runFailed: {
    ko: '작업을 실행 대기열에 넣지 못했습니다.',
    en: 'Failed to queue the job.',
  },
});
