export * from './academy-name';
export * from './alimtalk-buttons';
export * from './alimtalk-templates';
export * from './alimtalk-variables';
export * from './render-alimtalk';
export * from './text-messages.enums';
export * from './text-messages.limits';
