import { DialogsProvider } from '@/components/dialogs/DialogsProvider';
import { ActingForBanner } from '@/features/families/components/ActingForBanner';
import { MemberLayout } from '@/layouts/MemberLayout';
import { useAreaLayoutProps } from './area-layout-props';

/**
 * The /user frame; loaded with the member pages, never by guests. Its pages ask and tell in the
 * app's dialogs (decision 0052), which guest pages never need.
 */
export function MemberAreaLayout() {
  return (
    <DialogsProvider>
      <MemberLayout {...useAreaLayoutProps()} banner={<ActingForBanner />} />
    </DialogsProvider>
  );
}
