/**
 * The public pages (home, academy tour, instructors, policy pages) and their SEO text.
 * `{placeholders}` are filled from the shared business constants (features/site/lib/site-values.ts).
 */
export const koSite = {
  seo: {
    ogImageAlt: '소파와 레코드 선반, 펜던트 조명이 있는 드럼 아카데미 라운지 일러스트',
  },
  home: {
    documentTitle: '드럼 아카데미 | 홍대·마포 1:1 드럼 레슨 · 실용음악 입시',
    metaDescription:
      '홍대입구역 근처 1:1 드럼 레슨 전문 학원입니다. 취미 드럼부터 실용음악 입시까지 10년 넘게 가르쳐 온 강사가 수준에 맞춰 지도합니다. 무료 원데이 클래스로 먼저 체험해 보세요.',
    eyebrow: '1:1 드럼 레슨 전문',
    lead: '취미로 즐기는 드럼부터 실용음악 입시까지, 내 속도에 맞춘 개인 레슨으로 시작하세요.',
    lessonApplicationCta: '정규 레슨 신청',
    oneDayClassCta: '무료 원데이 클래스',
    heroNote: '원데이 클래스는 무료로 진행됩니다.',
    stats: {
      label: '숫자로 보는 드럼 아카데미',
      oneOnOne: { value: '1:1', caption: '강사와 단둘이 하는 개인 레슨' },
      experience: { value: '10+', caption: '10년 넘게 쌓아 온 레슨 경력' },
      levels: { value: 'All', caption: '입문부터 입시까지' },
    },
    features: {
      title: '드럼 아카데미가 특별한 이유',
      intro:
        '처음 스틱을 잡는 분도, 오래 쉬었다 다시 시작하는 분도 편하게 배울 수 있도록 준비했습니다.',
      items: {
        private: {
          title: '온전한 1:1 레슨',
          body: '레슨 시간 내내 강사가 한 사람에게만 집중합니다. 자세와 소리를 그 자리에서 바로 잡아 드려요.',
        },
        curriculum: {
          title: '수준별 맞춤 커리큘럼',
          body: '첫 수업에서 실력과 목표를 확인한 뒤, 기초 리듬부터 곡 연주까지 나에게 맞는 순서로 배웁니다.',
        },
        exam: {
          title: '실용음악 입시 대비',
          body: '학교별 실기 유형에 맞춘 곡 선정, 악보 리딩, 모의 실기로 입시를 차근차근 준비합니다.',
        },
        practice: {
          title: '회원 전용 연습실 {rooms}실',
          body: '방음 연습실을 온라인으로 예약해 매일 {practiceOpen}부터 {practiceClose}까지 쓸 수 있습니다.',
        },
        schedule: {
          title: '유연한 일정 변경',
          body: '사정이 생기면 웹사이트에서 일정 변경을 신청하세요. 앞으로 {scheduleWeeks}주 안에서 원하는 날로 옮겨 드립니다.',
        },
        trial: {
          title: '무료 원데이 클래스',
          body: '등록하기 전에 부담 없이 드럼을 직접 쳐 보세요. 강사와 상담하며 나에게 맞는 과정을 고를 수 있습니다.',
        },
      },
    },
    programs: {
      title: '레슨 프로그램',
      intro:
        '목표에 맞는 과정을 고르세요. 두 과정 모두 주 1회, 회당 {lessonMinutes}분 1:1 레슨입니다.',
      price: '{amount}원',
      perMonth: '/ 월',
      schedule: '월 {lessonsPerMonth}회 · 회당 {lessonMinutes}분',
      feeNote: '수강료는 매월 {dueDay}일에 납부합니다. 원데이 클래스는 무료입니다.',
      general: {
        badge: '취미 · 일반',
        name: '취미·일반 레슨',
        audience: '드럼이 처음인 분, 좋아하는 곡을 직접 연주해 보고 싶은 분께 맞는 과정입니다.',
        points: {
          posture: '바른 자세와 기본 스트로크',
          rhythms: '8비트·16비트부터 셔플까지 리듬 패턴',
          songs: '좋아하는 곡으로 배우는 실전 연주',
        },
        cta: '취미·일반 레슨 신청',
      },
      exam: {
        badge: '입시',
        name: '입시 레슨',
        audience: '실용음악과 진학을 준비하는 학생을 위한 실기 집중 과정입니다.',
        points: {
          pieces: '학교별 실기곡 선정과 편곡',
          reading: '악보 리딩과 초견 집중 훈련',
          mockAuditions: '정기 모의 실기와 상세한 피드백',
        },
        cta: '입시 레슨 신청',
      },
    },
    closing: {
      title: '어떤 레슨이 맞을지 고민되시나요?',
      body: '무료 원데이 클래스에서 드럼을 직접 쳐 보고, 강사와 이야기 나누며 천천히 결정하세요.',
      oneDayCta: '원데이 클래스 신청하기',
      contactCta: '문의 남기기',
    },
  },
  academyTour: {
    title: '학원 둘러보기',
    description: '라운지와 레슨실, 연습실까지 학원 곳곳을 미리 둘러보세요.',
    jumpNav: '공간 바로가기',
    highlightsLabel: '{space} 주요 시설',
    spaces: {
      lounge: {
        name: '라운지',
        body: '레슨 전후로 편하게 쉬어 가는 공간입니다. 푹신한 소파와 레코드 선반이 있어 보호자분이나 친구가 기다리기에도 좋아요.',
        highlights: {
          sofa: '편안한 소파와 테이블',
          wifi: '무료 Wi-Fi와 휴대폰 충전',
          albums: '음악 잡지와 앨범 열람',
        },
        alt: '소파와 원목 테이블, 레코드 선반과 펜던트 조명이 있는 라운지 일러스트',
      },
      lessonRoom1: {
        name: '레슨실 1',
        body: '어쿠스틱 드럼 세트를 갖춘 메인 레슨실입니다. 흡음 패널과 모니터 스피커 덕분에 무대와 비슷한 소리를 들으며 연주할 수 있습니다.',
        highlights: {
          kit: '5기통 어쿠스틱 드럼 세트',
          soundproofing: '흡음·차음 시공',
          monitors: '모니터 스피커와 보면대',
        },
        alt: '붉은색 어쿠스틱 드럼 세트 뒤로 흡음 패널과 양쪽 모니터 스피커가 보이는 레슨실 1 일러스트',
      },
      lessonRoom2: {
        name: '레슨실 2',
        body: '전자 드럼과 어쿠스틱 드럼이 나란히 놓인 레슨실입니다. 강사와 함께 연주하며 배우고, 화이트보드에 리듬을 적어 가며 설명합니다.',
        highlights: {
          kits: '전자 드럼과 어쿠스틱 드럼',
          whiteboard: '리듬 설명용 화이트보드',
          duet: '강사와 동시 연주',
        },
        alt: '전자 드럼과 청록색 어쿠스틱 드럼, 드럼 악보가 적힌 화이트보드가 있는 레슨실 2 일러스트',
      },
      practiceRoom: {
        name: '연습실',
        body: '회원 전용 개인 연습실입니다. 레슨에서 배운 내용을 혼자 복습할 수 있도록 방음 시공과 드럼 세트, 헤드폰을 갖췄습니다.',
        highlights: {
          rooms: '방음 연습실 {rooms}실',
          booking: '온라인 예약, {minBookingHours}시간 단위',
          headphones: '헤드폰과 메트로놈용 태블릿',
        },
        alt: '피라미드 모양 방음재 벽 앞에 파란색 드럼 세트와 태블릿 거치대가 있는 연습실 일러스트',
      },
      restroom: {
        name: '화장실',
        body: '학원 안에 있는 전용 화장실입니다. 매일 청소하고 손 세정제와 핸드타월을 늘 채워 둡니다.',
        highlights: {
          private: '학원 내부 전용 화장실',
          cleaning: '매일 청소와 위생 점검',
          vanity: '거울과 세면대가 있는 파우더 공간',
        },
        alt: '원형 거울 두 개와 원목 세면대, 타일 벽이 있는 깔끔한 화장실 일러스트',
      },
      lobby: {
        name: '로비',
        body: '학원에 들어서면 가장 먼저 만나는 안내 데스크입니다. 상담과 등록, 수강료 납부를 이곳에서 도와드립니다.',
        highlights: {
          desk: '상담·등록 안내 데스크',
          noticeBoard: '공지 게시판',
          shop: '스틱과 소모품 구매',
        },
        alt: '학원 엠블럼이 걸린 벽 앞의 원목 안내 데스크와 게시판, 유리문이 있는 로비 일러스트',
      },
      lobbyLounge: {
        name: '로비 휴게 공간',
        body: '창가 바 테이블에 앉아 레슨을 기다리거나 배운 내용을 정리할 수 있는 공간입니다. 정수기와 간단한 음료를 준비해 두었습니다.',
        highlights: {
          counter: '창가 바 테이블',
          drinks: '정수기와 음료',
          waiting: '보호자 대기 공간',
        },
        alt: '도시 야경이 보이는 큰 창 앞에 바 테이블과 의자, 정수기가 놓인 로비 휴게 공간 일러스트',
      },
    },
    guide: {
      title: '이용 안내',
      intro: '처음 방문하시기 전에 아래 내용을 확인해 주세요.',
      lessons: {
        title: '레슨 시간',
        items: {
          weekdays: '평일 {weekdayOpen}–{weekdayClose}',
          weekends: '주말 {weekendOpen}–{weekendClose}',
          length: '정규 레슨은 주 1회 {lessonMinutes}분, 배정된 요일과 시간에 진행합니다.',
        },
      },
      practice: {
        title: '연습실 이용',
        items: {
          hours: '회원은 {practiceOpen}–{practiceClose} 사이에 온라인으로 예약할 수 있습니다.',
          minimum: '한 번에 최소 {minBookingHours}시간부터 예약합니다.',
          cancel: '예약 취소는 이용 당일까지 가능합니다.',
        },
      },
      visit: {
        title: '방문 전 확인해 주세요',
        items: {
          arrive: '레슨 시작 10분 전에 오시면 여유 있게 준비할 수 있어요.',
          sticks: '스틱은 학원에서 빌려 드리며, 개인 스틱을 가져오셔도 됩니다.',
          food: '레슨실과 연습실에서는 물 외의 음식은 삼가 주세요.',
          parking: '건물에 주차 공간이 없어 대중교통 이용을 권해 드립니다.',
        },
      },
    },
    contact: {
      title: '문의 및 예약',
      intro: '상담과 원데이 클래스 예약은 전화나 온라인 문의로 받습니다.',
      phoneLabel: '전화',
      emailLabel: '이메일',
      addressLabel: '주소',
      officeHoursLabel: '상담 시간',
      officeHours: '월–금 {officeOpen}–{officeClose}',
      directions: '지하철 2호선 홍대입구역에서 걸어서 약 8분',
      replyPromise: '온라인 문의는 영업일 기준 {replyMin}–{replyMax}일 이내에 답변드립니다.',
      contactCta: '온라인 문의하기',
      oneDayCta: '원데이 클래스 예약',
      lessonCta: '레슨 신청하기',
    },
  },
  instructors: {
    title: '강사 소개',
    description: '강사의 경력과 레슨 철학, 그리고 우리 학원을 선택해야 하는 이유를 소개합니다.',
    profile: {
      heading: '박지훈',
      role: '원장 · 대표 강사',
      bio: {
        career:
          '실용음악과에서 드럼을 전공하고, 10년 넘게 세션 드러머와 강사로 활동했습니다. 재즈 트리오와 퓨전 밴드 무대, 음반 녹음 현장에서 쌓은 경험을 레슨에 그대로 담습니다.',
        students:
          '드럼을 처음 잡는 초등학생부터 실용음악과 입시생, 취미로 밴드를 하는 직장인까지 한 사람 한 사람의 목표에 맞춰 가르칩니다.',
      },
      quote:
        '잘 치는 법보다 오래 즐기는 법을 먼저 가르칩니다. 즐겁게 치다 보면 실력은 자연스럽게 따라옵니다.',
      factsLabel: '프로필 요약',
      majorLabel: '전공',
      major: '실용음악 드럼',
      careerLabel: '레슨 경력',
      career: '12년',
      specialtyLabel: '전문 분야',
      specialty: '록·팝, 재즈, 실용음악 입시',
      languagesLabel: '레슨 언어',
      languages: '한국어, 영어',
    },
    features: {
      title: '레슨 특징',
      items: {
        diagnosis: {
          title: '첫 수업 수준 진단',
          body: '자세와 리듬감, 목표를 함께 확인하고 그날 바로 나만의 학습 계획을 세워 드립니다.',
        },
        feedback: {
          title: '영상으로 보는 피드백',
          body: '연주 모습을 촬영해 함께 보며 자세와 타이밍을 짚어 드리고, 복습용 영상도 보내 드려요.',
        },
        stage: {
          title: '무대에 서는 경험',
          body: '1년에 두 번 학원 발표회를 열어, 배운 곡을 실제 무대에서 연주해 볼 수 있습니다.',
        },
      },
    },
    reasons: {
      title: '드럼 아카데미를 선택하는 이유',
      items: {
        oneTeacher: {
          title: '처음부터 끝까지 같은 강사',
          body: '상담부터 레슨, 연습 계획까지 원장이 직접 맡아 진도가 끊기지 않습니다.',
        },
        practice: {
          title: '배운 것을 바로 연습',
          body: '회원 전용 연습실을 온라인으로 예약해 레슨이 끝난 뒤에도 곧바로 복습할 수 있습니다.',
        },
        schedule: {
          title: '바쁜 일정에도 꾸준하게',
          body: '일정이 바뀌면 웹사이트에서 변경을 신청하세요. 레슨을 놓치지 않고 이어 갈 수 있습니다.',
        },
        fees: {
          title: '투명한 수강료',
          body: '취미·일반 월 {generalFee}원, 입시 월 {examFee}원. 월 {lessonsPerMonth}회 레슨 외에 숨은 비용이 없습니다.',
        },
      },
    },
    background: {
      title: '경력 및 활동',
      items: {
        degree: { period: '2012', text: '실용음악과 드럼 전공 졸업 (학사)' },
        session: { period: '2012–현재', text: '세션 드러머, 음반·방송 녹음 50여 회 참여' },
        masterclass: { period: '2013', text: '해외 재즈 드럼 마스터클래스 수료' },
        academyTeacher: { period: '2013–2018', text: '실용음악 학원 드럼 강사' },
        concerts: { period: '2014–현재', text: '재즈 트리오·퓨전 밴드 드러머로 정기 공연' },
        bandCamp: { period: '2016–2019', text: '청소년 여름 밴드 캠프 리듬 파트 지도' },
        musical: { period: '2017–2020', text: '뮤지컬 오케스트라 드럼 세션' },
        cultureCentre: { period: '2018–현재', text: '지역 문화센터 성인 취미 드럼 클래스 출강' },
        founder: { period: '2019–현재', text: '드럼 아카데미 설립, 원장 및 대표 강사' },
        auditions: { period: '2019–현재', text: '실용음악과 입시 지도, 해마다 합격생 배출' },
      },
    },
    cta: {
      title: '박지훈 원장에게 배워 보세요',
      body: '무료 원데이 클래스에서 레슨을 먼저 경험해 보실 수 있습니다.',
      lessonCta: '레슨 신청하기',
      oneDayCta: '원데이 클래스 체험',
    },
  },
  privacyPolicy: {
    title: '개인정보처리방침',
    description:
      '드럼 아카데미가 어떤 개인정보를 왜 수집하고 얼마나 보관하는지, 이용자의 권리는 무엇인지 안내합니다.',
  },
  termsOfService: {
    title: '이용약관',
    description:
      '드럼 아카데미 웹사이트와 레슨 서비스를 이용할 때 지켜야 할 조건과 절차를 안내합니다.',
  },
  policy: {
    effectiveDate: '시행일: {date}',
    tocTitle: '목차',
    backToToc: '목차로 돌아가기',
  },
};
