export const koStaffLessons = {};
