import { Router } from 'express';
import {
  FEEDBACK_MESSAGES,
  pickText,
  ZLessonApplication,
  type TApplicationReceipt,
} from '@academy/contracts';
import { answeredHoneypot } from '../http/honeypot.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { ApplyForLesson } from './apply-for-lesson.js';

/** /api/lessons/*: the public regular lesson application (docs/product/api.md). */
export function lessonsRoutes(deps: { applyForLesson: ApplyForLesson; limits: PublicRateLimits }) {
  const router = Router();
  router.post('/apply', deps.limits.lessonApply, async (req, res) => {
    const message = pickText(FEEDBACK_MESSAGES.lessonApplied, requestLanguage(req));
    const botReceipt: TApplicationReceipt = { requestId: null };
    if (answeredHoneypot(req, res, botReceipt, message)) return;
    const requestId = await deps.applyForLesson(ZLessonApplication.parse(req.body));
    sendOk<TApplicationReceipt>(res, { requestId }, message, 201);
  });
  return router;
}
