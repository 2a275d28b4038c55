import { describe, expect, it } from 'vitest';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  canSetInquiryStatus,
  INQUIRY_STAFF_FILTER_STATUSES,
} from './inquiries.enums';
import {
  ZInquiryCheckRequest,
  ZInquiryPublicCard,
  ZInquiryReplyRequest,
  ZInquiriesQuery,
  ZInquirySubmitRequest,
} from './inquiries.schemas';

const inquiry = {
  nickname: '드러머',
  password: '1234',
  subject: '수강료',
  category: 'fee',
  message: '수강료가 궁금합니다.',
};

describe('ZInquirySubmitRequest', () => {
  it('when complete with a 4-character password, then it is accepted', () => {
    expect(ZInquirySubmitRequest.parse(inquiry)).toEqual(inquiry);
  });

  it('when a required field is blank or missing, then all required fields are asked for', () => {
    for (const field of ['nickname', 'password', 'subject', 'category', 'message'] as const) {
      expect(firstIssueKey(ZInquirySubmitRequest, { ...inquiry, [field]: '' }), field).toBe(
        'allRequiredFields',
      );
      expect(firstIssueKey(ZInquirySubmitRequest, { ...inquiry, [field]: undefined }), field).toBe(
        'allRequiredFields',
      );
    }
  });

  it('when the password has 3 characters, then it is too short', () => {
    expect(issuesByPath(ZInquirySubmitRequest, { ...inquiry, password: '123' })).toEqual([
      'password: inquiryPasswordTooShort',
    ]);
  });

  it('when the category is its Korean value, then it parses to the code', () => {
    expect(ZInquirySubmitRequest.parse({ ...inquiry, category: '기타' }).category).toBe('other');
    expect(ZInquirySubmitRequest.parse({ ...inquiry, category: '레슨 문의' }).category).toBe(
      'lesson',
    );
    expect(ZInquirySubmitRequest.parse({ ...inquiry, category: 'fee' }).category).toBe('fee');
  });

  it('when the category is neither a code nor its exact Korean value, then it is invalid', () => {
    for (const category of ['Other', '기타 ', '수업료', 'refund']) {
      expect(firstIssueKey(ZInquirySubmitRequest, { ...inquiry, category })).toBe('invalidValue');
    }
    expect(firstIssueKey(ZInquirySubmitRequest, { ...inquiry, category: '' })).toBe(
      'allRequiredFields',
    );
  });
});

describe('contact enums', () => {
  it('when categories are shown, then the spec Korean labels are used', () => {
    expect(INQUIRY_CATEGORIES.map((code) => INQUIRY_CATEGORY_LABELS[code].ko)).toEqual([
      '레슨 문의',
      '수업료 문의',
      '원데이클래스 문의',
      '시설 이용 문의',
      '기타',
    ]);
  });

  it('when staff filter, then only pending and replied are offered', () => {
    expect(INQUIRY_STAFF_FILTER_STATUSES).toEqual(['pending', 'replied']);
  });
});

describe('ZInquiryCheckRequest', () => {
  it('when the id comes as text, then it is coerced', () => {
    expect(ZInquiryCheckRequest.parse({ contactId: '5', password: 'x' })).toEqual({
      contactId: 5,
      password: 'x',
    });
  });

  it('when the password is empty, then it is required', () => {
    expect(firstIssueKey(ZInquiryCheckRequest, { contactId: 5, password: '' })).toBe(
      'passwordRequired',
    );
  });
});

describe('ZInquiryPublicCard', () => {
  it('when the server adds secrets, then parsing strips them', () => {
    const card = ZInquiryPublicCard.parse({
      contactId: 1,
      nickname: 'n',
      subject: 's',
      category: '기타',
      categoryCode: 'other',
      status: 'pending',
      createdAt: '2025-06-15T00:00:00.000Z',
      password: 'hash',
      message: 'secret',
    });
    expect(Object.keys(card)).not.toContain('password');
    expect(Object.keys(card)).not.toContain('message');
  });
});

describe('ZContactReplyRequest / ZContactsQuery', () => {
  it('when the reply is blank, then a reply is asked for', () => {
    expect(firstIssueKey(ZInquiryReplyRequest, { reply: ' ' })).toBe('replyRequired');
  });

  it('when listing without a limit, then 20 per page and the status filter apply', () => {
    expect(ZInquiriesQuery.parse({ status: 'replied' })).toEqual({
      page: 1,
      limit: 20,
      status: 'replied',
    });
  });
});

describe('canSetInquiryStatus', () => {
  it('when an inquiry has no reply, then it may be pending or closed but not replied', () => {
    expect(canSetInquiryStatus('pending', false)).toBe(true);
    expect(canSetInquiryStatus('closed', false)).toBe(true);
    expect(canSetInquiryStatus('replied', false)).toBe(false);
  });

  it('when an inquiry has a reply, then it may be replied or closed but not pending again', () => {
    expect(canSetInquiryStatus('replied', true)).toBe(true);
    expect(canSetInquiryStatus('closed', true)).toBe(true);
    expect(canSetInquiryStatus('pending', true)).toBe(false);
  });
});
