import type { TDeepStrings } from '@/i18n/types';
import type { privacyPolicyKo } from './privacy-policy.ko';

export const privacyPolicyEn: TDeepStrings<typeof privacyPolicyKo> = {
  intro:
    'Drum Academy (“the Academy”) has drawn up and publishes this privacy policy under Article 30 of the Personal Information Protection Act of Korea, to protect the personal information of data subjects and to handle any related concerns promptly and smoothly.',
  sections: {
    purpose: {
      title: '1. Why we process personal information',
      paragraphs: [
        'The Academy processes personal information for the purposes below. We do not use it for anything else, and if a purpose changes we take the necessary steps, such as asking for separate consent under Article 18 of the Act.',
      ],
      items: [
        'Receiving applications for regular lessons and one-day classes, consultations, and arranging and announcing lesson times',
        'Member management: identity checks, log-in, password resets, schedule changes and practice-room bookings, announcements and notifications',
        'Billing lesson fees and confirming payment',
        'Receiving and answering inquiries, and handling complaints and disputes',
        'Preventing misuse and keeping the service running reliably',
      ],
    },
    collected: {
      title: '2. What personal information we process',
      paragraphs: [
        'We collect only the minimum personal information needed to provide the service.',
      ],
      items: [
        'Regular lesson application: (required) name, date of birth, gender, mobile number, email, lesson type, preferred days and times / (optional) message, whether you are a foreign national',
        'One-day class application: (required) name, date of birth, mobile number, preferred date and time / (optional) email, message',
        'Inquiries: (required) nickname, inquiry password (stored encrypted), subject, category, message',
        'Members: ID, password (stored encrypted), name, email, mobile number, lesson day and time, schedule-change and practice-room booking history',
        'Generated automatically while you use the service: access logs (IP address, time of access), cookies that keep you logged in and recognise a browser you have logged in with, your display language',
      ],
    },
    retention: {
      title: '3. How long we keep personal information',
      paragraphs: [
        'We destroy personal information without delay once the purpose for which it was collected has been achieved. Information that the law requires us to keep, and information kept to prevent misuse, is held for the periods below.',
        'Lesson applications and inquiries are destroyed once the consultation or answer is complete; if an applicant becomes a member, their details are kept as member information.',
      ],
    },
    thirdParty: {
      title: '4. Providing personal information to third parties',
      paragraphs: [
        'We process personal information only within the purposes stated in section 1 and provide it to third parties only with your consent or where the law specifically requires it, as set out in Articles 17 and 18 of the Act. We currently provide no personal information to third parties.',
      ],
    },
    outsourcing: {
      title: '5. Outsourcing of processing',
      paragraphs: [
        'We do not currently outsource any processing of personal information. If we need to in future, we will announce the contractor and the work in this policy in advance and ask for consent where required.',
      ],
    },
    destruction: {
      title: '6. How personal information is destroyed',
      paragraphs: [
        'Personal information whose retention period has ended, or whose purpose has been achieved, is destroyed within 5 days.',
      ],
      items: [
        'Electronic files are deleted permanently so that they cannot be recovered or restored.',
        'Paper documents are shredded or incinerated.',
        'Information kept because the law requires it is stored separately from other personal information and used for no other purpose.',
      ],
    },
    rights: {
      title: '7. Your rights and those of your legal representative',
      paragraphs: [
        'You may at any time ask the Academy to let you see, correct or delete your personal information, to stop processing it, or to withdraw your consent.',
        'You can make a request in writing, by phone, by email or through the website’s inquiry form, and we act on it within 10 days of receiving it. You may also exercise these rights through a legal representative or someone you have authorised.',
        'Deletion cannot be requested for information that another law requires us to collect, and a request to stop processing may be refused where the law specifically provides for it.',
      ],
    },
    children: {
      title: '8. Children under 14',
      paragraphs: [
        'Lesson applications for children under 14 go ahead only with the consent of a legal representative (parent or guardian). We may ask for the representative’s name and contact details to confirm consent, and the representative may ask to see, correct or delete the child’s information or to stop its processing.',
      ],
    },
    security: {
      title: '9. How we keep personal information secure',
      paragraphs: ['We take the following measures to keep personal information safe.'],
      items: [
        'Account and inquiry passwords are stored with one-way encryption so that they cannot be decrypted.',
        'All communication between the website and our server is encrypted with HTTPS.',
        'Only instructor accounts can open the admin screens that show personal information.',
        'Access logs are kept and reviewed regularly.',
        'Paper documents containing personal information are kept under lock.',
      ],
    },
    cookies: {
      title: '10. Cookies and similar technologies',
      paragraphs: [
        'The website uses a cookie to keep you logged in and saves your chosen display language in your browser’s local storage. It also records the language last shown (Korean or English) in a cookie for one year, so that your next visit opens in that language. When you log in, it keeps a cookie for 180 days that marks the browser as one you have logged in with, so that failed login attempts made elsewhere cannot lock you out of it. We use no cookies for advertising or behavioural analysis.',
        'You can refuse cookies in your browser settings. If you do, you will not be able to use the member services that require logging in.',
      ],
    },
    officer: {
      title: '11. Privacy officer',
      paragraphs: [
        'The Academy has appointed the following privacy officer to oversee the processing of personal information and to handle related inquiries, complaints and remedies.',
      ],
      items: [
        'Name: Park Ji-hoon (Director)',
        'Phone: {phone} (Mon–Fri {officeOpen}–{officeClose})',
        'Email: {email}',
      ],
    },
    remedies: {
      title: '12. Remedies for infringement',
      paragraphs: [
        'If you need a remedy for an infringement of your personal information, you can apply for dispute mediation or advice at the bodies below (Korean-language services).',
      ],
      items: [
        'Personal Information Dispute Mediation Committee: 1833-6972 (www.kopico.go.kr)',
        'Personal Information Infringement Report Center: 118 (privacy.kisa.or.kr)',
        'Supreme Prosecutors’ Office: 1301 (www.spo.go.kr)',
        'Korean National Police Agency: 182 (ecrm.police.go.kr)',
      ],
    },
    changes: {
      title: '13. Changes to this policy',
      paragraphs: [
        'This privacy policy applies from {effectiveDate}.',
        'When we add to, remove from or amend this policy, we announce the change on the website’s notice board and on this page at least {noticeDays} days before it takes effect.',
      ],
    },
  },
  retentionTable: {
    caption: 'Retention periods required by law and for misuse prevention',
    recordHeader: 'Information kept',
    basisHeader: 'Basis',
    periodHeader: 'Retention period',
    rows: {
      contracts: {
        record: 'Records of contracts and withdrawals of offers',
        basis: 'Act on the Consumer Protection in Electronic Commerce',
        period: '{contractYears} years',
      },
      payments: {
        record: 'Records of payments and supply of services',
        basis: 'Act on the Consumer Protection in Electronic Commerce',
        period: '{paymentYears} years',
      },
      complaints: {
        record: 'Records of consumer complaints and dispute handling',
        basis: 'Act on the Consumer Protection in Electronic Commerce',
        period: '{complaintYears} years',
      },
      withdrawal: {
        record: 'Member information after withdrawal (ID, name, contact details)',
        basis: 'Preventing misuse and handling disputes',
        period: '{withdrawalYears} year after withdrawal',
      },
    },
  },
};
