import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffArea } from '@/app/areas';
import { envelope, httpError, verifiedAs } from '@/test/api-response';
import { renderRoutes } from '@/test/render-route';
import { setSessionMarker } from '@/test/session-marker';
import { memberSession, staffSession } from '@/test/session-users';
import type { TVerifyResponse } from '@academy/contracts';
import { StaffTuitionPage } from '../routes/StaffTuitionPage';
import { mockApiClient } from '@/test/mock-api-client';
import { tuitionDue } from '@academy/contracts/testing';
import { freezeDateInEachTest } from '@/test/frozen-date';

const { get, patch } = mockApiClient();

const UNPAID_DUE = tuitionDue();

let unpaidCount = 3;

function renderStaffArea(session: TVerifyResponse) {
  setSessionMarker();
  get.mockImplementation((url: string) => {
    if (url === '/auth/verify') return Promise.resolve(verifiedAs(session));
    if (url === '/tuition/unpaid-count') {
      return Promise.resolve(envelope({ month: '2031-03', unpaidCount }));
    }
    if (url === '/tuition') {
      return Promise.resolve(
        envelope({
          month: '2031-03',
          dues: [UNPAID_DUE],
          totals: {
            dueCount: 1,
            paidCount: 0,
            unpaidCount: 1,
            collected: 0,
            refunded: 0,
            outstanding: 170_000,
          },
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        }),
      );
    }
    return Promise.reject(httpError(404));
  });
  renderRoutes(
    [
      {
        path: '/admin',
        element: <StaffArea />,
        children: [{ path: 'tuition', element: <StaffTuitionPage /> }],
      },
      { path: '/user/dashboard', element: <p>member page</p> },
    ],
    '/admin/tuition',
  );
  return setupUser();
}

/** The header's tuition link (the sidebar repeats it). */
async function tuitionLink() {
  const links = await screen.findAllByRole('link', { name: /^수강료/ });
  const [link] = links;
  if (!link) throw new Error('no tuition link');
  return link;
}

freezeDateInEachTest(new Date('2031-03-10T03:00:00Z'));

beforeEach(() => {
  get.mockReset();
  patch.mockReset();
  unpaidCount = 3;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the staff menu’s tuition badge', () => {
  it('when a teacher is signed in, then the tuition link shows this month’s unpaid count', async () => {
    renderStaffArea(staffSession());
    const link = await tuitionLink();
    await waitFor(() => expect(link).toHaveTextContent('미납 3명'));
    expect(get).toHaveBeenCalledWith('/tuition/unpaid-count');
  });

  it('when a due is marked paid, then the badge is asked again and follows', async () => {
    patch.mockResolvedValue(
      envelope({ ...UNPAID_DUE, paid: true, paidAt: '2031-03-10', method: 'bank_transfer' }),
    );
    const user = renderStaffArea(staffSession({ role: 'admin' }));
    const link = await tuitionLink();
    await waitFor(() => expect(link).toHaveTextContent('미납 3명'));

    const table = within(await screen.findByRole('table', { name: '2031년 3월 수강료 목록' }));
    await user.click(table.getByRole('button', { name: '김하늘 납부 처리' }));
    unpaidCount = 2;
    await user.click(
      within(screen.getByRole('dialog', { name: '김하늘 납부 처리' })).getByRole('button', {
        name: '납부 처리',
      }),
    );
    await waitFor(() => expect(link).toHaveTextContent('미납 2명'));
  });

  it('when nothing is unpaid, then no badge shows', async () => {
    unpaidCount = 0;
    renderStaffArea(staffSession());
    const link = await tuitionLink();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/tuition/unpaid-count'));
    expect(link).toHaveTextContent(/^수강료$/);
  });

  it('when a member opens the staff area, then the count is never asked', async () => {
    renderStaffArea(memberSession());
    expect(await screen.findByText('member page')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/tuition/unpaid-count');
  });
});
