export {
  startSolapiDouble,
  type TSolapiDouble,
  type TDroppedAnswer,
  type TSolapiDoubleOptions,
} from './solapi/solapi-double.js';
export type { TDoubleButton, TDoubleTemplate } from './solapi/double-templates.js';
export { catalogTemplates } from './solapi/catalog-templates.js';
