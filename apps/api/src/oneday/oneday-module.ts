import { onedayOperations } from '@academy/contracts';
import { applicationFormModule } from '../applications/application-form-module.js';
import { applicationReceipt } from '../applications/application-receipt.js';
import { storeOnedayApplication } from './store-oneday-application.js';

/** Wires the public one-day class application; the applicant gets its receipt by 알림톡. */
export const createOnedayModule = applicationFormModule({
  operation: onedayOperations.applyForOneday,
  category: 'oneday_request',
  store: storeOnedayApplication,
  receipt: applicationReceipt('onedayApplicationReceived', 'oneday_application'),
});
