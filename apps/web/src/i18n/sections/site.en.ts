import type { TDeepStrings } from '../types';
import type { koSite } from './site.ko';

export const enSite: TDeepStrings<typeof koSite> = {
  seo: {
    ogImageAlt:
      'Illustration of the Drum Academy lounge with a sofa, record shelves and pendant lights',
  },
  home: {
    documentTitle: 'Drum Academy | One-on-one drum lessons in Hongdae, Seoul',
    metaDescription:
      'A one-on-one drum school near Hongik University Station, Seoul. Learn for fun or prepare for music school auditions with an instructor who has taught for over 10 years. Lessons in Korean and English; try a free one-day class first.',
    eyebrow: 'One-on-one drum lessons',
    lead: 'From playing for fun to preparing for music school auditions, learn at your own pace with private lessons.',
    lessonApplicationCta: 'Apply for lessons',
    oneDayClassCta: 'Free one-day class',
    heroNote: 'The one-day class is free of charge.',
    stats: {
      label: 'Drum Academy at a glance',
      oneOnOne: { value: '1:1', caption: 'Private one-on-one lessons' },
      experience: { value: '10+', caption: 'Years of teaching experience' },
      levels: { value: 'All', caption: 'Beginner to audition level' },
    },
    features: {
      title: 'What makes Drum Academy different',
      intro:
        'Whether you are picking up sticks for the first time or coming back after a long break, we make learning easy.',
      items: {
        private: {
          title: 'Truly one-on-one',
          body: 'Your teacher focuses on you alone for the whole lesson, correcting posture and sound on the spot.',
        },
        curriculum: {
          title: 'A plan for your level',
          body: 'We check your skills and goals in the first lesson, then take you from basic rhythms to full songs in the order that suits you.',
        },
        exam: {
          title: 'Audition preparation',
          body: 'Song choice for each school’s audition format, sight-reading and mock auditions, step by step.',
        },
        practice: {
          title: '{rooms} practice rooms for members',
          body: 'Book a soundproofed room online and practise any day from {practiceOpen} to {practiceClose}.',
        },
        schedule: {
          title: 'Flexible rescheduling',
          body: 'Something came up? Request a new time on the website and move your lesson within the next {scheduleWeeks} weeks.',
        },
        trial: {
          title: 'Free one-day class',
          body: 'Play the drums before you sign up, and talk with the instructor to find the course that fits you.',
        },
      },
    },
    programs: {
      title: 'Lesson programmes',
      intro:
        'Choose the course that matches your goal. Both are one-on-one, once a week, {lessonMinutes} minutes per lesson.',
      price: '₩{amount}',
      perMonth: '/ month',
      schedule: '{lessonsPerMonth} lessons a month · {lessonMinutes} min each',
      feeNote: 'Fees are due on day {dueDay} of each month. The one-day class is free.',
      general: {
        badge: 'Hobby · General',
        name: 'Hobby & general lessons',
        audience: 'For beginners and anyone who wants to play the songs they love.',
        points: {
          posture: 'Good posture and basic strokes',
          rhythms: 'Rhythm patterns from 8th and 16th notes to shuffles',
          songs: 'Learning to play through your favourite songs',
        },
        cta: 'Apply for hobby lessons',
      },
      exam: {
        badge: 'Audition',
        name: 'Audition lessons',
        audience: 'An intensive course for students applying to university music programmes.',
        points: {
          pieces: 'Audition pieces chosen and arranged for each school',
          reading: 'Focused training in reading and sight-reading',
          mockAuditions: 'Regular mock auditions with detailed feedback',
        },
        cta: 'Apply for audition lessons',
      },
    },
    closing: {
      title: 'Not sure which course is right for you?',
      body: 'Try the drums at a free one-day class, talk it over with the instructor and decide at your own pace.',
      oneDayCta: 'Book a one-day class',
      contactCta: 'Send us a question',
    },
  },
  academyTour: {
    title: 'Academy tour',
    description:
      'Take a look around the academy, from the lounge to the lesson and practice rooms.',
    jumpNav: 'Jump to a space',
    highlightsLabel: '{space} highlights',
    spaces: {
      lounge: {
        name: 'Lounge',
        body: 'A comfortable place to relax before or after your lesson. With a soft sofa and shelves of records, it is a pleasant spot for parents and friends to wait, too.',
        highlights: {
          sofa: 'Comfortable sofa and table',
          wifi: 'Free Wi-Fi and phone charging',
          albums: 'Music magazines and albums to browse',
        },
        alt: 'Illustration of the lounge with a sofa, a wooden table, record shelves and pendant lights',
      },
      lessonRoom1: {
        name: 'Lesson room 1',
        body: 'Our main lesson room with an acoustic drum kit. Acoustic panels and monitor speakers let you hear yourself much as you would on stage.',
        highlights: {
          kit: 'Five-piece acoustic drum kit',
          soundproofing: 'Soundproofing and acoustic treatment',
          monitors: 'Monitor speakers and a music stand',
        },
        alt: 'Illustration of lesson room 1 with a red acoustic drum kit in front of acoustic panels and two monitor speakers',
      },
      lessonRoom2: {
        name: 'Lesson room 2',
        body: 'An electronic kit and an acoustic kit stand side by side, so you can play together with your teacher while rhythms are written out on the whiteboard.',
        highlights: {
          kits: 'Electronic and acoustic kits',
          whiteboard: 'Whiteboard for rhythm notation',
          duet: 'Play along with your teacher',
        },
        alt: 'Illustration of lesson room 2 with an electronic drum kit, a teal acoustic kit and a whiteboard showing drum notation',
      },
      practiceRoom: {
        name: 'Practice room',
        body: 'Private practice rooms for members. Soundproofing, a drum kit and headphones let you go over what you learned on your own.',
        highlights: {
          rooms: '{rooms} soundproofed rooms',
          booking: 'Online booking in {minBookingHours}-hour blocks',
          headphones: 'Headphones and a tablet for your metronome',
        },
        alt: 'Illustration of a practice room with a blue drum kit and a tablet on a stand in front of pyramid acoustic foam',
      },
      restroom: {
        name: 'Restroom',
        body: 'A private restroom inside the academy, cleaned every day and always stocked with hand soap and towels.',
        highlights: {
          private: 'Private restroom inside the academy',
          cleaning: 'Cleaned and checked daily',
          vanity: 'Vanity area with mirrors and basins',
        },
        alt: 'Illustration of a clean restroom with two round mirrors, a wooden vanity and tiled walls',
      },
      lobby: {
        name: 'Lobby',
        body: 'The front desk is the first thing you see when you come in. We help with consultations, registration and fee payments here.',
        highlights: {
          desk: 'Reception for consultations and sign-up',
          noticeBoard: 'Notice board',
          shop: 'Sticks and accessories for sale',
        },
        alt: 'Illustration of the lobby with a wooden front desk below the academy emblem, a notice board and a glass door',
      },
      lobbyLounge: {
        name: 'Lobby rest area',
        body: 'Sit at the window counter while you wait for your lesson or go over your notes. Water and simple drinks are always ready.',
        highlights: {
          counter: 'Window counter seating',
          drinks: 'Water dispenser and drinks',
          waiting: 'Waiting area for parents',
        },
        alt: 'Illustration of the lobby rest area with a counter and stools in front of a large window with a city view at dusk, and a water dispenser',
      },
    },
    guide: {
      title: 'Visitor guide',
      intro: 'Please read the notes below before your first visit.',
      lessons: {
        title: 'Lesson hours',
        items: {
          weekdays: 'Weekdays {weekdayOpen}–{weekdayClose}',
          weekends: 'Weekends {weekendOpen}–{weekendClose}',
          length:
            'Regular lessons are {lessonMinutes} minutes once a week, on your assigned day and time.',
        },
      },
      practice: {
        title: 'Practice rooms',
        items: {
          hours: 'Members can book online for any time between {practiceOpen} and {practiceClose}.',
          minimum: 'Bookings start at a minimum of {minBookingHours} hour.',
          cancel: 'You can cancel a booking up to the day of use.',
        },
      },
      visit: {
        title: 'Before you visit',
        items: {
          arrive: 'Arriving 10 minutes early gives you time to settle in.',
          sticks: 'We lend sticks, and you are welcome to bring your own.',
          food: 'Please keep food out of the lesson and practice rooms; water is fine.',
          parking: 'The building has no parking, so we recommend public transport.',
        },
      },
    },
    contact: {
      title: 'Enquiries and bookings',
      intro:
        'We take consultations and one-day class bookings by phone or through the online inquiry form.',
      phoneLabel: 'Phone',
      emailLabel: 'Email',
      addressLabel: 'Address',
      officeHoursLabel: 'Office hours',
      officeHours: 'Mon–Fri {officeOpen}–{officeClose}',
      directions: 'About 8 minutes on foot from Hongik University Station (Line 2)',
      replyPromise: 'We answer online inquiries within {replyMin}–{replyMax} business days.',
      contactCta: 'Send an inquiry',
      oneDayCta: 'Book a one-day class',
      lessonCta: 'Apply for regular lessons',
    },
  },
  instructors: {
    title: 'Instructors',
    description: 'Meet our instructor: background, teaching approach and why students choose us.',
    profile: {
      heading: 'Park Ji-hoon',
      role: 'Director and lead instructor',
      bio: {
        career:
          'Ji-hoon majored in drums at a university music programme and has spent over ten years as a session drummer and teacher. He brings what he learned on jazz and fusion stages and in recording studios straight into his lessons.',
        students:
          'He teaches primary school pupils holding sticks for the first time, students preparing for music school auditions and office workers who play in bands for fun, each towards their own goal.',
      },
      quote:
        'I teach you how to enjoy the drums for years before I teach you how to play them well. Enjoy playing, and the skill follows.',
      factsLabel: 'Profile summary',
      majorLabel: 'Studied',
      major: 'Popular music, drums',
      careerLabel: 'Teaching',
      career: '12 years',
      specialtyLabel: 'Specialities',
      specialty: 'Rock and pop, jazz, audition preparation',
      languagesLabel: 'Lesson languages',
      languages: 'Korean, English',
    },
    features: {
      title: 'How lessons work',
      items: {
        diagnosis: {
          title: 'A first-lesson assessment',
          body: 'We look at your posture, sense of rhythm and goals together, and draw up your own learning plan that same day.',
        },
        feedback: {
          title: 'Video feedback',
          body: 'We film your playing and watch it together to fine-tune posture and timing, then send you the video to practise with.',
        },
        stage: {
          title: 'Time on stage',
          body: 'Twice a year the academy holds a student concert where you can play what you have learned on a real stage.',
        },
      },
    },
    reasons: {
      title: 'Why students choose Drum Academy',
      items: {
        oneTeacher: {
          title: 'One teacher from start to finish',
          body: 'The director handles your consultation, lessons and practice plan himself, so your progress never loses its thread.',
        },
        practice: {
          title: 'Practise right after class',
          body: 'Book a members-only practice room online and go over the lesson while it is still fresh.',
        },
        schedule: {
          title: 'Steady progress on a busy schedule',
          body: 'When your plans change, request a new lesson time on the website and keep going without missing lessons.',
        },
        fees: {
          title: 'Clear, simple fees',
          body: 'Hobby and general lessons ₩{generalFee} a month, audition lessons ₩{examFee}. {lessonsPerMonth} lessons a month, with no hidden costs.',
        },
      },
    },
    background: {
      title: 'Background',
      items: {
        degree: { period: '2012', text: 'B.A. in popular music, drums major' },
        session: {
          period: '2012–present',
          text: 'Session drummer on more than 50 album and broadcast recordings',
        },
        masterclass: {
          period: '2013',
          text: 'Completed an international jazz drumming masterclass',
        },
        academyTeacher: { period: '2013–2018', text: 'Drum instructor at a popular music academy' },
        concerts: {
          period: '2014–present',
          text: 'Regular concerts as drummer of a jazz trio and a fusion band',
        },
        bandCamp: { period: '2016–2019', text: 'Rhythm section coach at a summer youth band camp' },
        musical: { period: '2017–2020', text: 'Drummer in musical theatre pit orchestras' },
        cultureCentre: {
          period: '2018–present',
          text: 'Adult hobby drum classes at a community culture centre',
        },
        founder: {
          period: '2019–present',
          text: 'Founder, director and lead instructor of Drum Academy',
        },
        auditions: {
          period: '2019–present',
          text: 'Audition coaching, with successful applicants every year',
        },
      },
    },
    cta: {
      title: 'Learn with Park Ji-hoon',
      body: 'Try a lesson first at a free one-day class.',
      lessonCta: 'Apply for regular lessons',
      oneDayCta: 'Try a one-day class',
    },
  },
  privacyPolicy: {
    title: 'Privacy policy',
    description:
      'What personal information Drum Academy collects and why, how long we keep it, and the rights you have over it.',
  },
  termsOfService: {
    title: 'Terms of service',
    description:
      'The conditions and procedures that apply when you use the Drum Academy website and lessons.',
  },
  policy: {
    effectiveDate: 'Effective: {date}',
    tocTitle: 'Contents',
    backToToc: 'Back to contents',
  },
};
