import { Router } from 'express';
import {
  FEEDBACK_MESSAGES,
  pickText,
  ZOnedayApplication,
  type TApplicationReceipt,
} from '@academy/contracts';
import { answeredHoneypot } from '../http/honeypot.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { ApplyForOneday } from './apply-for-oneday.js';

/** /api/oneday/*: the public one-day class application (docs/product/api.md). */
export function onedayRoutes(deps: { applyForOneday: ApplyForOneday; limits: PublicRateLimits }) {
  const router = Router();
  router.post('/apply', deps.limits.onedayApply, async (req, res) => {
    const message = pickText(FEEDBACK_MESSAGES.onedayApplied, requestLanguage(req));
    const botReceipt: TApplicationReceipt = { requestId: null };
    if (answeredHoneypot(req, res, botReceipt, message)) return;
    const requestId = await deps.applyForOneday(ZOnedayApplication.parse(req.body));
    sendOk<TApplicationReceipt>(res, { requestId }, message, 201);
  });
  return router;
}
