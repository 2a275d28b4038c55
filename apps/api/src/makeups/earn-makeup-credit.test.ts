import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, toAcademyIsoDate } from '@academy/contracts';
import { useTestApp } from '../../test/demo-academy.js';
import { addMember } from '../../test/factories/members.js';
import { earnMakeupCredit } from './earn-makeup-credit.js';

const today = toAcademyIsoDate(new Date());
const day = (days: number) => addDaysToIsoDate(today, days);
const policy = { creditDays: 60, openCreditCap: 2 };

describe('earnMakeupCredit', () => {
  const context = useTestApp({ seed: true });
  const prisma = () => context.testApp.database.prisma;
  let phone = 2_000;
  const newMember = async () => {
    phone += 1;
    return addMember(prisma(), { name: `적립${phone}`, phone: `0106666${phone}` });
  };
  const earn = (memberId: number, lessonDate: string, cap = policy.openCreditCap) =>
    prisma().$transaction((tx) =>
      earnMakeupCredit(
        tx,
        { ...policy, openCreditCap: cap },
        {
          memberId,
          source: 'absence_notice',
          lessonDate,
          today,
        },
      ),
    );

  it('when a past lesson earns, then the credit lasts creditDays from today', async () => {
    const member = await newMember();
    expect(await earn(member.id, day(-3))).toMatchObject({ credit: { expiresOn: day(60) } });
  });

  it('when the lesson is later than today, then the credit lasts creditDays from the lesson day', async () => {
    const member = await newMember();
    expect(await earn(member.id, day(10))).toMatchObject({ credit: { expiresOn: day(70) } });
  });

  it('when one lesson day earns twice, then the second is refused as already earned', async () => {
    const member = await newMember();
    await earn(member.id, day(-1));
    expect(await earn(member.id, day(-1))).toEqual({ refused: 'already_earned' });
  });

  it('when the member holds the cap, then no credit is made; an expired one does not count', async () => {
    const member = await newMember();
    await earn(member.id, day(-2));
    await earn(member.id, day(-1));
    expect(await earn(member.id, day(1))).toEqual({ refused: 'cap_reached' });
    await prisma().makeupCredit.updateMany({
      where: { memberId: member.id },
      data: { expiresOn: new Date(`${day(-1)}T00:00:00Z`) },
    });
    expect(await earn(member.id, day(1))).toHaveProperty('credit');
    expect(await earn(member.id, day(2), 1)).toEqual({ refused: 'cap_reached' });
  });
});
