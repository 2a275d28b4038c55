export const koApplications = {};
