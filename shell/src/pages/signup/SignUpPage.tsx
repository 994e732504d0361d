import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { SignUpStep1 } from '@booknook/api';
import { useSession } from '@booknook/session';
import type { LoginLocationState } from '@booknook/features';
import { AuthFrame } from '../AuthFrame';
import { AccountStep } from './AccountStep';
import { newProfileDraft, ProfileStep, type ProfileDraft } from './ProfileStep';

const EMPTY_ACCOUNT: SignUpStep1 = { username: '', email: '', password: '' };

/** Two-step sign-up; step 2 appears only after step 1 is valid and both uniqueness checks pass. */
export function SignUpPage() {
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const [account, setAccount] = useState<SignUpStep1>(EMPTY_ACCOUNT);
  const [profile, setProfile] = useState<ProfileDraft | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // The form is replaced in place; tell keyboard and screen-reader users where they are now.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (token) return <Navigate to="/home" replace />;

  const onCreated = () => {
    const state: LoginLocationState = { accountCreated: true };
    navigate('/login', { state });
  };

  return (
    <AuthFrame title={step === 1 ? 'Sign up' : 'Set up your profile'} headingRef={headingRef}>
      <p className="shell-auth-card__step">Step {step} of 2</p>
      {step === 1 ? (
        <AccountStep
          initial={account}
          onDone={(checked) => {
            setAccount(checked);
            // The display name starts as the username, and follows a changed username until edited.
            setProfile((draft) =>
              !draft ? newProfileDraft(checked.username) : draft.displayName === account.username ? { ...draft, displayName: checked.username } : draft,
            );
            setStep(2);
          }}
        />
      ) : (
        <ProfileStep
          account={account}
          draft={profile ?? newProfileDraft(account.username)}
          onDraftChange={setProfile}
          onBack={() => setStep(1)}
          onCreated={onCreated}
        />
      )}
      <p className="shell-auth-card__switch">
        Already have an account? <Link to="/login">Log in here</Link>
      </p>
    </AuthFrame>
  );
}
