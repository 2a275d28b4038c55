import {
  EMAIL_CHANGE_MESSAGES,
  FEEDBACK_MESSAGES,
  fillPlaceholders,
  pickText,
  memberOperations,
  MESSAGE_CHANNEL_MESSAGES,
  MESSAGE_CHANNEL_SAVED,
} from '@academy/contracts';
import type { RequestHandler } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { AuthRateLimits } from '../auth/rate-limits.js';
import type { ConfirmEmailChange } from '../email-change/confirm-email-change.js';
import type { StartEmailChange } from '../email-change/start-email-change.js';
import type { UndoEmailChange } from '../email-change/undo-email-change.js';
import { AppError } from '../http/app-error.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ChangeEmail } from './change-email.js';
import type { ChooseMessageChannel } from './choose-message-channel.js';
import type { GetMessageChannel } from './get-message-channel.js';
import type { GetStudentProfile } from './get-student-profile.js';
import type { GetMemberById } from './get-member-by-id.js';
import type { RequestEmailChange } from './request-email-change.js';

/**
 * PUT /users/email counts a start (which mails) like a code request, and a code like a code
 * check: the same limits as the two steps of the change by code.
 */
function emailChangeLimit(limits: AuthRateLimits): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    const withCode = typeof body === 'object' && body !== null && 'code' in body;
    const limit = withCode ? limits.codeCheckPerIp : limits.emailChangeCodeSendPerIp;
    return limit(req, res, next);
  };
}

/**
 * /api/users/*: the signed-in account's own settings, the pages of the e-mail change links, and
 * GET /users/{id} for members and staff alike. Mounted before the staff router, so GET
 * /users/:id lives here only: a member-only guard here would refuse staff before the staff
 * router saw the request.
 */
export function membersRoutes(deps: {
  guards: AuthGuards;
  limits: AuthRateLimits;
  getStudentProfile: GetStudentProfile;
  getMemberById: GetMemberById;
  getMessageChannel: GetMessageChannel;
  chooseMessageChannel: ChooseMessageChannel;
  requestEmailChange: RequestEmailChange;
  changeEmail: ChangeEmail;
  startEmailChange: StartEmailChange;
  confirmEmailChange: ConfirmEmailChange;
  undoEmailChange: UndoEmailChange;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(
    memberOperations.requestEmailChange,
    async ({ caller, body }) => {
      await deps.requestEmailChange(caller.id, body);
      return { data: null, message: FEEDBACK_MESSAGES.emailChangeCodeSent };
    },
    { before: [deps.limits.emailChangeCodeSendPerIp] },
  );

  handle(
    memberOperations.changeEmail,
    async ({ caller, body: { email, code } }) => {
      if (code === undefined) {
        return {
          data: await deps.startEmailChange(caller.auth.account, { email }),
          message: EMAIL_CHANGE_MESSAGES.linkSent,
        };
      }
      // Codes are sent to members only (request-email-change).
      if (caller.kind !== 'member') {
        throw new AppError('BAD_REQUEST', EMAIL_CHANGE_MESSAGES.staffUseLink);
      }
      return {
        data: await deps.changeEmail(caller.id, { email, code }),
        message: FEEDBACK_MESSAGES.emailUpdated,
      };
    },
    { before: [emailChangeLimit(deps.limits)] },
  );

  handle(
    memberOperations.confirmEmailChange,
    async ({ body, language }) => {
      const confirmed = await deps.confirmEmailChange(body);
      const text = pickText(EMAIL_CHANGE_MESSAGES.confirmed, language);
      return { data: confirmed, message: fillPlaceholders(text, { email: confirmed.email }) };
    },
    { before: [deps.limits.emailChangeLinkPerIp] },
  );

  handle(
    memberOperations.undoEmailChange,
    async ({ body, language }) => {
      const undone = await deps.undoEmailChange(body);
      const text = pickText(EMAIL_CHANGE_MESSAGES[undone.outcome], language);
      return { data: undone, message: fillPlaceholders(text, { email: undone.email }) };
    },
    { before: [deps.limits.emailChangeLinkPerIp] },
  );

  handle(memberOperations.getOwnProfile, async ({ caller }) => ({
    data: await deps.getStudentProfile(caller.id),
  }));

  handle(memberOperations.getMessageChannel, async ({ caller }) => ({
    data: await deps.getMessageChannel(caller.id),
  }));

  handle(memberOperations.updateMessageChannel, async ({ caller, body }) => {
    const data = await deps.chooseMessageChannel(caller.id, body.channel);
    const saved = MESSAGE_CHANNEL_SAVED[data.channel];
    return { data, message: MESSAGE_CHANNEL_MESSAGES[saved] };
  });

  handle(memberOperations.getMemberById, async ({ caller, params }) => ({
    data: await deps.getMemberById(caller.auth.account, params.id),
  }));

  return router;
}
