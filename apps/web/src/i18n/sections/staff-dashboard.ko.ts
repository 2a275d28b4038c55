export const koStaffDashboard = {};
