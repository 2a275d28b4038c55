import { CALENDAR_FEED_CARD_TEXTS, pickText } from '@academy/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useConfirm } from '@/components/dialogs/dialogs-context';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import {
  useCalendarFeedState,
  useDisableCalendarFeed,
  useEnableCalendarFeed,
} from '../api/calendar-feed';

/** The card's texts in the shown language. */
export function useFeedText() {
  const { language } = useLanguage();
  return (key: keyof typeof CALENDAR_FEED_CARD_TEXTS) =>
    pickText(CALENDAR_FEED_CARD_TEXTS[key], language);
}

/** The feed's state, the address right after it was made, and turning it on, anew or off. */
export function useCalendarFeed() {
  const text = useFeedText();
  const state = useCalendarFeedState();
  const enable = useEnableCalendarFeed();
  const disable = useDisableCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const ask = useConfirm();
  const busy = enable.isPending || disable.isPending;

  /** Turns the feed on; making a new address (`regenerate`) asks first, the old one stops working. */
  async function turnOn(regenerate = false) {
    const question = text('regenerateConfirm');
    if (regenerate && !(await ask({ question, confirmLabel: text('regenerate') }))) return;
    try {
      setUrl(await enable.mutateAsync());
    } catch (error) {
      toast.error(errorMessageOf(error, text('saveFailed')));
    }
  }

  async function turnOff() {
    const question = text('turnOffConfirm');
    if (!(await ask({ question, confirmLabel: text('turnOff'), tone: 'danger' }))) return;
    try {
      await disable.mutateAsync();
      setUrl(null);
    } catch (error) {
      toast.error(errorMessageOf(error, text('saveFailed')));
    }
  }

  return { state, url, busy, turnOn, turnOff };
}
