import { describe, expect, it } from 'vitest';
import {
  practiceBookedMemberTexts,
  practiceBookedStaffTexts,
  scheduleChangeRequestTexts,
  staffNoticeDetail,
} from './activity-notification';

const booking = {
  roomLabel: { ko: '드럼 연습실 1', en: 'Drum practice room 1' },
  date: '2030-03-05',
  startTime: '10:00',
  endTime: '12:00',
};

describe('activity notification texts', () => {
  it('when a change is requested, then both languages name the member and the dates', () => {
    const texts = scheduleChangeRequestTexts({
      memberName: '김민준',
      originalDate: '2030-03-05',
      requestedDate: '2030-03-06',
      requestedStartTime: '14:00',
      requestedEndTime: '15:00',
    });
    expect(texts.title).toBe('새 일정 변경 요청');
    expect(texts.message).toContain(
      '(김민준: 2030년 3월 5일 (화) → 2030년 3월 6일 (수) 14:00–15:00)',
    );
    expect(texts.messageEn).toContain('(김민준: Tue, Mar 5, 2030 → Wed, Mar 6, 2030, 14:00–15:00)');
  });

  it('when a room is booked, then the member and staff texts name the room and the time', () => {
    expect(practiceBookedMemberTexts(booking).message).toBe(
      '드럼 연습실 1 2030년 3월 5일 (화) 10:00–12:00 예약이 완료되었습니다.',
    );
    expect(practiceBookedMemberTexts(booking).messageEn).toContain('drum practice room 1');
    const staff = practiceBookedStaffTexts({ ...booking, memberName: 'Emily' });
    expect(staff.messageEn).toContain('Emily: Drum practice room 1 Tue, Mar 5, 2030, 10:00–12:00');
  });

  it('when a staff notice names a person and a lesson, then the detail reads who, then when, in each language', () => {
    const detail = staffNoticeDetail({ name: '김민준', date: '2030-03-05', time: '19:00' });
    expect(detail).toEqual({
      ko: '김민준 · 2030년 3월 5일 (화) 19:00',
      en: '김민준 · Tue, Mar 5, 2030, 19:00',
    });
    expect(staffNoticeDetail({ name: 'Emily', date: '2030-03-05' }).en).toBe(
      'Emily · Tue, Mar 5, 2030',
    );
    expect(staffNoticeDetail({ name: 'Emily', when: { ko: '3월', en: 'March' } }).en).toBe(
      'Emily · March',
    );
    expect(staffNoticeDetail({ name: '홍길동' })).toEqual({ ko: '홍길동', en: '홍길동' });
  });
});
