import { defineOperation } from '@academy/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelope, httpError, networkError } from '@/test/api-response';
import { errorCodeOf, errorMessageOf } from './api-error';
import { callOperation, callOperationWithMessage, MissingDataError } from './call-operation';
import { mockApiClient } from '@/test/mock-api-client';

const apiClient = mockApiClient();

const ZBooking = z.object({ id: z.number(), room: z.string() });

const moveBooking = defineOperation({
  method: 'patch',
  path: '/bookings/:bookingId/rooms/:room',
  tag: 'Test',
  summary: 'Moves a booking',
  access: 'member',
  params: z.object({ bookingId: z.number(), room: z.string() }),
  query: z.object({ notify: z.boolean() }),
  body: z.object({ note: z.string() }),
  data: ZBooking,
});

const findBooking = defineOperation({
  method: 'get',
  path: '/bookings/latest',
  tag: 'Test',
  summary: 'The latest booking, when there is one',
  access: 'member',
  data: ZBooking.nullable(),
});

const deleteBooking = defineOperation({
  method: 'delete',
  path: '/bookings/:bookingId',
  tag: 'Test',
  summary: 'Deletes a booking',
  access: 'member',
  params: z.object({ bookingId: z.number() }),
  data: null,
});

const booking = { id: 7, room: 'A 1' };

/** The one request handed to the HTTP client. */
function sentRequest(): unknown {
  expect(apiClient.request).toHaveBeenCalledOnce();
  return apiClient.request.mock.calls[0]?.[0];
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('callOperation', () => {
  it('when an operation takes params, query and body, then each is sent where the operation says', async () => {
    apiClient.patch.mockResolvedValue(envelope(booking));

    await callOperation(moveBooking, {
      params: { bookingId: 7, room: 'A 1' },
      query: { notify: true },
      body: { note: 'window seat' },
    });

    expect(sentRequest()).toEqual({
      method: 'patch',
      url: '/bookings/7/rooms/A%201',
      params: { notify: true },
      data: { note: 'window seat' },
    });
  });

  it('when an operation takes no input, then only its method and path are sent', async () => {
    apiClient.get.mockResolvedValue(envelope(booking));

    await callOperation(findBooking);

    // toEqual: a part that is not sent may be present as undefined.
    expect(sentRequest()).toEqual({ method: 'get', url: '/bookings/latest' });
  });

  it('when the answer matches the data schema, then the parsed data is returned', async () => {
    apiClient.patch.mockResolvedValue(envelope({ ...booking, extra: 'dropped' }));

    const data = await callOperation(moveBooking, {
      params: { bookingId: 7, room: 'A 1' },
      query: { notify: false },
      body: { note: '' },
    });

    expect(data).toEqual(booking);
  });

  it('when the answer does not match the data schema, then the call fails', async () => {
    apiClient.get.mockResolvedValue(envelope({ id: 'seven' }));

    await expect(callOperation(findBooking)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('when the schema does not allow null and the answer has no data, then MissingDataError is thrown', async () => {
    apiClient.patch.mockResolvedValue(envelope(null));

    const call = callOperation(moveBooking, {
      params: { bookingId: 7, room: 'A 1' },
      query: { notify: true },
      body: { note: '' },
    });

    await expect(call).rejects.toThrow(MissingDataError);
    await expect(call).rejects.toThrow(
      'PATCH /bookings/:bookingId/rooms/:room answered without data',
    );
  });

  it('when the schema allows null and the answer has no data, then null is returned', async () => {
    apiClient.get.mockResolvedValue(envelope(null));

    await expect(callOperation(findBooking)).resolves.toBeNull();
  });

  it('when the operation promises no data, then null is returned whatever came back', async () => {
    apiClient.delete.mockResolvedValue(envelope({ ignored: true }));

    await expect(callOperation(deleteBooking, { params: { bookingId: 7 } })).resolves.toBeNull();
    expect(sentRequest()).toEqual({ method: 'delete', url: '/bookings/7' });
  });

  it('when the server refuses, then its error passes through with code and message', async () => {
    const refusal = httpError(409, '이미 예약된 시간입니다.', 'SLOT_TAKEN');
    apiClient.get.mockRejectedValue(refusal);

    const failure: unknown = await callOperation(findBooking).catch((error: unknown) => error);

    expect(failure).toBe(refusal);
    expect(errorCodeOf(failure)).toBe('SLOT_TAKEN');
    expect(errorMessageOf(failure, 'fallback')).toBe('이미 예약된 시간입니다.');
  });

  it('when no answer comes back, then the network error passes through without a code', async () => {
    const offline = networkError();
    apiClient.get.mockRejectedValue(offline);

    const failure: unknown = await callOperation(findBooking).catch((error: unknown) => error);

    expect(failure).toBe(offline);
    expect(errorCodeOf(failure)).toBeNull();
  });
});

describe('callOperationWithMessage', () => {
  it('when the answer carries a message, then it comes back trimmed beside the data', async () => {
    apiClient.get.mockResolvedValue(envelope(booking, '  예약이 변경되었습니다. '));

    await expect(callOperationWithMessage(findBooking)).resolves.toEqual({
      data: booking,
      message: '예약이 변경되었습니다.',
    });
  });
});
