import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALIMTALK_TEMPLATES,
  ALL_ALIMTALK_TEMPLATES,
  alimtalkTemplateOf,
  type TAlimtalkTemplate,
} from './alimtalk-templates';
import { ALIMTALK_VARIABLES, isAlimtalkVariable, placeholdersIn } from './alimtalk-variables';
import { ALIMTALK_LANGUAGES, TEXT_MESSAGE_KINDS } from './text-messages.enums';
import { ALIMTALK_LIMITS } from './text-messages.limits';

const WEB_PATHS = readFileSync(
  new URL('../../../../apps/web/src/config/paths.ts', import.meta.url),
  'utf8',
);

const placesOf = (template: TAlimtalkTemplate): string[] => [
  ...placeholdersIn(template.content),
  ...template.buttons.flatMap((button) => placeholdersIn(button.path)),
];

/** The content with every variable at its longest: what Kakao's 1,000 characters must hold. */
function longestContent(template: TAlimtalkTemplate): string {
  return template.content.replace(/#\{([^}]*)\}/g, (_, name: string) =>
    isAlimtalkVariable(name) ? '가'.repeat(ALIMTALK_VARIABLES[name].maxLength) : '',
  );
}

describe('the 알림톡 catalog', () => {
  it('when the kinds are listed, then each has its Korean and English template, named after it', () => {
    expect(Object.keys(ALIMTALK_TEMPLATES)).toEqual([...TEXT_MESSAGE_KINDS]);
    for (const kind of TEXT_MESSAGE_KINDS) {
      for (const language of ALIMTALK_LANGUAGES) {
        expect(ALIMTALK_TEMPLATES[kind][language]).toMatchObject({ kind, language });
      }
    }
    expect(ALL_ALIMTALK_TEMPLATES).toHaveLength(2 * TEXT_MESSAGE_KINDS.length);
  });

  it('when a template declares its variables, then they are exactly those of its content and links', () => {
    for (const template of ALL_ALIMTALK_TEMPLATES) {
      expect(new Set(template.variables).size, template.code).toBe(template.variables.length);
      expect([...new Set(placesOf(template))].sort(), template.code).toEqual(
        [...template.variables].sort(),
      );
    }
  });

  it('when the two languages of a kind are compared, then they use the same variables and pages', () => {
    for (const kind of TEXT_MESSAGE_KINDS) {
      const { ko, en } = ALIMTALK_TEMPLATES[kind];
      expect(new Set(placesOf(en)), kind).toEqual(new Set(placesOf(ko)));
      expect(en.buttons.map((button) => button.path)).toEqual(ko.buttons.map((b) => b.path));
    }
  });

  it('when every variable is at its longest, then the content and button names stay within 1,000 characters', () => {
    for (const template of ALL_ALIMTALK_TEMPLATES) {
      const longest = longestContent(template);
      const names = template.buttons.map((button) => button.name).join('');
      expect(longest.length, template.code).toBeGreaterThan(template.content.length);
      expect(longest.length + names.length, template.code).toBeLessThanOrEqual(
        ALIMTALK_LIMITS.CONTENT_MAX_LENGTH,
      );
    }
  });

  it('when the buttons are read, then there are at most 5, web links with short names and no variable', () => {
    for (const template of ALL_ALIMTALK_TEMPLATES) {
      expect(template.buttons.length, template.code).toBeLessThanOrEqual(
        ALIMTALK_LIMITS.BUTTONS_MAX,
      );
      for (const button of template.buttons) {
        expect(button.type).toBe('WL');
        expect(button.name.length, button.name).toBeLessThanOrEqual(
          ALIMTALK_LIMITS.BUTTON_NAME_MAX_LENGTH,
        );
        expect(button.name.trim(), button.name).not.toBe('');
        expect(placeholdersIn(button.name), button.name).toEqual([]);
      }
    }
  });

  it('when a button opens a page, then the page is a route of the web app', () => {
    for (const template of ALL_ALIMTALK_TEMPLATES) {
      for (const { path } of template.buttons) {
        const route = path.split('?')[0] ?? '';
        expect(route, template.code).toMatch(/^\/[a-z-/]*$/);
        expect(WEB_PATHS, `${template.code} ${route}`).toContain(`'${route}'`);
      }
    }
  });

  it('when the codes are compared, then they are unique, short and end with their language', () => {
    const codes = ALL_ALIMTALK_TEMPLATES.map((template) => template.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const template of ALL_ALIMTALK_TEMPLATES) {
      expect(template.code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
      expect(template.code.length).toBeLessThanOrEqual(ALIMTALK_LIMITS.TEMPLATE_CODE_MAX_LENGTH);
      expect(template.code.endsWith(`_${template.language.toUpperCase()}`), template.code).toBe(
        true,
      );
    }
    for (const kind of TEXT_MESSAGE_KINDS) {
      const { ko, en } = ALIMTALK_TEMPLATES[kind];
      expect(en.code.replace(/_EN$/, ''), kind).toBe(ko.code.replace(/_KO$/, ''));
    }
  });

  it('when the texts are read, then they hold only what an SMS fallback carries, English without Korean', () => {
    const carried = /^[\n\x20-\x7E가-힣]*$/;
    for (const template of ALL_ALIMTALK_TEMPLATES) {
      expect(template.content, template.code).toMatch(carried);
      expect(template.content, template.code).not.toMatch(/\n{3}|[ \t]\n|\n$/);
    }
    for (const kind of TEXT_MESSAGE_KINDS) {
      expect(ALIMTALK_TEMPLATES[kind].ko.content, kind).toMatch(/[가-힣]/);
      expect(ALIMTALK_TEMPLATES[kind].en.content, kind).not.toMatch(/[가-힣]/);
    }
  });

  it('when a template opens, then it names the academy first, so the catalog serves any academy', () => {
    for (const template of ALL_ALIMTALK_TEMPLATES) {
      expect(template.content.startsWith('[#{academy}] '), template.code).toBe(true);
    }
  });

  it('when the reviewer reads a note, then it is Korean, and the English one says it is the English text', () => {
    for (const kind of TEXT_MESSAGE_KINDS) {
      const { ko, en } = ALIMTALK_TEMPLATES[kind];
      expect(ko.reviewNote, kind).toMatch(/^[^a-zA-Z]*[가-힣][^a-zA-Z]*니다\.$/);
      expect(en.reviewNote.startsWith(`${ko.reviewNote} `), kind).toBe(true);
      expect(en.reviewNote.slice(ko.reviewNote.length), kind).toContain('영문 템플릿');
    }
  });

  it('when a template carries a password, then it alone is a secure template', () => {
    const secure = ALL_ALIMTALK_TEMPLATES.filter((template) => template.secure);
    const withPassword = ALL_ALIMTALK_TEMPLATES.filter((template) =>
      template.variables.some((name) => name === 'temporaryPassword'),
    );
    expect(secure.map((t) => t.code)).toEqual(withPassword.map((t) => t.code));
    expect(secure.map((t) => t.code)).toEqual(['LESSON_APPROVED_KO', 'LESSON_APPROVED_EN']);
  });

  it('when every variable of the list is looked for, then some template uses it', () => {
    const used = new Set(ALL_ALIMTALK_TEMPLATES.flatMap((template) => template.variables));
    expect(
      Object.keys(ALIMTALK_VARIABLES).filter(
        (name) => !isAlimtalkVariable(name) || !used.has(name),
      ),
    ).toEqual([]);
  });

  it('when a person reads English, then they get the English template, otherwise the Korean one', () => {
    expect(alimtalkTemplateOf('lessonReminder', 'ENG').code).toBe('LESSON_REMINDER_EN');
    expect(alimtalkTemplateOf('lessonReminder', 'KOR').code).toBe('LESSON_REMINDER_KO');
  });
});
