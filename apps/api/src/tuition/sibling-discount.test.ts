import { beforeAll, describe, expect, it } from 'vitest';
import {
  TUITION_MESSAGES,
  TUITION_VALIDATION_MESSAGES,
  tuitionOperations,
  ZSiblingDiscount,
  ZTuitionList,
} from '@academy/contracts';
import { callOperation } from '../../test/call-operation.js';
import { expectStaffOnly } from '../../test/refusals.js';
import { useStaffDesk, type Agent } from '../../test/demo-academy.js';
import { addChildOf, addMember } from '../../test/factories/members.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import { issueMonth } from './tuition-test-helpers.js';

describe('the sibling discount', () => {
  const academy = useStaffDesk();
  const prisma = () => academy.testApp.database.prisma;
  let teacher: Agent;
  const family = { guardian: 0, first: 0, second: 0, third: 0, only: 0 };

  const read = (agent: Parameters<typeof callOperation>[0]) =>
    callOperation(agent, tuitionOperations.getSiblingDiscount);
  const set = (body: object, agent: Parameters<typeof callOperation>[0] = academy.staff) =>
    callOperation(agent, tuitionOperations.setSiblingDiscount).send(body);
  const duesOf = async (month: string) => {
    const res = await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
      query: `month=${month}&limit=100`,
    });
    const { dues } = ZTuitionList.parse(res.body.data);
    return (memberId: number) => dues.find((due) => due.memberId === memberId);
  };

  /** A guardian who takes no lessons and `names` children, oldest account first. */
  async function addFamily(phone: string, names: string[]) {
    const guardian = await addMember(prisma(), { name: `${names[0]}부모`, phone });
    await prisma().member.update({ where: { id: guardian.id }, data: { takesLessons: false } });
    const children: number[] = [];
    for (const [i, name] of names.entries()) {
      const child = await addChildOf(prisma(), guardian, 'mother', {
        name,
        phone: `${phone.slice(0, -1)}${i + 5}`,
      });
      children.push(child.id);
    }
    return { guardian: guardian.id, children };
  }

  beforeAll(async () => {
    teacher = (await signedInOtherTeacher(academy.testApp.app, prisma())).agent;
    const three = await addFamily('01073000010', ['형첫째', '형둘째', '형셋째']);
    const one = await addFamily('01073000020', ['외동']);
    [family.first, family.second, family.third] = three.children as [number, number, number];
    family.guardian = three.guardian;
    family.only = one.children[0] ?? 0;
  });

  it('when nobody has set it, then staff read no discount', async () => {
    const res = await read(teacher);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ kind: 'none', value: 0 });
  });

  it('when a teacher, a member or a guest sets it, then they are refused and it stays', async () => {
    const body = { kind: 'amount', value: 10_000 };
    expect((await set(body, teacher)).status).toBe(403);
    await expectStaffOnly(academy, [(caller) => set(body, caller), read]);
    expect((await read(academy.staff)).body.data).toEqual({ kind: 'none', value: 0 });
  });

  it('when the admin sends a value outside its kind’s bounds, then 400 with the reason and nothing changes', async () => {
    const cases: [object, string][] = [
      [{ kind: 'amount', value: 0 }, TUITION_VALIDATION_MESSAGES.siblingDiscountAmountInvalid.ko],
      [
        { kind: 'amount', value: 10_000_001 },
        TUITION_VALIDATION_MESSAGES.siblingDiscountAmountInvalid.ko,
      ],
      [
        { kind: 'percent', value: 101 },
        TUITION_VALIDATION_MESSAGES.siblingDiscountPercentInvalid.ko,
      ],
      [{ kind: 'none', value: 3 }, TUITION_VALIDATION_MESSAGES.siblingDiscountNoneHasValue.ko],
    ];
    for (const [body, message] of cases) {
      const res = await set(body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    for (const body of [{ kind: 'half', value: 1 }, { kind: 'amount', value: 1.5 }, {}]) {
      expect((await set(body)).status).toBe(400);
    }
    expect((await read(academy.staff)).body.data).toEqual({ kind: 'none', value: 0 });
  });

  it('when the admin sets 10,000 won, then the second and third children’s dues of the month carry it, the first child and an only child pay the whole fee', async () => {
    const res = await set({ kind: 'amount', value: 10_000 });
    expect([res.status, res.body.message]).toEqual([200, TUITION_MESSAGES.siblingDiscountSaved.ko]);
    expect(ZSiblingDiscount.parse(res.body.data)).toEqual({ kind: 'amount', value: 10_000 });
    const audit = await prisma().auditLog.findFirstOrThrow({
      where: { action: 'tuition.sibling_discount' },
    });
    expect(audit.details).toEqual({
      before: { kind: 'none', value: 0 },
      after: { kind: 'amount', value: 10_000 },
    });

    await issueMonth(academy.testApp, '2026-03');
    const dueOf = await duesOf('2026-03');
    const whole = { price: 170_000, siblingDiscount: 0, amount: 170_000 };
    const discounted = { price: 170_000, siblingDiscount: 10_000, amount: 160_000 };
    expect(dueOf(family.first)).toMatchObject(whole);
    expect(dueOf(family.second)).toMatchObject(discounted);
    expect(dueOf(family.third)).toMatchObject(discounted);
    expect(dueOf(family.only)).toMatchObject(whole);
    expect(dueOf(family.guardian)).toBeUndefined();
  });

  it('when the first child is suspended, then the next child is the first and pays the whole fee', async () => {
    await prisma().member.update({ where: { id: family.first }, data: { status: 'suspended' } });
    await issueMonth(academy.testApp, '2026-04');
    const dueOf = await duesOf('2026-04');
    expect(dueOf(family.second)).toMatchObject({ siblingDiscount: 0, amount: 170_000 });
    expect(dueOf(family.third)).toMatchObject({ siblingDiscount: 10_000, amount: 160_000 });
    await prisma().member.update({ where: { id: family.first }, data: { status: 'active' } });
  });

  it('when the admin changes to a percentage, then issued dues keep theirs and new ones take the percentage, rounded to whole won half up', async () => {
    expect((await set({ kind: 'percent', value: 5 })).status).toBe(200);
    // 10,010 × 5% = 500.5 → 501; 10,005 × 5% = 500.25 → 500.
    await prisma().member.update({ where: { id: family.second }, data: { monthlyFee: 10_010 } });
    await prisma().member.update({ where: { id: family.third }, data: { monthlyFee: 10_005 } });
    await issueMonth(academy.testApp, '2026-05');
    const may = await duesOf('2026-05');
    expect(may(family.second)).toMatchObject({
      price: 10_010,
      siblingDiscount: 501,
      amount: 9_509,
    });
    expect(may(family.third)).toMatchObject({ price: 10_005, siblingDiscount: 500, amount: 9_505 });
    expect(may(family.first)).toMatchObject({ siblingDiscount: 0, amount: 170_000 });
    const march = await duesOf('2026-03');
    expect(march(family.second)).toMatchObject({ siblingDiscount: 10_000, amount: 160_000 });
  });

  it('when staff set the amount of a discounted due, then that amount is paid: it becomes the price and the discount is gone', async () => {
    const march = await duesOf('2026-03');
    const due = march(family.second);
    const res = await callOperation(academy.staff, tuitionOperations.updateTuitionDue, {
      params: { id: due?.id ?? 0 },
    }).send({ amount: 150_000, reason: '형제 할인 대신 장학' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: 150_000,
      price: 150_000,
      siblingDiscount: 0,
      adjustment: { originalAmount: 160_000, reason: '형제 할인 대신 장학' },
    });
  });

  it('when the admin sets no discount, then new dues carry none', async () => {
    expect((await set({ kind: 'none', value: 0 })).status).toBe(200);
    await issueMonth(academy.testApp, '2026-06');
    const june = await duesOf('2026-06');
    expect(june(family.second)).toMatchObject({ siblingDiscount: 0, amount: 10_010 });
    expect(june(family.third)).toMatchObject({ siblingDiscount: 0, amount: 10_005 });
  });
});
