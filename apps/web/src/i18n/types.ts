import type { ko } from './ko';
import type { koForms } from './ko-forms';
import type { koSignedIn } from './ko-signed-in';

export type TDeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : TDeepStrings<T[K]> };

/**
 * The shape every dictionary must have: the Korean keys, with string values. Typing the English
 * dictionary with it makes a missing or an extra key a compile error.
 */
export type TDictionary = TDeepStrings<typeof ko & typeof koForms & typeof koSignedIn>;
