import { Navigate, useSearchParams } from 'react-router';
import { ZLoginRequest, ZRegisterRequest, ZReturnTo, signInErrorMessage } from '@agency/contracts';
import type { SessionStatus } from '@agency/contracts/platform';
import { usePageTitle } from '@agency/design-system/page-title';
import { CredentialsForm } from './credentials-form';
import { signInReason } from './sign-in-reason';
import * as styles from './sign-in-page.module.css';

/** /sign-in?returnTo=: where /api/login sends a browser that has no session. */
export function SignInPage({ sessionStatus }: { sessionStatus: SessionStatus }) {
  const [searchParams] = useSearchParams();
  // Only a same-site path: never send a fresh session to another origin.
  const returnTo = ZReturnTo.parse(searchParams.get('returnTo') ?? '/');
  const reason = signInReason(returnTo);
  // Set when single sign-on came back refused (the API redirects here with a code).
  const signOnError = signInErrorMessage(searchParams.get('error'));
  usePageTitle('Sign in');

  // Signed in already (a bookmark, Back, a second tab): on to where they were going, or their home. A return address
  // that is this page again renders it again, and it goes on to the address that one carries.
  if (sessionStatus === 'signed-in') return <Navigate to={returnTo} replace />;

  return (
    <section className={styles.page} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={styles.title}>
        Client Login
      </h1>
      {reason && <p className={styles.reason}>{reason}</p>}
      {signOnError && (
        <p role="alert" className={styles.alert}>
          {signOnError}
        </p>
      )}
      <div className={styles.forms}>
        <CredentialsForm
          title="Sign in"
          intro="Welcome back. Sign in to follow your projects."
          endpoint="POST /api/auth/login"
          schema={ZLoginRequest}
          returnTo={returnTo}
          fields={[
            { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
            { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
          ]}
        />
        <CredentialsForm
          title="Create account"
          intro="New here? Create an account to see your assessments and projects."
          endpoint="POST /api/auth/register"
          schema={ZRegisterRequest}
          returnTo={returnTo}
          fields={[
            { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
            { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
            { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
          ]}
        />
      </div>
    </section>
  );
}
