import type { TDeepStrings } from '@/i18n/types';
import type { termsOfServiceKo } from './terms-of-service.ko';

export const termsOfServiceEn: TDeepStrings<typeof termsOfServiceKo> = {
  intro: 'Please read these terms before using the Drum Academy website and lessons.',
  sections: {
    purpose: {
      title: 'Article 1 (Purpose)',
      paragraphs: [
        'These terms set out the conditions and procedures for using the website and lessons (“the Service”) run by Drum Academy (“the Academy”), and the rights, obligations and responsibilities of the Academy and its users.',
      ],
    },
    definitions: {
      title: 'Article 2 (Definitions)',
      paragraphs: ['In these terms:'],
      items: [
        '“User” means any member or non-member who uses the Service under these terms.',
        '“Member” means a person who has enrolled in regular lessons and logs in with an account issued by the Academy.',
        '“Non-member” means a person who reads about the Academy, applies for lessons or sends inquiries without logging in.',
        '“Regular lessons” means paid one-on-one lessons of {lessonMinutes} minutes once a week, {lessonsPerMonth} times a month.',
        '“One-day class” means a single free lesson offered as a trial before enrolment.',
      ],
    },
    notice: {
      title: 'Article 3 (Publication and amendment of these terms)',
      paragraphs: [
        'The Academy publishes these terms at the bottom of the website where users can easily find them.',
        'The Academy may amend these terms within the limits of the law. Amendments are announced on the website, with the effective date and the reason, at least {noticeDays} days before they take effect.',
        'A user who does not accept the amended terms may stop using the Service and ask to withdraw. Continuing to use the Service after the effective date counts as accepting the amended terms.',
      ],
    },
    services: {
      title: 'Article 4 (The Service)',
      paragraphs: ['The Academy provides the following:'],
      items: [
        'Information about the Academy, its instructors and facilities',
        'Applications for regular lessons and one-day classes',
        'Online inquiries and replies',
        'For members: lesson rescheduling requests, practice-room bookings, notifications and account management',
      ],
    },
    contract: {
      title: 'Article 5 (Applications and formation of the contract)',
      paragraphs: [
        'A regular lesson contract is formed when the user submits an application on the website and the Academy, after a consultation, assigns a lesson day and time and approves it.',
        'After approval the Academy provides a member account and a temporary password, which the member must change after logging in for the first time.',
        'Applicants under 14 must apply with the consent of a legal representative.',
        'The Academy may decline an application if no place is available at the requested times or if the application contains false information.',
      ],
    },
    fees: {
      title: 'Article 6 (Lesson fees and payment)',
      paragraphs: ['Lesson fees are as follows:'],
      items: [
        'Hobby and general lessons: ₩{generalFee} a month ({lessonsPerMonth} lessons)',
        'Audition lessons: ₩{examFee} a month ({lessonsPerMonth} lessons)',
        'One-day class: free',
      ],
      closing: [
        'Fees are due on day {dueDay} of each month.',
        'Fees are also posted at the Academy, and any change is announced in advance following Article 3.',
      ],
    },
    schedule: {
      title: 'Article 7 (Lesson schedule and changes)',
      paragraphs: [
        'Lessons take place on the assigned day and time and last {lessonMinutes} minutes.',
        'Members may ask on the website to move a lesson within the next {scheduleWeeks} weeks to another date and time; the change applies once the Academy approves it.',
        'If the Academy cannot hold a lesson, it will tell the member in advance and arrange a make-up lesson.',
        'A lesson missed by a member without prior notice counts as taken.',
      ],
    },
    practice: {
      title: 'Article 8 (Practice rooms)',
      paragraphs: [
        'Members may book practice rooms on the website between {practiceOpen} and {practiceClose}, in blocks of at least {minBookingHours} hour.',
        'Bookings can be cancelled up to the day of use, and members can cancel only their own bookings.',
        'Members must compensate for damage to practice-room equipment caused intentionally or through gross negligence.',
      ],
    },
    refunds: {
      title: 'Article 9 (Refunds)',
      paragraphs: [
        'Refunds follow the standards of Article 18 of the Enforcement Decree of the Act on the Establishment and Operation of Private Teaching Institutes and Extracurricular Lessons.',
      ],
      items: [
        'Before lessons start: the full fee paid',
        'Before one third of the total lesson time has passed: two thirds of the fee paid',
        'Before half of the total lesson time has passed: half of the fee paid',
        'After half of the total lesson time has passed: no refund',
      ],
      closing: [
        'If the Academy can no longer hold lessons, the fee for the remaining period is refunded.',
        'Refunds are made within 5 days of the day the reason for the refund arises.',
      ],
    },
    account: {
      title: 'Article 10 (Member accounts)',
      paragraphs: [
        'Members are responsible for their own ID and password and must not let anyone else use them.',
        'Members who find that their account has been used by someone else must tell the Academy at once.',
        'Members may ask to withdraw at any time; their personal information is then handled as described in the privacy policy.',
      ],
    },
    obligations: {
      title: 'Article 11 (Users’ obligations)',
      paragraphs: ['Users must not:'],
      items: [
        'Enter false information in an application or inquiry',
        'Use another person’s personal information',
        'Defame the Academy or other users, or disrupt the Academy’s work',
        'Misuse the Academy’s facilities or equipment',
        'Interfere with the normal running of the website',
      ],
    },
    restrictions: {
      title: 'Article 12 (Restrictions on use)',
      paragraphs: [
        'If a user breaches Article 11, the Academy may issue a warning, restrict bookings or suspend the account, and will tell the user why.',
      ],
    },
    interruption: {
      title: 'Article 13 (Changes to and interruption of the Service)',
      paragraphs: [
        'The Academy may suspend the website temporarily for system maintenance, equipment replacement, natural disasters or other unavoidable reasons, and will announce this in advance wherever possible.',
      ],
    },
    liability: {
      title: 'Article 14 (Limitation of liability)',
      paragraphs: [
        'The Academy is not liable for damage caused by force majeure, such as natural disasters, or by reasons attributable to the user.',
        'The Academy is not liable for problems caused by inaccurate information entered by the user.',
      ],
    },
    disputes: {
      title: 'Article 15 (Dispute resolution and jurisdiction)',
      paragraphs: [
        'The Academy and users will try in good faith to settle any dispute about the Service by discussion.',
        'Disputes not settled by discussion are brought before the court with jurisdiction under the Civil Procedure Act, and the laws of the Republic of Korea apply.',
      ],
    },
    addendum: {
      title: 'Addendum',
      paragraphs: ['These terms take effect on {effectiveDate}.'],
    },
  },
};
