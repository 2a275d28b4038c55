/** The admin's background jobs screen (/admin/jobs, docs/product/jobs.md). */
export const koStaffJobs = {
  heading: '자동 작업 목록',
  total: '전체 작업 {count}개',
  empty: '실행 중인 자동 작업이 없습니다.',
  columns: {
    name: '작업',
    schedule: '일정',
    lastRun: '마지막 실행',
    nextRun: '다음 실행',
    failures: '최근 실패',
    actions: '실행',
  },
  schedule: '{cron} ({timeZone})',
  onlyByHand: '예약 없음(필요할 때 실행)',
  never: '아직 실행 안 됨',
  none: '없음',
  noFailures: '없음',
  run: '지금 실행',
  runLabel: '{job} 지금 실행',
  queuing: '요청 중…',
  queued: '작업을 실행 대기열에 넣었습니다.',
  runFailed: '작업을 실행 대기열에 넣지 못했습니다.',
};
