import { describe, expect, it } from 'vitest';
import { memberSession, memberUser, staffSession } from '@/test/session-users';
import {
  fromState,
  getAccountRole,
  getDashboardPath,
  getPostLoginPath,
  isForeignMember,
} from './account';

describe('account helpers', () => {
  it('when the foreign flag is true, then the user is foreign', () => {
    expect(isForeignMember(memberUser({ isForeigner: true }))).toBe(true);
    expect(isForeignMember(memberUser({ isForeigner: false }))).toBe(false);
    expect(isForeignMember(null)).toBe(false);
  });

  it('when mapping the role label, then students are members and teacher roles are kept', () => {
    expect(getAccountRole(memberSession())).toBe('member');
    expect(getAccountRole(staffSession({ role: 'admin' }))).toBe('admin');
    expect(getAccountRole(staffSession({ role: 'teacher' }))).toBe('teacher');
  });

  it('when choosing a dashboard, then teachers go to /admin and students to /user', () => {
    expect(getDashboardPath('teacher')).toBe('/admin/dashboard');
    expect(getDashboardPath('user')).toBe('/user/dashboard');
  });

  it('when the login came from a page of the same area, then it goes back there', () => {
    expect(getPostLoginPath('user', '/user/practice-booking')).toBe('/user/practice-booking');
    expect(getPostLoginPath('teacher', '/admin/users')).toBe('/admin/users');
  });

  it('when the login came from another area or nowhere, then it goes to the dashboard', () => {
    expect(getPostLoginPath('user', '/admin/users')).toBe('/user/dashboard');
    expect(getPostLoginPath('teacher', '/user/dashboard')).toBe('/admin/dashboard');
    expect(getPostLoginPath('user', '/users')).toBe('/user/dashboard');
    expect(getPostLoginPath('teacher', undefined)).toBe('/admin/dashboard');
  });

  it('when reading the navigation state, then only a `from` field counts', () => {
    expect(fromState({ from: '/user/dashboard' })).toBe('/user/dashboard');
    expect(fromState(null)).toBeUndefined();
    expect(fromState('x')).toBeUndefined();
  });
});
