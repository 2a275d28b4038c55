export const koSite = {};
