import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { StaffArea } from '@/app/areas';
import { envelope, httpError, verifiedAs } from '@/test/api-response';
import { renderRoutes } from '@/test/render-route';
import { setSessionMarker } from '@/test/session-marker';
import { memberSession, staffSession } from '@/test/session-users';
import { toStaffBadges } from './use-staff-badges';
import { mockApiClient } from '@/test/mock-api-client';

const { get } = mockApiClient();

const counts = { lessonRequests: 2, oneDayRequests: 0, contacts: 5, modifications: 1 };

describe('toStaffBadges', () => {
  it('when counts arrive, then each lands on its menu item', () => {
    expect(toStaffBadges(counts)).toEqual({
      lessonRequests: 2,
      onedayRequests: 0,
      lessonScheduleChanges: 1,
      contacts: 5,
    });
  });

  it('when there are no counts yet, then no badge is set', () => {
    expect(toStaffBadges(undefined)).toEqual({});
  });
});

describe('staff header badges', () => {
  function renderStaffArea(session: ReturnType<typeof staffSession>) {
    setSessionMarker();
    get.mockImplementation((url: string) => {
      if (url === '/auth/verify') return Promise.resolve(verifiedAs(session));
      if (url === '/teachers/pending-counts') return Promise.resolve(envelope(counts));
      return Promise.reject(httpError(404));
    });
    return renderRoutes(
      [
        {
          path: '/admin',
          element: <StaffArea />,
          children: [{ path: 'dashboard', element: <p>staff page</p> }],
        },
        { path: '/user/dashboard', element: <p>member page</p> },
      ],
      '/admin/dashboard',
    );
  }

  beforeEach(() => {
    get.mockReset();
  });

  it('when a teacher is signed in, then the pending counts show on the menu, zero shows nothing', async () => {
    renderStaffArea(staffSession());
    // The first session check loads the typed client on demand, which takes a while cold.
    const links = await screen.findAllByRole('link', { name: /레슨 신청/ });
    await waitFor(() => expect(links[0]).toHaveTextContent('대기 2건'));
    expect(get).toHaveBeenCalledWith('/teachers/pending-counts');
    const [header] = screen.getAllByRole('navigation');
    if (!header) throw new Error('no navigation');
    expect(within(header).getByRole('link', { name: /일정 변경/ })).toHaveTextContent('대기 1건');
    expect(within(header).getByRole('link', { name: /문의 관리/ })).toHaveTextContent('대기 5건');
    expect(within(header).getByRole('link', { name: /원데이 신청/ })).toHaveTextContent(
      /^원데이 신청$/,
    );
  });

  it('when a member opens the staff area, then the counts are never requested', async () => {
    renderStaffArea(memberSession());
    expect(await screen.findByText('member page')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/auth/verify');
    expect(get).not.toHaveBeenCalledWith('/teachers/pending-counts');
  });

  it('when a guest opens the staff area, then the counts are never requested', async () => {
    get.mockRejectedValue(httpError(401));
    renderRoutes(
      [
        {
          path: '/admin',
          element: <StaffArea />,
          children: [{ path: 'dashboard', element: null }],
        },
        { path: '/login', element: <p>login page</p> },
      ],
      '/admin/dashboard',
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/teachers/pending-counts');
  });
});
