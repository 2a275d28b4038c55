import express, { type NextFunction, type Request, type Response } from 'express';
import { listenOn } from '../double-http.js';
import { createAuthCheck } from './double-auth.js';
import { listMessages } from './double-list.js';
import { renderDoublePage } from './double-page.js';
import { createReporter, type TReportAttempt, type TReportRetries } from './double-reports.js';
import {
  deliver,
  refusalOf,
  solapiId,
  type TFailedMessage,
  type TSendMessage,
  type TSendRules,
  type TStoredMessage,
  textOf,
  typeOf,
  ZSendManyDetail,
} from './double-send.js';
import type { TDoubleTemplate } from './double-templates.js';

/**
 * A local stand-in for Solapi's REST API v4 (docs/decisions/0031): the calls the API's provider
 * makes, checked and answered as the documentation and the official SDK describe them, plus
 * `/__double` pages to see and steer what it holds.
 */
export interface TSolapiDoubleOptions {
  /** 0: any free port. */
  port?: number;
  host?: string;
  /** API key → API secret. */
  apiKeys: Readonly<Record<string, string>>;
  templates?: readonly TDoubleTemplate[];
  /** Numbers whose messages are refused when sent (1060, 차단된 수신번호). */
  refusedNumbers?: readonly string[];
  /** Numbers without KakaoTalk: their 알림톡 goes out as SMS/LMS, or fails with disableSms. */
  kakaoFailingNumbers?: readonly string[];
  /** Numbers whose messages stay pending (3000): the carrier never reports them. */
  pendingNumbers?: readonly string[];
  /** Where delivery reports are posted; none when absent. */
  reportUrl?: string;
  reportRetries?: TReportRetries;
  accountId?: string;
  now?: () => Date;
}

export interface TSolapiDouble {
  baseUrl: string;
  /** The next `count` calls to the API answer 500. */
  failNextCalls(count: number): void;
  /**
   * The next `count` send calls take their messages, then lose the answer as a timeout or a
   * gateway would: `reset` closes the connection, `gateway-timeout` answers 504.
   */
  dropNextAnswers(count: number, how?: TDroppedAnswer): void;
  /** The query of each GET /messages/v4/list call since the last reset, in order. */
  listQueries(): Record<string, unknown>[];
  messages(): TStoredMessage[];
  failed(): TFailedMessage[];
  reportAttempts(): TReportAttempt[];
  reset(): void;
  close(): Promise<void>;
}

export type TDroppedAnswer = 'reset' | 'gateway-timeout';

interface TDoubleState {
  rules: TSendRules;
  messages: TStoredMessage[];
  failed: TFailedMessage[];
  failNext: number;
  dropNext: { count: number; how: TDroppedAnswer };
  listQueries: Record<string, unknown>[];
  now: () => Date;
  reporter: ReturnType<typeof createReporter>;
}

