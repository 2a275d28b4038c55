export const koStaffRequests = {};
