// Where a form goes once the user is signed in. The shell's pages leave as soon as a user is there (a
// signed-in user has nothing to do on /login); a demo variant stays while the user looks at it and leaves
// only after a sign-in made on it (a new user object in the store) (docs/architecture.md, Blank-layout routes).
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { homeRouteFor, selectAuthUser } from '@live-agent/auth';
import type { UserData } from '@live-agent/contracts';

export type SignedInBehaviour = 'leave' | 'stay';

/** Returns `markSubmitted`, to call as the form is sent. `returnPath` wins over the role's home. */
export function useLeaveWhenSignedIn(behaviour: SignedInBehaviour, returnPath: string | null = null) {
  const userData = useSelector(selectAuthUser);
  const navigate = useNavigate();
  // undefined: nothing sent yet; otherwise the user that was there when the form was sent.
  const sentAs = useRef<UserData | null | undefined>(undefined);

  useEffect(() => {
    if (!userData) return;
    const signedInHere = sentAs.current !== undefined && sentAs.current !== userData;
    if (behaviour === 'stay' && !signedInHere) return;
    // '/' is where an unknown visitor arrives, not a destination: start them on their role's home.
    navigate(returnPath ?? homeRouteFor(userData), { replace: true });
  }, [userData, behaviour, returnPath, navigate]);

  return () => {
    sentAs.current = userData;
  };
}
