import { describe, expect, it } from 'vitest';
import {
  ALIMTALK_TEMPLATES,
  ALL_ALIMTALK_TEMPLATES,
  type TAlimtalkTemplate,
} from './alimtalk-templates';
import { ALIMTALK_VARIABLES, type TAlimtalkVariable } from './alimtalk-variables';
import { renderAlimtalk, textMessageBytes, type TAlimtalkRenderResult } from './render-alimtalk';

const REMINDER_KO = ALIMTALK_TEMPLATES.lessonReminder.ko;
const REMINDER_VALUES = {
  academy: '드럼 아카데미',
  name: '김서연',
  date: '2031-03-11 (화)',
  time: '19:00-20:00',
  teacher: '박지훈',
};

/** A template of our own, to reach what the catalog never does (links with variables, overflow). */
function template<const TVariable extends TAlimtalkVariable>(
  content: string,
  variables: readonly TVariable[],
  path = '/contact/check',
): TAlimtalkTemplate<TVariable> {
  return {
    kind: 'inquiryAnswered',
    language: 'ko',
    code: 'TEST_KO',
    content,
    variables,
    buttons: [{ type: 'WL', name: '답변 확인', path }],
    reviewNote: '시험용',
    secure: false,
  };
}

const examplesOf = (tested: TAlimtalkTemplate): Record<string, string> =>
  Object.fromEntries(
    tested.variables.map((name) => [name, ALIMTALK_VARIABLES[name].example[tested.language]]),
  );

const refusalsOf = (result: TAlimtalkRenderResult) => (result.ok ? [] : result.refusals);

