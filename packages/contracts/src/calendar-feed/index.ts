export * from './calendar-feed-messages';
export * from './calendar-feed.limits';
export * from './calendar-feed.schemas';
export * as calendarFeedOperations from './calendar-feed.operations';
