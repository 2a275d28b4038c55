import { describe, expect, it } from 'vitest';
import { textForm } from './text-form.js';

const member = { phone: '01012345678', name: '김민준', english: false };

describe('textForm', () => {
  it('fills the academy and the student’s name in the recipient’s language', () => {
    const form = textForm('lessonReminder', (language) => ({
      date: language === 'ko' ? '2031-03-11 (화)' : 'Tue 2031-03-11',
      time: '19:00-20:00',
      teacher: '박지훈',
    }));
    expect(form(member)).toEqual({
      kind: 'lessonReminder',
      variables: {
        academy: '드럼 아카데미',
        name: '김민준',
        date: '2031-03-11 (화)',
        time: '19:00-20:00',
        teacher: '박지훈',
      },
    });
    expect(form({ ...member, english: true }).variables).toMatchObject({
      academy: 'Drum Academy',
      date: 'Tue 2031-03-11',
    });
  });

  it('names the child when a guardian reads it, and adds nothing a template lacks', () => {
    const guardian = { ...member, name: '김엄마', aboutChild: '김서연' };
    expect(textForm('duePaid', () => duePaid)(guardian).variables.name).toBe('김서연');
    const arrived = textForm('arrived', () => ({ child: '김서연', checkedInAt: '18:56' }));
    expect(arrived(guardian).variables).toEqual({
      academy: '드럼 아카데미',
      child: '김서연',
      checkedInAt: '18:56',
    });
  });
});

const duePaid = {
  month: '2031-03',
  amount: '170,000원',
  paidDate: '2031-03-05',
  method: '계좌이체',
};
