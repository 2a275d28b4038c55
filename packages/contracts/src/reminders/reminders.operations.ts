import { membersOperation } from '../common/operation-tags';
import { ZReminderSettings } from './reminders.schemas';

export const getReminderSettings = membersOperation({
  method: 'get',
  path: '/users/me/reminders',
  summary: 'Whether the member is e-mailed the day before each lesson',
  notes: 'The in-app reminder always comes; this only says whether the e-mail comes too.',
  access: 'member',
  data: ZReminderSettings,
  errors: ['NOT_FOUND'],
});

export const updateReminderSettings = membersOperation({
  method: 'put',
  path: '/users/me/reminders',
  summary: 'Turn the e-mail the day before each lesson on or off',
  notes: 'Only the e-mail: the in-app reminder always comes. Answers the setting as stored.',
  access: 'member',
  body: ZReminderSettings,
  data: ZReminderSettings,
  errors: ['NOT_FOUND'],
});
