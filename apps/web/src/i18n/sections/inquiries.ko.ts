export const koInquiries = {};
