import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PRISMA_DIR } from './prisma-paths.js';
import { type TTrustedProxies, ZTrustProxy } from '../lib/trust-proxy.js';
import { type TossSettings, tossSettingsOf, ZTossEnvironment } from './toss-settings.js';

const DEV_ACCESS_SECRET = 'dev-access-secret-change-me-in-production-0000';
const DEV_REFRESH_SECRET = 'dev-refresh-secret-change-me-in-production-000';
const REPO_ROOT = path.dirname(PRISMA_DIR);

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Unset: demo data outside production only. */
  SEED_DEMO: z.stringbool().optional(),
  JWT_ACCESS_SECRET: z.string().min(32).default(DEV_ACCESS_SECRET),
  JWT_REFRESH_SECRET: z.string().min(32).default(DEV_REFRESH_SECRET),
  APP_ORIGIN: z.url().default('http://localhost:5173'),
  TRUST_PROXY: ZTrustProxy,
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Drum Academy <no-reply@drum-academy.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** Unset: on, except in tests, which start the workers only when they ask. */
  JOBS_ENABLED: z.stringbool().optional(),
  /** How long a make-up credit lasts, in days (docs/product/makeups.md). */
  MAKEUP_CREDIT_DAYS: z.coerce.number().int().min(7).max(365).default(60),
  /** The most open make-up credits one member may hold; a lesson missed beyond it earns none. */
  MAKEUP_CREDIT_CAP: z.coerce.number().int().min(1).max(10).default(2),
  /** Solapi (KakaoTalk 알림톡, SMS/LMS): all four credentials, or none (the channel is off). */
  SOLAPI_API_KEY: z.string().min(1).optional(),
  SOLAPI_API_SECRET: z.string().min(1).optional(),
  SOLAPI_PF_ID: z.string().min(1).optional(),
  SOLAPI_SENDER: z
    .string()
    .regex(/^\d{8,12}$/, 'must be the registered sender number, digits only')
    .optional(),
  SOLAPI_BASE_URL: z.url().default('https://api.solapi.com'),
  /**
   * Whether a 알림톡 that cannot be delivered goes as SMS/LMS (Solapi's fallback); off sends the
   * 알림톡 only (`disableSms`). A secure template never falls back, whatever this says (0033).
   */
  SOLAPI_SMS_FALLBACK: z.stringbool().default(true),
  /**
   * Solapi's list price per message in won, for the month's estimated cost (docs/decisions/0036):
   * 알림톡 (ATA), SMS, LMS. Defaults: Solapi's published prices for Korea.
   */
  SOLAPI_PRICE_ATA: z.coerce.number().min(0).max(1000).default(19),
  SOLAPI_PRICE_SMS: z.coerce.number().min(0).max(1000).default(20),
  SOLAPI_PRICE_LMS: z.coerce.number().min(0).max(1000).default(50),
  // The font receipts write Korean with (decision 0044): Debian's fonts-noto-cjk by default.
  RECEIPT_FONT_PATH: z
    .string()
    .min(1)
    .default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
});

const ZEnvironmentWithToss = ZEnvironment.extend(ZTossEnvironment.shape);

const SOLAPI_CREDENTIALS = [
  'SOLAPI_API_KEY',
  'SOLAPI_API_SECRET',
  'SOLAPI_PF_ID',
  'SOLAPI_SENDER',
] as const;

export type TEnvironment = z.infer<typeof ZEnvironmentWithToss>;

export interface Config {
  env: TEnvironment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  database: { databaseUrl: string | undefined; dataDir: string };
  seedDemo: boolean;
  jwt: { accessSecret: string; refreshSecret: string };
  appOrigin: string;
  /** Whose X-Forwarded-For names the client (rate limits, logs); nobody's by default. */
  trustProxy: TTrustedProxies;
  mail: { smtpUrl: string | undefined; from: string };
  logLevel: NonNullable<TEnvironment['LOG_LEVEL']>;
  /** The built SPA served by `pnpm start`; absent in development (Vite serves it). */
  webDistDir: string;
  /** Whether this process runs the background jobs' workers and schedules (docs/product/jobs.md). */
  jobs: { enabled: boolean };
  /** The make-up credit policy (docs/product/makeups.md). */
  makeups: MakeupPolicy;
  /** KakaoTalk 알림톡 and SMS/LMS through Solapi; null when not configured (the channel is off). */
  textMessages: {
    solapi: SolapiSettings | null;
    prices: TextMessagePrices;
    /** SOLAPI_SMS_FALLBACK: an undeliverable 알림톡 goes as SMS/LMS (never a secure template's). */
    smsFallback: boolean;
  };
  /** Online payment through Toss Payments; null when not configured (docs/product/payments.md). */
  payments: { toss: TossSettings | null };
  /** RECEIPT_FONT_PATH: the CJK font of receipt and certificate PDFs (docs/product/receipts.md). */
  receipts: { fontPath: string };
}

