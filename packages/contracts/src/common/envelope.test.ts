import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  failureEnvelope,
  successEnvelope,
  ZApiEnvelope,
  ZApiFailureEnvelope,
  ZValidationErrorEnvelope,
} from './envelope';

describe('ZApiEnvelope', () => {
  const schema = ZApiEnvelope(z.object({ sentCount: z.number() }));

  it('when data matches, then the envelope parses', () => {
    expect(schema.parse(successEnvelope({ sentCount: 3 }, 'ok'))).toEqual({
      success: true,
      message: 'ok',
      data: { sentCount: 3 },
    });
  });

  it('when data is null, then the envelope still parses', () => {
    expect(schema.safeParse(failureEnvelope('NOT_FOUND', 'nope')).success).toBe(true);
  });

  it('when a refusal carries its code, then the failure envelope reads it and refuses unknown codes', () => {
    const failure = ZApiFailureEnvelope(z.null());
    expect(failure.parse(failureEnvelope('SLOT_TAKEN', 'taken')).code).toBe('SLOT_TAKEN');
    expect(
      failure.safeParse({ ...failureEnvelope('SLOT_TAKEN', 'taken'), code: 'NOPE' }).success,
    ).toBe(false);
  });

  it('when data has the wrong shape or message is missing, then it is refused', () => {
    expect(schema.safeParse({ success: true, message: '', data: { sentCount: '3' } }).success).toBe(
      false,
    );
    expect(schema.safeParse({ success: true, data: null }).success).toBe(false);
  });

  it('when a 400 carries issues, then the validation envelope parses them', () => {
    const body = failureEnvelope('VALIDATION_FAILED', '이름을 입력해주세요.', {
      issues: [{ path: 'name', message: '이름을 입력해주세요.' }],
    });
    expect(ZValidationErrorEnvelope.parse(body).data?.issues).toHaveLength(1);
  });
});
