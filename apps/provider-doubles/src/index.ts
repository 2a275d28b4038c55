export {
  startSolapiDouble,
  type TSolapiDouble,
  type TSolapiDoubleOptions,
} from './solapi/solapi-double.js';
export type { TDoubleButton, TDoubleTemplate } from './solapi/double-templates.js';
