import { LANGUAGE_TOGGLE_ATTRIBUTE } from '@/i18n/early-language-toggle';
import { otherLanguage, toLanguageTag } from '@/i18n/language';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from './LanguageToggle.module.css';

/** Shows the other language's own name (English / 한국어), the usual way to offer a switch. */
export function LanguageToggle() {
  const { language, isForced, toggleLanguage } = useLanguage();
  const t = useT();
  return (
    <button
      type="button"
      {...{ [LANGUAGE_TOGGLE_ATTRIBUTE]: '' }}
      className={styles.toggle}
      onClick={toggleLanguage}
      disabled={isForced}
      title={isForced ? t.language.forcedNotice : t.language.switchLabel}
    >
      <span className={styles.globe} aria-hidden="true" />
      <span lang={toLanguageTag(otherLanguage(language))}>{t.language.switchTo}</span>
    </button>
  );
}
