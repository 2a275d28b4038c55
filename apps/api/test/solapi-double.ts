import {
  catalogTemplates,
  startSolapiDouble,
  type TSolapiDouble,
  type TSolapiDoubleOptions,
} from '@academy/provider-doubles';
import type { SolapiSettings } from '../src/config/config.js';

const API_KEY = 'NCSTESTKEY';
const API_SECRET = 'the-secret-only-the-double-and-the-tests-know';
const PF_ID = 'KA01PF-TEST-ACADEMY';
const SENDER = '0212345678';
/** A number the double refuses (1060, a blocked number). */
export const REFUSED_PHONE = '01000000003';

/**
 * The Solapi double on a free port, with every 알림톡 template of the contracts registered and
 * approved under its own code: until the template sync maps our codes to Solapi's template ids,
 * the outbox sends the code as the template id. `options` adds to it (or replaces the templates) (where reports go, numbers
 * without KakaoTalk, numbers left pending, the double's clock `now` for tests whose clock is not
 * the real one).
 */
export function startAcademySolapiDouble(
  options: Partial<Omit<TSolapiDoubleOptions, 'apiKeys'>> = {},
): Promise<TSolapiDouble> {
  return startSolapiDouble({
    port: 0,
    ...options,
    apiKeys: { [API_KEY]: API_SECRET },
    templates: options.templates ?? academyCatalogTemplates(),
    refusedNumbers: [REFUSED_PHONE, ...(options.refusedNumbers ?? [])],
  });
}

/** The catalog as the double registers it for the tests: approved, each under its own code. */
export const academyCatalogTemplates = () => catalogTemplates(PF_ID, 'https://academy.example');

/** The settings of a provider that talks to the double. */
export const solapiSettingsOf = (double: TSolapiDouble): SolapiSettings => ({
  apiKey: API_KEY,
  apiSecret: API_SECRET,
  pfId: PF_ID,
  sender: SENDER,
  baseUrl: double.baseUrl,
});

/** The environment that turns the text channel on, towards the double. */
export const solapiEnvOf = (double: TSolapiDouble): NodeJS.ProcessEnv => ({
  SOLAPI_API_KEY: API_KEY,
  SOLAPI_API_SECRET: API_SECRET,
  SOLAPI_PF_ID: PF_ID,
  SOLAPI_SENDER: SENDER,
  SOLAPI_BASE_URL: double.baseUrl,
});
