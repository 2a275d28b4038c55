export const koInquiries = {
  contact: {
    formLabel: '문의 작성',
    nicknameLabel: '닉네임',
    nicknameHint: '문의 목록에 표시되는 이름입니다.',
    passwordLabel: '비밀번호',
    passwordHint: '4자 이상 입력하세요. 답변을 확인할 때 필요하니 꼭 기억해 주세요.',
    subjectLabel: '제목',
    categoryLabel: '문의 유형',
    categoryPlaceholder: '문의 유형을 선택하세요',
    messageLabel: '문의 내용',
    messageHint:
      '목록에는 닉네임과 제목만 보이고, 내용은 비밀번호를 아는 분과 학원만 볼 수 있습니다.',
    requiredNote: '모든 항목을 입력해 주세요.',
    notifyLabel: '알림톡으로 답변 알림 받기',
    notifyHint:
      '답변이 등록되면 카카오톡 알림톡(안 되면 문자)으로 알려드립니다. 전화번호는 알림에만 쓰이고 목록에 보이지 않으며, 알림을 보낸 뒤 지웁니다.',
    phoneLabel: '휴대폰 번호',
    phoneHint: '숫자만 입력하세요.',
    honeypotLabel: '웹사이트 (비워 두세요)',
    submit: '문의 보내기',
    submitting: '보내는 중…',
    replyHeading: '답변 안내',
    replyPromise: '남겨주신 문의는 영업일 기준 {min}–{max}일 이내에 답변드립니다.',
    officeHours: '상담 시간: 월–금 {open}–{close}',
    checkLead: '이미 문의를 남기셨나요?',
    checkLink: '내 문의 답변 확인하기',
    stepsHeading: '문의 처리 과정',
    steps: {
      received: {
        title: '문의 접수',
        detail: '보내 주신 문의는 문의 목록에 ‘{pending}’ 상태로 올라갑니다.',
      },
      reviewed: {
        title: '내용 검토',
        detail: '담당 강사가 문의 내용을 꼼꼼히 확인합니다.',
      },
      answered: {
        title: '답변 등록',
        detail: '영업일 기준 {min}–{max}일 이내에 답변을 등록합니다.',
      },
      notified: {
        title: '답변 알림',
        detail: '목록의 상태가 ‘{replied}’로 바뀌면 비밀번호를 입력해 답변을 확인하세요.',
      },
    },
  },
  check: {
    faqHeading: '자주 묻는 질문',
    faq: {
      fees: {
        question: '수강료는 얼마인가요?',
        answer:
          '정규 레슨은 주 1회, 한 달 {lessons}회 1:1로 진행됩니다. 일반(취미) 과정은 월 {general}, 입시 과정은 월 {exam}이며 매월 1일에 납부합니다.',
      },
      oneday: {
        question: '원데이 클래스는 정말 무료인가요?',
        answer:
          '네, 원데이 클래스는 무료입니다. 스틱과 드럼 세트가 모두 준비되어 있어 빈손으로 오셔도 되고, 체험 후 등록하지 않으셔도 괜찮습니다.',
      },
      practice: {
        question: '연습실을 이용할 수 있나요?',
        answer:
          '수강생은 드럼 연습실 {rooms}곳을 이용할 수 있습니다. 연습실은 연중무휴로 열려 있고, 회원 페이지에서 {open}–{close} 사이에 1시간 단위로 예약하시면 됩니다.',
      },
      hours: {
        question: '레슨 시간은 어떻게 되나요?',
        answer:
          '레슨은 평일 {weekdayOpen}–{weekdayClose}, 주말 {weekendOpen}–{weekendClose}에 진행됩니다. 전화 상담은 월–금 {officeOpen}–{officeClose}에 받습니다.',
      },
      schedule: {
        question: '레슨 일정을 바꿀 수 있나요?',
        answer:
          '회원 페이지의 ‘일정 변경 신청’에서 앞으로 4주 안의 레슨을 원하는 날짜와 시간으로 바꿔 달라고 요청할 수 있습니다. 강사가 확인한 뒤 결과를 알림으로 알려 드립니다.',
      },
      beginners: {
        question: '드럼을 처음 배워도 괜찮을까요?',
        answer:
          '물론입니다. 악보를 읽지 못해도 괜찮아요. 스틱 잡는 법부터 1:1로 차근차근 알려 드리니, 먼저 무료 원데이 클래스로 체험해 보세요.',
      },
    },
    listHeading: '문의 목록',
    listLead: '카드를 누르고 작성할 때 정한 비밀번호를 입력하면 답변을 볼 수 있습니다.',
    tabsLabel: '문의 유형별 보기',
    allTab: '전체',
    tabCount: '{count}건',
    loading: '문의 목록을 불러오는 중입니다…',
    loadFailed: '문의 목록을 불러오지 못했습니다.',
    retry: '다시 시도',
    empty: '아직 등록된 문의가 없습니다.',
    searchLabel: '닉네임으로 찾기',
    searchHint: '작성할 때 쓴 닉네임이나 그 일부를 입력하세요.',
    searchButton: '찾기',
    searchSummary: '닉네임에 ‘{nickname}’이(가) 들어간 문의 {count}건',
    clearSearch: '전체 보기',
    searchEmpty: '닉네임에 ‘{nickname}’이(가) 들어간 문의가 없습니다.',
    writeLink: '문의 남기기',
    privateBadge: '비밀글',
    cardLabel: '{subject}, {nickname}, {category}, {status}, {date}',
    paginationLabel: '문의 목록 페이지',
    previousPage: '이전',
    nextPage: '다음',
    pageLabel: '{page} 페이지',
    passwordTitle: '비밀번호 확인',
    passwordDescription: '‘{subject}’ 문의를 작성할 때 정한 비밀번호를 입력하세요.',
    passwordLabel: '비밀번호',
    confirm: '확인',
    confirming: '확인 중…',
    cancel: '취소',
    author: '작성자',
    createdAt: '작성일',
    category: '문의 유형',
    status: '상태',
    messageHeading: '문의 내용',
    replyHeading: '답변',
    repliedAt: '답변일 {date}',
    awaitingReply:
      '아직 답변이 등록되지 않았습니다. 영업일 기준 {min}–{max}일 이내에 답변드릴게요.',
    backToList: '목록으로',
    won: '{amount}원',
  },
};
