// "Today" for the reports' periods is the organisation's today, not the browser's: the server reads a report's days
// as the organisation's days, so a supervisor in London with the organisation in Auckland must get Auckland's
// "Today" (docs/demo-api.md, conversations and reports). The organisation's zone comes from GET /organization, one
// request a session in the API slice's cache; a report screen waits for it (withOrganizationDay) and its route's
// prefetch asks it first (whenOrganizationDayKnown), so both compute the same days and ask one question.
import { createContext, useContext, useMemo, type ComponentType } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import dayjs from 'dayjs';
import { describeApiError } from '@live-agent/auth';
import { createFormat, ReportStatus } from '@live-agent/ui-kit';
import { resourcesApi, useOrganizationQuery } from '../api/resources';

/** The organisation's calendar day at `now`, 'YYYY-MM-DD'. */
export const organizationToday = (timeZone: string, now: number = Date.now()): string =>
  createFormat('en', timeZone).dayOf(now);

const OrganizationDay = createContext<string | undefined>(undefined);

/**
 * Today in the organisation's zone, inside a report screen. Outside one (a filter rendered alone in its test) there
 * is no organisation to ask, and the browser's day stands in.
 */
export function useOrganizationDay(): string {
  return useContext(OrganizationDay) ?? dayjs().format('YYYY-MM-DD');
}

/** A report screen that draws once the organisation's zone is known: a spinner until then, the reason and Retry if it cannot be read. */
export function withOrganizationDay<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithOrganizationDay(props: P) {
    const organization = useOrganizationQuery();
    const timeZone = organization.data?.timezone;
    const today = useMemo(() => (timeZone ? organizationToday(timeZone) : undefined), [timeZone]);
    if (!today)
      return (
        <ReportStatus
          hasData={false}
          loading={organization.isFetching}
          error={organization.isError ? describeApiError(organization.error) : null}
          onRetry={() => void organization.refetch()}
        >
          {null}
        </ReportStatus>
      );
    return (
      <OrganizationDay.Provider value={today}>
        <Screen {...props} />
      </OrganizationDay.Provider>
    );
  }
  WithOrganizationDay.displayName = `WithOrganizationDay(${Screen.displayName ?? Screen.name})`;
  return WithOrganizationDay;
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * A route's prefetch action that asks for the organisation (answered from the cache once known), then dispatches
 * `ask(today)`: the same day the screen will compute (withOrganizationDay). A failed organisation asks nothing; the
 * screen shows why.
 */
export const whenOrganizationDayKnown =
  (ask: (today: string) => unknown) =>
  async (dispatch: Dispatch): Promise<void> => {
    const { data } = await dispatch(resourcesApi.endpoints.organization.initiate(undefined, { subscribe: false }));
    if (data) dispatch(ask(organizationToday(data.timezone)) as UnknownAction);
  };
