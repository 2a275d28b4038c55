import { EMAIL_CHANGE_PAGES } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('when the API mails an e-mail change link, then the web app has a page at its path', () => {
    expect([paths.emailChangeConfirm, paths.emailChangeUndo]).toEqual([
      EMAIL_CHANGE_PAGES.confirm,
      EMAIL_CHANGE_PAGES.undo,
    ]);
  });
});
