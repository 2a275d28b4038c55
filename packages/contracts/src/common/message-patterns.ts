/**
 * Texts that follow one pattern in both languages, built from their nouns and verbs so the
 * pattern is written once. Each keeps its literal type, like a text written out `as const`.
 * A Korean object comes with its particle ('이름을', '성별을'): it follows the noun's last sound.
 */

/** "X에 실패했습니다." / "Failed to x.": an action that did not go through. */
export function failedText<const TKo extends string, const TEn extends string>(
  koAction: TKo,
  enAction: TEn,
) {
  return { ko: `${koAction}에 실패했습니다.`, en: `Failed to ${enAction}.` } as const;
}

/** "X을 입력해주세요." / "Please enter x.": a field left empty or not valid. */
export function enterText<const TKo extends string, const TEn extends string>(
  koObject: TKo,
  enObject: TEn,
) {
  return { ko: `${koObject} 입력해주세요.`, en: `Please enter ${enObject}.` } as const;
}

/** "X을 선택해주세요." / "Please select x.": a choice not made. */
export function selectText<const TKo extends string, const TEn extends string>(
  koObject: TKo,
  enObject: TEn,
) {
  return { ko: `${koObject} 선택해주세요.`, en: `Please select ${enObject}.` } as const;
}

/** "X을 찾을 수 없습니다." / "The x could not be found.": what a call names is not there. */
export function notFoundText<const TKo extends string, const TEn extends string>(
  koObject: TKo,
  enSubject: TEn,
) {
  return { ko: `${koObject} 찾을 수 없습니다.`, en: `${enSubject} could not be found.` } as const;
}
