import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { AppShell } from './AppShell';
import styles from './GuestLayout.module.css';
import { LanguageOffer } from './components/LanguageOffer';
import { LanguageToggle } from './components/LanguageToggle';
import { SiteFooter } from './components/SiteFooter';
import { guestHeaderNav, guestSidebarNav } from './nav-items';

export function GuestLayout() {
  const t = useT();
  const loginLink = (
    <Link to={paths.login} className={styles.login}>
      {t.nav.login}
    </Link>
  );

  return (
    <AppShell
      brand={{ to: paths.home, label: format(t.common.goHomeLabel, { name: t.brand.name }) }}
      navPlacement="inline"
      headerNav={guestHeaderNav(t.nav)}
      headerActions={
        <>
          {loginLink}
          <LanguageToggle />
        </>
      }
      // The switch stays in sight on a phone, not only inside the menu.
      headerCompact={<LanguageToggle />}
      banner={<LanguageOffer />}
      sidebarNav={guestSidebarNav(t.nav)}
      sidebarBottom={
        <>
          <LanguageToggle />
          {loginLink}
        </>
      }
      footer={<SiteFooter />}
    />
  );
}
