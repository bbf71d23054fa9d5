// CASL React 7 replaced createContextualCan with one AbilityProvider whose context lives inside @casl/react.
// Because @casl/react is a Module Federation singleton (docs/architecture.md, The remote contract), the shell's provider reaches the `Can` and
// useAppAbility of every remote. These wrappers only pin the ability type to AppAbility.
import type { ReactNode } from 'react';
import { AbilityProvider as CaslAbilityProvider, Can as CaslCan, useAbility, type CanProps } from '@casl/react';
import type { AppAbility } from './ability.types';

export interface AbilityProviderProps {
  value: AppAbility;
  children?: ReactNode;
}

/** Makes `value` the ability of everything below it. */
export function AbilityProvider({ value, children }: AbilityProviderProps) {
  return <CaslAbilityProvider value={value}>{children}</CaslAbilityProvider>;
}

/**
 * Context-style spelling of AbilityProvider (`<AbilityContext.Provider value={ability}>`), kept because the
 * pre-v7 CASL pattern is what most code expects. There is no Consumer: read the ability with useAppAbility().
 */
export const AbilityContext = { Provider: AbilityProvider } as const;

/** `<Can I="read" a="Dashboard">…</Can>`: renders children only when the ability in context allows it. */
export const Can = CaslCan as (props: CanProps<AppAbility>) => ReactNode;

/** The ability in context; the component re-renders when its rules change. Throws outside an AbilityProvider. */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
