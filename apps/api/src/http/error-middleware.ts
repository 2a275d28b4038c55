import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import {
  API_MESSAGES,
  formatValidationError,
  genericErrorCodeOf,
  pickText,
} from '@academy/contracts';
import { AppError } from './app-error.js';
import { requestLanguage } from './request-language.js';
import { sendFailure } from './respond.js';

/** Errors raised by express.json() carry the HTTP status and a type we can name. */
function bodyParserStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  const { type } = error as { type: unknown };
  if (type === 'entity.parse.failed') return 400;
  if (type === 'entity.too.large') return 413;
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return 415;
  return undefined;
}

/**
 * The HTTP layer marks the client's own faults with a 4xx `status` (a path whose percent-encoding
 * does not decode, a body that does not inflate, …); those are the client's to fix, not a 500.
 */
function clientFaultStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : undefined;
}

export const apiNotFound: RequestHandler = (req, res) => {
  sendFailure(res, 'NOT_FOUND', pickText(API_MESSAGES.notFound, requestLanguage(req)));
};

export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const language = requestLanguage(req);
  if (error instanceof ZodError) {
    const { message, issues } = formatValidationError(error, language);
    sendFailure(res, 'VALIDATION_FAILED', message, { issues });
    return;
  }
  if (error instanceof AppError) {
    sendFailure(res, error.code, pickText(error.text, language), error.data);
    return;
  }
  const parserStatus = bodyParserStatus(error);
  if (parserStatus === 400) {
    sendFailure(res, 'INVALID_JSON', pickText(API_MESSAGES.invalidJson, language));
    return;
  }
  if (parserStatus === 413) {
    sendFailure(res, 'PAYLOAD_TOO_LARGE', pickText(API_MESSAGES.payloadTooLarge, language));
    return;
  }
  if (parserStatus === 415) {
    sendFailure(res, 'UNSUPPORTED_ENCODING', pickText(API_MESSAGES.unsupportedEncoding, language));
    return;
  }
  const clientStatus = clientFaultStatus(error);
  if (clientStatus !== undefined) {
    const text = clientStatus === 404 ? API_MESSAGES.notFound : API_MESSAGES.badRequest;
    sendFailure(
      res,
      genericErrorCodeOf(clientStatus),
      pickText(text, language),
      null,
      clientStatus,
    );
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  sendFailure(res, 'INTERNAL_ERROR', pickText(API_MESSAGES.internalError, language));
};
