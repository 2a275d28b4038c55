import { Link } from 'react-router-dom';
import formStyles from '@/components/form/Form.module.css';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import styles from './ForgotPassword.module.css';
import { StepHeading } from './StepHeading';

/** Step 4: done, back to login. */
export function CompleteStep() {
  const copy = useT().auth.forgotPassword;
  return (
    <>
      <StepHeading focusOnMount>{copy.completeTitle}</StepHeading>
      <p className={styles.lead} role="status">
        {copy.completeMessage}
      </p>
      <Link to={paths.login} className={formStyles.submit}>
        {copy.goToLogin}
      </Link>
    </>
  );
}
