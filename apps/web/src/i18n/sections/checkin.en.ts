import type { TDeepStrings } from '../types';
import type { koCheckin } from './checkin.ko';

export const enCheckin: TDeepStrings<typeof koCheckin> = {
  kiosk: {
    title: 'Check-in',
    lead: 'Please enter your 4-digit check-in code.',
    codeLabel: 'Check-in code',
    keypadLabel: 'Number keypad',
    clear: 'Clear',
    backspace: 'Delete one digit',
    submit: 'Check in',
    sending: 'Checking…',
    checkedIn: '{name}, you are checked in',
    alreadyCheckedIn: '{name}, you already checked in today',
    lessonAt: 'Lesson at {time}',
    failed: 'Could not check in. Please ask at the desk.',
    exit: 'Leave the check-in screen',
  },
  dashboard: {
    open: 'Open the check-in screen',
  },
  code: {
    action: 'Check-in code of {name}',
    actionShort: 'Check-in code',
    title: 'Check-in code of {name}',
    none: 'No code yet.',
    reset: 'Make a new code',
    issue: 'Make a code',
    loadFailed: 'Failed to load the check-in code.',
    resetFailed: 'Failed to make a new code.',
    close: 'Close',
  },
};
