import type { Config } from '../config/config.js';
import type { TossSettings } from '../config/toss-settings.js';
import type { TPaymentProvider } from './payment-provider.js';
import { createTossProvider } from './toss/toss-provider.js';

/** Toss, when it is set up: its settings (the client key the window needs) and its provider. */
export interface TOnlinePayments {
  settings: TossSettings;
  provider: TPaymentProvider;
}

/** Online payment as configured; null when Toss's keys are unset (online payment is off). */
export function onlinePaymentsOf(config: Pick<Config, 'payments'>): TOnlinePayments | null {
  const settings = config.payments.toss;
  return settings ? { settings, provider: createTossProvider(settings) } : null;
}
