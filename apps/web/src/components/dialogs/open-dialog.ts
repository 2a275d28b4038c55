import type { TNotice, TQuestion } from './dialogs-context';

/** One open dialog and how it answers the code that opened it. */
export type TOpenDialog =
  | { kind: 'ask'; question: TQuestion; answer: (yes: boolean) => void }
  | { kind: 'tell'; notice: TNotice; answer: () => void };
