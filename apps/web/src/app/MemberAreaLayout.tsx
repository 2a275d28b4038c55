import { ActingForBanner } from '@/features/families/components/ActingForBanner';
import { MemberLayout } from '@/layouts/MemberLayout';
import { useAreaLayoutProps } from './area-layout-props';

/** The /user frame; loaded with the member pages, never by guests. */
export function MemberAreaLayout() {
  return <MemberLayout {...useAreaLayoutProps()} banner={<ActingForBanner />} />;
}
