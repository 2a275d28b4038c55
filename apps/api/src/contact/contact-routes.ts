import { Router } from 'express';
import {
  FEEDBACK_MESSAGES,
  pickText,
  ZContactCheckRequest,
  ZContactPublicQuery,
  ZContactSubmitRequest,
  type TContactReceipt,
} from '@academy/contracts';
import { answeredHoneypot } from '../http/honeypot.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { CheckContact } from './check-contact.js';
import type { ListPublicContacts } from './list-public-contacts.js';
import type { SubmitContact } from './submit-contact.js';

interface ContactRoutesDeps {
  submitContact: SubmitContact;
  listPublicContacts: ListPublicContacts;
  checkContact: CheckContact;
  limits: PublicRateLimits;
}

/** /api/contact/*: the guest side of inquiries (docs/product/api.md). */
export function contactRoutes(deps: ContactRoutesDeps): Router {
  const router = Router();

  router.post('/submit', deps.limits.contactSubmit, async (req, res) => {
    const message = pickText(FEEDBACK_MESSAGES.contactSent, requestLanguage(req));
    const botReceipt: TContactReceipt = { contactId: null };
    if (answeredHoneypot(req, res, botReceipt, message)) return;
    const contactId = await deps.submitContact(ZContactSubmitRequest.parse(req.body));
    sendOk<TContactReceipt>(res, { contactId }, message, 201);
  });

  router.get('/public', async (req, res) => {
    sendOk(res, await deps.listPublicContacts(ZContactPublicQuery.parse(req.query)));
  });

  router.post('/check', deps.limits.contactCheck, async (req, res) => {
    sendOk(res, await deps.checkContact(ZContactCheckRequest.parse(req.body)));
  });

  return router;
}