export async function startSolapiDouble(options: TSolapiDoubleOptions): Promise<TSolapiDouble> {
  const state: TDoubleState = {
    rules: {
      templates: new Map(
        (options.templates ?? []).map((template) => [template.templateId, template]),
      ),
      refusedNumbers: new Set(options.refusedNumbers),
      kakaoFailingNumbers: new Set(options.kakaoFailingNumbers),
      pendingNumbers: new Set(options.pendingNumbers),
      accountId: options.accountId ?? '12925149',
    },
    messages: [],
    failed: [],
    failNext: 0,
    dropNext: { count: 0, how: 'reset' },
    listQueries: [],
    now: options.now ?? (() => new Date()),
    reporter: createReporter(
      options.reportUrl,
      options.reportRetries ?? { attempts: 5, firstDelayMs: 1_000 },
    ),
  };
  const reset = () => {
    state.messages.length = 0;
    state.failed.length = 0;
    state.failNext = 0;
    state.dropNext = { count: 0, how: 'reset' };
    state.listQueries.length = 0;
    state.reporter.reset();
  };
  const app = doubleApp(state, createAuthCheck(options.apiKeys, state.now), reset);
  const { server, baseUrl } = await listenOn(
    app,
    options.port ?? 3011,
    options.host ?? '127.0.0.1',
  );
  return {
    baseUrl,
    failNextCalls: (count) => {
      state.failNext = count;
    },
    dropNextAnswers: (count, how = 'reset') => {
      state.dropNext = { count, how };
    },
    listQueries: () => structuredClone(state.listQueries),
    messages: () => structuredClone(state.messages),
    failed: () => structuredClone(state.failed),
    reportAttempts: () => state.reporter.attempts(),
    reset,
    close: async () => {
      state.reporter.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function doubleApp(
  state: TDoubleState,
  checkAuth: ReturnType<typeof createAuthCheck>,
  reset: () => void,
) {
  const app = express();
  app.use(express.json({ limit: '10mb' }));
  app.get('/__double', (_request, response) => {
    response.type('html').send(renderDoublePage(state.messages, state.failed));
  });
  app.get('/__double/messages', (_request, response) => {
    response.json({
      messages: state.messages,
      failed: state.failed,
      reports: state.reporter.attempts(),
    });
  });
  app.post('/__double/reset', (request, response) => {
    reset();
    // The page's Reset button posts a form: send the browser back to the page.
    if (request.accepts(['json', 'html']) === 'html') response.redirect(303, '/__double');
    else response.json({ ok: true });
  });
  app.post('/__double/fail-next', (request, response) => {
    const count = Number((request.body as { count?: unknown } | undefined)?.count ?? 1);
    state.failNext = Number.isInteger(count) && count > 0 ? count : 1;
    response.json({ failNext: state.failNext });
  });
  app.post('/__double/drop-next', (request, response) => {
    const body = request.body as { count?: unknown; how?: unknown } | undefined;
    const count = Number(body?.count ?? 1);
    state.dropNext = {
      count: Number.isInteger(count) && count > 0 ? count : 1,
      how: body?.how === 'gateway-timeout' ? 'gateway-timeout' : 'reset',
    };
    response.json({ dropNext: state.dropNext });
  });
  const api = express.Router();
  api.use((request, response, next) => {
    if (state.failNext > 0) {
      state.failNext -= 1;
      answerError(response, 500, 'InternalError', '서버 오류');
      return;
    }
    const refusal = checkAuth(request.get('authorization'));
    if (refusal) answerError(response, refusal.status, refusal.errorCode, refusal.errorMessage);
    else next();
  });
  api.post('/messages/v4/send-many/detail', (request, response) =>
    sendManyDetail(state, request, response),
  );
  api.get('/messages/v4/list', (request, response) => messageList(state, request, response));
  api.get('/kakao/v2/templates', (request, response) => templateList(state, request, response));
  app.use(api);
  app.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status === 400 ? 400 : 500;
    answerError(
      response,
      status,
      status === 400 ? 'ValidationError' : 'InternalError',
      String(error),
    );
  });
  return app;
}

/** Solapi's error body (the SDK's isErrorResponse; e.g. api-reference/cash-api samples). */
function answerError(response: Response, status: number, errorCode: string, errorMessage: string) {
  response.status(status).json({ errorCode, errorMessage });
}

function sendManyDetail(state: TDoubleState, request: Request, response: Response) {
  const parsed = ZSendManyDetail.safeParse(request.body);
  if (!parsed.success) {
    answerError(
      response,
      400,
      'ValidationError',
      parsed.error.issues[0]?.message ?? 'invalid body',
    );
    return;
  }
  const at = state.now();
  const groupId = solapiId('G4V', at);
  const accepted: TStoredMessage[] = [];
  const failed: TFailedMessage[] = [];
  const recipients = new Set<string>();
  for (const message of parsed.data.messages) {
    const type = typeOf(message);
    const duplicate = !parsed.data.allowDuplicates && recipients.has(message.to);
    recipients.add(message.to);
    const refusal = duplicate
      ? { statusCode: '1026', statusMessage: '중복 수신번호' }
      : refusalOf(message, state.rules, type);
    const messageId = solapiId('M4V', at);
    if (refusal) failed.push(failedOf(state, message, type, messageId, refusal));
    else accepted.push(storedOf(state, message, type, messageId, groupId));
  }
  state.messages.push(...accepted);
  state.failed.push(...failed);
  if (state.dropNext.count > 0) {
    // The messages are taken (and reported below); only the answer is lost on its way back.
    state.dropNext.count -= 1;
    if (state.dropNext.how === 'reset') response.socket?.destroy();
    else answerError(response, 504, 'GatewayTimeout', '게이트웨이 시간 초과');
  } else {
    answerSent(
      response,
      parsed.data,
      groupInfoOf(state, groupId, parsed.data, accepted.length, failed.length),
      accepted,
      failed,
    );
  }
  // The carrier's report follows the answer, as it does at Solapi.
  for (const message of accepted) {
    const disableSms = (message.kakaoOptions?.['disableSms'] as boolean | undefined) ?? false;
    deliver(message, state.rules, disableSms, state.now());
  }
  if (accepted.length > 0) state.reporter.report(accepted);
}

function answerSent(
  response: Response,
  request: { showMessageList?: boolean | undefined },
  groupInfo: ReturnType<typeof groupInfoOf>,
  accepted: readonly TStoredMessage[],
  failed: readonly TFailedMessage[],
) {
  response.json({
    failedMessageList: failed,
    groupInfo,
    ...(request.showMessageList
      ? {
          messageList: accepted.map((message) => ({
            messageId: message.messageId,
            statusCode: '2000',
            statusMessage: '정상 접수(이통사로 접수 예정)',
            customFields: message.customFields,
          })),
        }
      : {}),
  });
}

function failedOf(
  state: TDoubleState,
  message: TSendMessage,
  type: string,
  messageId: string,
  refusal: { statusCode: string; statusMessage: string },
): TFailedMessage {
  return {
    to: message.to,
    from: message.from ?? '',
    type,
    statusMessage: refusal.statusMessage,
    country: message.country ?? '82',
    messageId,
    statusCode: refusal.statusCode,
    accountId: state.rules.accountId,
    ...(message.customFields ? { customFields: message.customFields } : {}),
  };
}

function storedOf(
  state: TDoubleState,
  message: TSendMessage,
  type: string,
  messageId: string,
  groupId: string,
): TStoredMessage {
  const now = state.now().toISOString();
  return {
    _id: messageId,
    messageId,
    groupId,
    accountId: state.rules.accountId,
    type,
    to: message.to,
    from: message.from ?? '',
    text: textOf(message, state.rules, type),
    country: message.country ?? '82',
    subject: message.subject ?? null,
    imageId: null,
    kakaoOptions: message.kakaoOptions ? { ...message.kakaoOptions } : null,
    customFields: message.customFields ?? {},
    status: 'PENDING',
    statusCode: '2000',
    reason: null,
    replacement: false,
    autoTypeDetect: message.type === undefined,
    resendCount: 0,
    networkName: 'ETC',
    networkCode: null,
    log: [],
    queues: [],
    currentQueue: null,
    dateCreated: now,
    dateUpdated: now,
    dateProcessed: null,
    dateReported: null,
    dateReceived: null,
  };
}

/** The group part of the answer, in the SDK's groupMessageResponseSchema shape. */
function groupInfoOf(
  state: TDoubleState,
  groupId: string,
  request: { allowDuplicates?: boolean | undefined },
  accepted: number,
  failed: number,
) {
  const now = state.now().toISOString();
  const none = {};
  return {
    count: {
      total: accepted + failed,
      sentTotal: 0,
      sentFailed: 0,
      sentSuccess: 0,
      sentPending: 0,
      sentReplacement: 0,
      refund: 0,
      registeredFailed: failed,
      registeredSuccess: accepted,
    },
    countForCharge: Object.fromEntries(
      [
        'sms',
        'lms',
        'mms',
        'ata',
        'cta',
        'cti',
        'nsa',
        'rcs_sms',
        'rcs_lms',
        'rcs_mms',
        'rcs_tpl',
      ].map((kind) => [kind, none]),
    ),
    balance: { requested: 0, replacement: 0, refund: 0, sum: 0 },
    point: { requested: 0, replacement: 0, refund: 0, sum: 0 },
    app: { profit: {}, appId: null, version: null },
    log: [],
    status: 'SENDING',
    allowDuplicates: request.allowDuplicates ?? false,
    isRefunded: false,
    accountId: state.rules.accountId,
    masterAccountId: null,
    apiVersion: '4',
    groupId,
    price: {},
    dateCreated: now,
    dateUpdated: now,
    scheduledDate: null,
    dateSent: now,
    dateCompleted: null,
  };
}

/** GET /messages/v4/list (double-list.ts); each query is kept for the tests to read. */
function messageList(state: TDoubleState, request: Request, response: Response) {
  const query = { ...(request.query as Record<string, unknown>) };
  state.listQueries.push(query);
  const answer = listMessages(state.messages, query);
  if (answer.ok) response.json(answer.body);
  else answerError(response, 400, 'ValidationError', answer.errorMessage);
}

/** GET /kakao/v2/templates, as the SDK calls it: by channelId and status, one page. */
function templateList(state: TDoubleState, request: Request, response: Response) {
  const query = request.query as Record<string, string | undefined>;
  const limit = Math.min(Math.max(Number(query['limit'] ?? 20) || 20, 1), 500);
  const templates = [...state.rules.templates.values()].filter(
    (template) =>
      (!query['channelId'] || template.pfId === query['channelId']) &&
      (!query['status'] || template.status === query['status']),
  );
  const created = new Date(0).toISOString();
  response.json({
    limit,
    startKey: null,
    nextKey: null,
    templateList: templates.slice(0, limit).map((template) => ({
      templateId: template.templateId,
      name: template.name,
      channelId: template.pfId,
      channelGroupId: null,
      content: template.content,
      isHidden: false,
      messageType: 'BA',
      emphasizeType: 'NONE',
      securityFlag: false,
      assignType: 'CHANNEL',
      accountId: state.rules.accountId,
      commentable: false,
      buttons: template.buttons,
      status: template.status,
      variables: [...template.content.matchAll(/#\{([^}]+)\}/g)].map(([, name]) => ({ name })),
      dateCreated: created,
      dateUpdated: created,
    })),
  });
}
