import { createMongoAbility } from '@casl/ability';
import type { UserData } from '@live-agent/contracts';
import type { AbilityRule, AppAbility } from './ability.types';

/** What a visitor without a stored user may do: read the Auth pages. */
export const GUEST_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** The rules a user's ability list grants; no user means the guest rules. */
export function rulesFor(userData: Pick<UserData, 'ability'> | null | undefined): AbilityRule[] {
  return userData?.ability ?? GUEST_RULES;
}

/** A CASL ability from the user's rule list (the access token's claims, session/tokenClaims.ts). */
export function defineAbilityFor(userData: Pick<UserData, 'ability'> | null | undefined): AppAbility {
  return createMongoAbility<AppAbility>(rulesFor(userData));
}

/** Swaps the rules of an existing ability in place, so every `Can` and guard using it re-renders. */
export function updateAbilityFor(ability: AppAbility, userData: Pick<UserData, 'ability'> | null | undefined): void {
  ability.update(rulesFor(userData));
}
