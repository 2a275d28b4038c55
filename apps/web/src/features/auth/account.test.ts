import { describe, expect, it } from 'vitest';
import { getAccountRole, getDashboardPath, isForeignUser } from './account';

describe('account helpers', () => {
  it('when either foreign flag is true, then the user is foreign', () => {
    expect(isForeignUser({ isForeigner: true })).toBe(true);
    expect(isForeignUser({ isForeign: true })).toBe(true);
    expect(isForeignUser({ isForeign: false, isForeigner: null })).toBe(false);
    expect(isForeignUser(null)).toBe(false);
  });

  it('when mapping the role label, then students are members and teacher roles are kept', () => {
    expect(getAccountRole('user', {})).toBe('member');
    expect(getAccountRole('teacher', { role: 'admin' })).toBe('admin');
    expect(getAccountRole('teacher', { role: 'teacher' })).toBe('teacher');
    expect(getAccountRole('teacher', {})).toBe('teacher');
  });

  it('when choosing a dashboard, then teachers go to /admin and students to /user', () => {
    expect(getDashboardPath('teacher')).toBe('/admin/dashboard');
    expect(getDashboardPath('user')).toBe('/user/dashboard');
  });
});
