import userEvent from '@testing-library/user-event';

/**
 * The user-event session component tests drive a page with. A click goes straight to its element
 * without first moving the pointer over it (tests of hovering call `user.hover`): the pointer
 * moves made each step of a page test slower in jsdom and, on a busy machine, pushed long tests
 * past the time limit, while testing nothing more (docs/testing.md).
 */
export const setupUser = () => userEvent.setup({ skipHover: true });

/** The user-event session a test drives the page with. */
export type TUser = ReturnType<typeof setupUser>;