describe('rendering a 알림톡', () => {
  it('when every value is given, then the text, buttons, provider values and fallback are filled', () => {
    const result = renderAlimtalk(REMINDER_KO, REMINDER_VALUES);
    const text = [
      '[드럼 아카데미] 수업 알림',
      '',
      '김서연님의 내일 수업 일정을 알려드립니다.',
      '',
      '- 일시: 2031-03-11 (화) 19:00-20:00',
      '- 강사: 박지훈 선생님',
      '',
      '수업 일정은 아래 버튼에서 확인하실 수 있습니다.',
    ].join('\n');
    expect(result).toEqual({
      ok: true,
      message: {
        code: 'LESSON_REMINDER_KO',
        text,
        buttons: [{ type: 'WL', name: '수업 일정 보기', path: '/user/lesson-schedule' }],
        variables: {
          '#{academy}': '드럼 아카데미',
          '#{name}': '김서연',
          '#{date}': '2031-03-11 (화)',
          '#{time}': '19:00-20:00',
          '#{teacher}': '박지훈',
        },
        fallback: { type: 'LMS', text },
      },
    });
  });

  it('when any template of the catalog gets its example values, then nothing is left unfilled', () => {
    for (const tested of ALL_ALIMTALK_TEMPLATES) {
      const result = renderAlimtalk(tested, examplesOf(tested));
      expect(result.ok, tested.code).toBe(true);
      if (!result.ok) continue;
      expect(result.message.text, tested.code).not.toContain('#{');
      expect(result.message.fallback.text).toBe(result.message.text);
      expect(result.message.buttons.map((button) => button.name)).toEqual(
        tested.buttons.map((button) => button.name),
      );
    }
  });

  it('when a value is missing or one is not the template’s, then it is refused and both are named', () => {
    const values: Record<string, string> = { ...REMINDER_VALUES, room: '1번 연습실' };
    delete values.teacher;
    const anyKind: TAlimtalkTemplate = REMINDER_KO;
    expect(refusalsOf(renderAlimtalk(anyKind, values))).toEqual([
      { reason: 'unknown', variable: 'room' },
      { reason: 'missing', variable: 'teacher' },
    ]);
  });

  it('when a caller knows its template, then a missing or unknown value does not compile', () => {
    const { academy, name, date, time } = REMINDER_VALUES;
    // @ts-expect-error the teacher is missing
    expect(renderAlimtalk(REMINDER_KO, { academy, name, date, time }).ok).toBe(false);
    // @ts-expect-error a room is not a variable of the reminder
    expect(renderAlimtalk(REMINDER_KO, { ...REMINDER_VALUES, room: '1번' }).ok).toBe(false);
  });

  it('when a value is at its longest it is taken, and one character more is refused', () => {
    const max = ALIMTALK_VARIABLES.teacher.maxLength;
    expect(renderAlimtalk(REMINDER_KO, { ...REMINDER_VALUES, teacher: '가'.repeat(max) }).ok).toBe(
      true,
    );
    expect(
      refusalsOf(
        renderAlimtalk(REMINDER_KO, { ...REMINDER_VALUES, teacher: '가'.repeat(max + 1) }),
      ),
    ).toEqual([{ reason: 'tooLong', variable: 'teacher', maxLength: max }]);
  });

  it('when a value holds #{…}, then it is refused, while a lone # or { is only text', () => {
    const injected = { ...REMINDER_VALUES, name: '#{teacher}', teacher: 'C#{' };
    expect(refusalsOf(renderAlimtalk(REMINDER_KO, injected))).toEqual([
      { reason: 'placeholder', variable: 'name' },
      { reason: 'placeholder', variable: 'teacher' },
    ]);
    const plain = renderAlimtalk(REMINDER_KO, { ...REMINDER_VALUES, name: 'C# {major}' });
    expect(plain.ok && plain.message.text).toContain('C# {major}님의');
  });

  it('when a value is blank or breaks the line, then it is refused', () => {
    const values = {
      ...REMINDER_VALUES,
      name: '  ',
      teacher: '박지훈\n- 강사: 누군가',
      time: '\u202E19:00',
    };
    expect(refusalsOf(renderAlimtalk(REMINDER_KO, values))).toEqual([
      { reason: 'blank', variable: 'name' },
      { reason: 'controlCharacters', variable: 'time' },
      { reason: 'controlCharacters', variable: 'teacher' },
    ]);
  });

  it('when a link holds a variable, then its value is URL-encoded there and plain in the text', () => {
    const tested = template(
      '#{nickname}님의 문의',
      ['nickname'],
      '/contact/check?nickname=#{nickname}',
    );
    const result = renderAlimtalk(tested, { nickname: '드럼 초보&1' });
    expect(result.ok && result.message.text).toBe('드럼 초보&1님의 문의');
    expect(result.ok && result.message.buttons[0]?.path).toBe(
      '/contact/check?nickname=%EB%93%9C%EB%9F%BC%20%EC%B4%88%EB%B3%B4%261',
    );
  });

  it('when a template uses a variable it does not declare, then rendering refuses it', () => {
    const tested = template('#{name}님, #{subject}', ['name']);
    expect(refusalsOf(renderAlimtalk(tested, { name: '김서연' }))).toEqual([
      { reason: 'undeclared', variable: 'subject' },
    ]);
  });

  it('when the filled text would pass 1,000 characters, then it is refused', () => {
    const tested = template(`${'가'.repeat(900)}#{title}`, ['title']);
    expect(renderAlimtalk(tested, { title: '나'.repeat(100) }).ok).toBe(true);
    expect(refusalsOf(renderAlimtalk(tested, { title: '나'.repeat(101) }))).toEqual([
      { reason: 'contentTooLong', length: 1001 },
    ]);
  });

  it('when the text fits 90 bytes, then the fallback is an SMS, and an LMS beyond', () => {
    const tested = template('#{title}님 도착', ['title']);
    const short = renderAlimtalk(tested, { title: '김서연' });
    expect(short.ok && short.message.fallback).toEqual({ type: 'SMS', text: '김서연님 도착' });
    const at90 = renderAlimtalk(tested, { title: 'a'.repeat(83) });
    expect(at90.ok && at90.message.fallback.type).toBe('SMS');
    const at91 = renderAlimtalk(tested, { title: 'a'.repeat(84) });
    expect(at91.ok && at91.message.fallback.type).toBe('LMS');
  });

  it('when bytes are counted, then Korean counts 2 and ASCII 1', () => {
    expect(textMessageBytes('가a\n')).toBe(4);
    expect(textMessageBytes('')).toBe(0);
  });
});
