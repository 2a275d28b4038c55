import { onedayOperations } from '@academy/contracts';
import { applicationFormModule } from '../applications/application-form-module.js';
import { storeOnedayApplication } from './store-oneday-application.js';

/** Wires the public one-day class application. */
export const createOnedayModule = applicationFormModule({
  operation: onedayOperations.applyForOneday,
  category: 'oneday_request',
  store: storeOnedayApplication,
});
