export type TNavItem = {
  to: string;
  label: string;
  /** Only highlight on an exact match (the home link). */
  end?: boolean;
  /** A pending count shown next to the label when above zero. */
  badge?: number;
  /** What the badge's count is, read out with it (default: pending, e.g. "3 pending"). */
  badgeText?: string;
};

export type TAccountRole = 'admin' | 'teacher' | 'member';

/** Who is signed in, as the member and staff headers show it. */
export type TLayoutAccount = {
  name: string | null;
  role: TAccountRole;
};
