export * from './answer-notice-messages';
export * from './inquiries.enums';
export * from './inquiries.schemas';
export * as inquiryOperations from './inquiries.operations';
