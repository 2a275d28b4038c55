export {
  startSolapiDouble,
  type TSolapiDouble,
  type TDroppedAnswer,
  type TSolapiDoubleOptions,
} from './solapi/solapi-double.js';
export type { TDoubleButton, TDoubleTemplate } from './solapi/double-templates.js';
export { catalogTemplates } from './solapi/catalog-templates.js';
export {
  startTossDouble,
  type TTossDouble,
  type TTossDoubleOptions,
  type TTossFailure,
} from './toss/toss-double.js';
export type { TDoublePayment } from './toss/double-payments.js';
export type { TWebhookAttempt, TWebhookDelivery } from './toss/double-webhooks.js';