/** The price of one delivered message in won, by how it went out (docs/decisions/0036). */
export interface TextMessagePrices {
  alimtalk: number;
  sms: number;
  lms: number;
}

export interface SolapiSettings {
  apiKey: string;
  apiSecret: string;
  /** The KakaoTalk channel's id at Solapi (kakaoOptions.pfId). */
  pfId: string;
  /** The sender number registered at Solapi, digits only. */
  sender: string;
  baseUrl: string;
}

export interface MakeupPolicy {
  creditDays: number;
  openCreditCap: number;
}

export class ConfigError extends Error {}

/** process.env, completed by the repository's .env file when there is one (set values win). */
export function readEnvironment(): NodeJS.ProcessEnv {
  const envFile = path.join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return process.env;
}

/** Reads and validates the environment once at start-up. Relative paths are from the repo root. */
export function loadConfig(source: NodeJS.ProcessEnv): Config {
  // An empty variable (as in a copied .env.example) means "use the default".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ZEnvironmentWithToss.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (
    isProduction &&
    (env.JWT_ACCESS_SECRET === DEV_ACCESS_SECRET || env.JWT_REFRESH_SECRET === DEV_REFRESH_SECRET)
  ) {
    throw new ConfigError(
      'Refusing to start in production with the development JWT secrets: set JWT_ACCESS_SECRET and JWT_REFRESH_SECRET.',
    );
  }
  if (isProduction && env.SEED_DEMO === true) {
    throw new ConfigError(
      'Refusing to start in production with SEED_DEMO=true: the demo data has accounts with published passwords (admin / admin1234). Remove SEED_DEMO or set it to false, and create the first admin with pnpm admin:create.',
    );
  }
  if (isProduction && !env.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL is required in production: password-reset codes are sent by e-mail.',
    );
  }
  if (isProduction && env.JWT_ACCESS_SECRET === env.JWT_REFRESH_SECRET) {
    throw new ConfigError('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ.');
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    database: {
      databaseUrl: env.DATABASE_URL,
      dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    },
    seedDemo: env.SEED_DEMO ?? !isProduction,
    jwt: { accessSecret: env.JWT_ACCESS_SECRET, refreshSecret: env.JWT_REFRESH_SECRET },
    appOrigin: env.APP_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    jobs: { enabled: env.JOBS_ENABLED ?? env.NODE_ENV !== 'test' },
    makeups: { creditDays: env.MAKEUP_CREDIT_DAYS, openCreditCap: env.MAKEUP_CREDIT_CAP },
    textMessages: {
      solapi: solapiSettingsOf(env),
      prices: {
        alimtalk: env.SOLAPI_PRICE_ATA,
        sms: env.SOLAPI_PRICE_SMS,
        lms: env.SOLAPI_PRICE_LMS,
      },
      smsFallback: env.SOLAPI_SMS_FALLBACK,
    },
    payments: { toss: tossOf(env) },
    receipts: { fontPath: env.RECEIPT_FONT_PATH },
  };
}

function tossOf(env: TEnvironment): TossSettings | null {
  const toss = tossSettingsOf(env);
  if ('problem' in toss) throw new ConfigError(toss.problem);
  return toss.settings;
}

/** All four credentials, or none; a partial set is a mistake worth stopping for. */
function solapiSettingsOf(env: TEnvironment): SolapiSettings | null {
  const missing = SOLAPI_CREDENTIALS.filter((name) => env[name] === undefined);
  if (missing.length === SOLAPI_CREDENTIALS.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `Solapi text messages need all of ${SOLAPI_CREDENTIALS.join(', ')}; missing: ${missing.join(', ')}. Set them all, or none to leave text messages off.`,
    );
  }
  return {
    apiKey: env.SOLAPI_API_KEY ?? '',
    apiSecret: env.SOLAPI_API_SECRET ?? '',
    pfId: env.SOLAPI_PF_ID ?? '',
    sender: env.SOLAPI_SENDER ?? '',
    baseUrl: env.SOLAPI_BASE_URL,
  };
}
