import type { TDeepStrings } from '../types';
import type { koApplications } from './applications.ko';

export const enApplications: TDeepStrings<typeof koApplications> = {
  confirmation: {
    lessonHeading: 'Your lesson application has been received',
    onedayHeading: 'Your one-day class application has been received',
    inquiryHeading: 'Your inquiry has been posted',
    referenceLabel: 'Reference number',
    sentOnLabel: 'Sent on',
    sentHeading: 'What you sent',
    nextHeading: 'What happens next',
    nameLabel: 'Name',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    lessonTypeLabel: 'Lesson type',
    preferredTimeLabel: 'Preferred time',
    categoryLabel: 'Category',
    nicknameLabel: 'Nickname',
    subjectLabel: 'Subject',
    callNext: 'We will call you within 1–2 weekdays.',
    onedayTimesNext: 'The time(s) you would like: {times}',
    inquiryNext:
      'Once it is answered, open it on the inquiry check page with your nickname and password.',
    openInquiry: 'Open my inquiry',
  },
  form: {
    personalHeading: 'Your details',
    nameLabel: 'Name',
    birthDateLabel: 'Date of birth',
    birthDateHint: 'Enter 8 digits, for example 19950315.',
    phoneLabel: 'Mobile number',
    phoneHint: 'Type the digits only; the hyphens are added for you.',
    emailLabel: 'Email',
    emailOptionalLabel: 'Email (optional)',
    genderLegend: 'Gender',
    genderOptionalLegend: 'Gender (optional)',
    messageLabel: 'Message (optional)',
    messageHint: 'Tell us about your drumming experience, the music you like or any questions.',
    honeypotLabel: 'Website (leave empty)',
    privacyNote: 'We use your details only to contact you about lessons.',
  },
  lesson: {
    formLabel: 'Regular lesson application',
    intro:
      'Regular lessons are one-to-one with the instructor, once a week. Send the form and we will call you to settle your lesson time.',
    lessonTypeLegend: 'Lesson type',
    generalDescription: 'From your very first beat to playing the songs you love',
    examDescription: 'An intensive course for music school entrance exams',
    timeHeading: 'Preferred days and times',
    timeAdvice:
      'Please choose as many days and times as you can. The more you choose, the sooner we can find you a lesson slot.',
    timeRange:
      'Lessons run on weekdays (Monday to Friday), one hour each, starting between {first} and {last}.',
    weekdaysLegend: 'Preferred days',
    hoursLegend: 'Preferred times on {weekday}',
    fullyBooked: '{weekday} (full)',
    noFreeHours: 'There are no free times on this day in the coming month.',
    busyLoading: 'Checking the instructor’s free times…',
    pickWeekdayFirst: 'Choose a day first to see its free times.',
    summaryLabel: 'Your choice',
    summaryEmpty: 'No times chosen yet.',
    foreignerLabel: 'I am a foreign student',
    foreignerHint: 'Tick this to get the member pages and our messages in English.',
    submit: 'Apply for regular lessons',
    submitting: 'Applying…',
  },
  fees: {
    heading: 'Tuition',
    general: 'General (hobby)',
    exam: 'Entrance exam',
    perMonth: '{fee} a month',
    lessonsPerMonth: 'Once a week · {count} one-to-one lessons a month',
    dueDay: 'Tuition is due on the {day} of each month.',
    lessonLength: 'Each lesson lasts 60 minutes.',
    free: 'Free',
    won: 'KRW {amount}',
  },
  steps: {
    heading: 'What happens next',
    apply: 'You send the form',
    call: 'We call you',
    confirm: 'We settle your lesson time',
    start: 'Your first lesson',
  },
  oneday: {
    formLabel: 'One-day class application',
    feeHeading: 'The one-day class is free',
    feeText:
      'Try the drums one-to-one at no cost. Sticks and a full drum kit are ready for you, so just bring yourself.',
    scheduleHeading: 'Preferred dates and times',
    scheduleAdvice:
      'Pick a date on the calendar, then the times that suit you. Choosing several dates and times makes scheduling easier.',
    calendarLabel: 'Choose preferred dates',
    markedLabel: 'times chosen',
    slotsLegend: 'Preferred times on {date}',
    slotsPrompt: 'Pick a date on the calendar first.',
    slotsLoading: 'Checking the instructor’s schedule…',
    closedDay: 'The academy is closed on this day ({reason}). Please choose another day.',
    busyNote: 'Dimmed times are already taken by another lesson or have passed.',
    summaryHeading: 'Your chosen times',
    summaryEmpty: 'Nothing chosen yet.',
    removeTime: 'Remove {time} on {date}',
    removeDate: 'Remove all times on {date}',
    submit: 'Apply for the one-day class',
    submitting: 'Applying…',
    interestLegend: 'Course you are interested in',
    interestUndecided: 'Not sure yet',
    interestAdvice:
      'The one-day class is the same trial lesson for everyone. The course you pick is sent as the first line of your message, so we can talk it through with you.',
    interestLine: 'Course of interest: {course}',
  },
  program: {
    stepsHeading: 'How the class goes',
    stepsLead: 'In about an hour and nine steps you go from the basics to playing a whole song.',
    steps: {
      welcome: {
        title: 'Welcome and chat',
        text: 'We talk about why you want to drum and the music you enjoy.',
      },
      kit: {
        title: 'Meet the drum kit',
        text: 'Hear how the kick, snare, toms, hi-hat and cymbals each sound.',
      },
      posture: {
        title: 'Posture and grip',
        text: 'Set the stool height and learn a grip that is easy on your wrists.',
      },
      strokes: {
        title: 'Basic strokes',
        text: 'Practise even single strokes on the snare drum.',
      },
      pedals: {
        title: 'Kick and hi-hat pedals',
        text: 'Learn to play the kick drum and hi-hat with your feet.',
      },
      beat: {
        title: 'The 8-beat groove',
        text: 'Put hands and feet together in the basic rock and pop rhythm.',
      },
      fill: {
        title: 'Your first fill',
        text: 'Add a simple fill at the end of a bar to bring the groove to life.',
      },
      song: {
        title: 'Play a song',
        text: 'Play along to a song you like, or one we suggest, with your new groove.',
      },
      next: {
        title: 'Feedback and next steps',
        text: 'Look back on your playing and get advice on lessons that suit you.',
      },
    },
    benefitsHeading: 'What you get',
    benefits: {
      free: { title: 'Completely free', text: 'No lesson fee and no equipment charge.' },
      private: {
        title: 'One-to-one',
        text: 'Just you and the instructor, at your own pace.',
      },
      gear: {
        title: 'No gear needed',
        text: 'Sticks and a full drum kit are provided, so come empty-handed.',
      },
      room: {
        title: 'Soundproof room',
        text: 'Play as loud as you like in a soundproofed lesson room.',
      },
      plan: {
        title: 'Personal advice',
        text: 'After the class we suggest regular lessons that fit your goals and level.',
      },
      noPressure: {
        title: 'No pressure',
        text: 'There is no obligation to sign up afterwards; take your time to decide.',
      },
    },
  },
};
