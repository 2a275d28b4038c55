import { describe, expect, it } from 'vitest';
import { eucKrBytes } from './double-send.js';
import {
  checkAlimtalk,
  fill,
  type TDoubleButton,
  type TDoubleTemplate,
} from './double-templates.js';

const template: TDoubleTemplate = {
  templateId: 'TP1',
  pfId: 'PF1',
  name: 'reminder',
  content: '#{이름}님, #{시간}에 만나요.',
  buttons: [
    { buttonType: 'WL', buttonName: '보기', linkMo: 'https://a.example/' },
    { buttonType: 'BK', buttonName: '키워드' },
  ],
  status: 'APPROVED',
};
const templates = new Map([[template.templateId, template]]);
const request = {
  text: '민지님, 7시에 만나요.',
  pfId: 'PF1',
  templateId: 'TP1',
  variables: { '#{이름}': '민지', '#{시간}': '7시' },
  buttons: template.buttons,
};

describe('the double checks a 알림톡 against its template', () => {
  it('when the channel, template, buttons and text match, then it may go', () => {
    expect(checkAlimtalk(templates, request)).toBeNull();
  });

  it('when the channel is not one of the templates, then it is refused with 1041', () => {
    expect(checkAlimtalk(templates, { ...request, pfId: 'PF2' })?.statusCode).toBe('1041');
  });

  it('when the buttons are missing, extra or out of order, then 1046, 1047 or 1052', () => {
    expect(checkAlimtalk(templates, { ...request, buttons: [] })?.statusCode).toBe('1046');
    expect(
      checkAlimtalk(templates, { ...request, buttons: template.buttons.toReversed() })?.statusCode,
    ).toBe('1052');
    const retyped: TDoubleButton[] = [
      { buttonType: 'WL', buttonName: '보기', linkMo: 'https://a.example/' },
      { buttonType: 'AC', buttonName: '키워드' },
    ];
    expect(checkAlimtalk(templates, { ...request, buttons: retyped })?.statusCode).toBe('1052');
    const plain = new Map([['TP1', { ...template, buttons: [] }]]);
    expect(checkAlimtalk(plain, request)?.statusCode).toBe('1047');
  });

  it('when a variable is missing, then its placeholder stays and the text does not match (1043)', () => {
    expect(fill(template.content, { '#{이름}': '민지' })).toBe('민지님, #{시간}에 만나요.');
    expect(
      checkAlimtalk(templates, { ...request, variables: { '#{이름}': '민지' } })?.statusCode,
    ).toBe('1043');
  });

  it('when counting EUC-KR bytes, then ASCII is one byte and Hangul two', () => {
    expect(eucKrBytes('abc')).toBe(3);
    expect(eucKrBytes('가나')).toBe(4);
    expect(eucKrBytes('a가')).toBe(3);
  });
});
