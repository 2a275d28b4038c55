import { ALIMTALK_TEMPLATES } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import type { TTextMessageTemplate } from '../text-messages/text-message-provider.js';
import { matchTemplates } from './match-templates.js';

const ours = ALIMTALK_TEMPLATES.lessonApplicationReceived.ko;

const theirs = (overrides: Partial<TTextMessageTemplate>): TTextMessageTemplate => ({
  templateId: 'KA01TP1',
  name: ours.code,
  content: ours.content,
  buttons: [],
  approval: 'approved',
  ...overrides,
});

describe('matchTemplates', () => {
  it('when the provider names a template with our code, then it is ours', () => {
    expect(matchTemplates([ours], [theirs({})]).get(ours.code)).toEqual({
      providerTemplateId: 'KA01TP1',
      approval: 'approved',
      matchesCatalog: true,
    });
  });

  it('when only another name or another case is listed, then the code is absent', () => {
    const others = [theirs({ name: 'LESSON_APPLIED' }), theirs({ name: ours.code.toLowerCase() })];
    expect(matchTemplates([ours], others).has(ours.code)).toBe(false);
  });

  it('when a code is registered twice, then the one furthest along the review wins', () => {
    const rejected = theirs({ templateId: 'OLD', approval: 'rejected' });
    const inspecting = theirs({ templateId: 'NEW', approval: 'inspecting' });
    const approved = theirs({ templateId: 'OK', approval: 'approved' });
    expect(matchTemplates([ours], [rejected, inspecting]).get(ours.code)?.providerTemplateId).toBe(
      'NEW',
    );
    expect(
      matchTemplates([ours], [rejected, approved, inspecting]).get(ours.code)?.providerTemplateId,
    ).toBe('OK');
  });

  it('when two of one state are listed, then the first listed wins', () => {
    const first = theirs({ templateId: 'FIRST', approval: 'pending' });
    const second = theirs({ templateId: 'SECOND', approval: 'pending' });
    expect(matchTemplates([ours], [first, second]).get(ours.code)?.providerTemplateId).toBe(
      'FIRST',
    );
  });

  it('when the content or a button differs, then the match says it does not match the catalog', () => {
    expect(matchTemplates([ours], [theirs({ content: 'other' })]).get(ours.code)).toMatchObject({
      matchesCatalog: false,
    });
    const withButton = theirs({
      buttons: [{ buttonType: 'WL', buttonName: 'x', linkMo: 'https://a.example' }],
    });
    expect(matchTemplates([ours], [withButton]).get(ours.code)?.matchesCatalog).toBe(false);
  });
});
