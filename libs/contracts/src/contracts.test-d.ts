// Compile-time drift check: each contract must stay mutually assignable with the type the mock server
// declares for the same JSON today. `npm test -w @live-agent/contracts` runs tsc, so the build fails when
// either side changes alone. Types only (nothing here runs), imported by relative path because the check
// is a repository-internal bridge, not a package dependency. Once the mock server declares its shapes by
// importing this package, every line here compares a type with itself and the file can go.
import type * as C from './index';
import type * as Mock from '../../mock-server/src/index';
import type * as MockTypes from '../../mock-server/src/types';
import type * as MockLiveAgent from '../../mock-server/src/domains/live-agent/types';
import type * as MockExtras from '../../mock-server/src/domains/live-agent/extras';
import type * as MockConversations from '../../mock-server/src/domains/conversations/types';
import type * as MockStore from '../../mock-server/src/domains/conversations/store';
import type * as MockMessages from '../../mock-server/src/domains/conversations/messages';
import type * as MockReports from '../../mock-server/src/domains/conversations/reports';
import type * as MockOrganization from '../../mock-server/src/domains/organization/update';
import type * as MockTodo from '../../mock-server/src/domains/todo/seeds';
import type * as MockTodoRoutes from '../../mock-server/src/domains/todo/routes';
import type * as MockCalendar from '../../mock-server/src/domains/calendar/seeds';
import type * as MockSearch from '../../mock-server/src/domains/search/seeds';

/** true when A and B are assignable to each other (the brackets stop unions from distributing). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile unless T is true; the error points at the pair that drifted. */
type Expect<T extends true> = T;

export type HttpDrift = [
  Expect<Same<C.ListPage<C.Agent>, ReturnType<typeof Mock.paginate<C.Agent>>>>,
];

export type AuthDrift = [
  Expect<Same<C.AbilityRule, MockTypes.AbilityRule>>,
  Expect<Same<C.UserData, MockTypes.AuthUser>>,
  Expect<Same<C.RefreshResponse, ReturnType<typeof Mock.issueTokens>>>,
];

export type OrganizationDrift = [
  Expect<Same<C.Organization, MockOrganization.Organization>>,
  Expect<Same<C.OrganizationSettings, MockOrganization.OrganizationSettings>>,
  Expect<Same<typeof C.ROUTING_METHODS, typeof MockOrganization.ROUTING_METHODS>>,
];

export type LiveAgentDrift = [
  Expect<Same<typeof C.ADMIN_ROLES, typeof MockLiveAgent.ADMIN_ROLES>>,
  Expect<Same<typeof C.AGENT_STATUSES, typeof MockLiveAgent.AGENT_STATUSES>>,
  Expect<Same<typeof C.QUEUE_ROUTINGS, typeof MockLiveAgent.QUEUE_ROUTINGS>>,
  Expect<Same<typeof C.WORKING_TIME_SCOPES, typeof MockLiveAgent.WORKING_TIME_SCOPES>>,
  Expect<Same<typeof C.TEMPLATE_SCOPES, typeof MockLiveAgent.TEMPLATE_SCOPES>>,
  Expect<Same<typeof C.AGENT_BULK_ACTIONS, typeof MockExtras.AGENT_BULK_ACTIONS>>,
  Expect<Same<C.Admin, MockLiveAgent.Admin>>,
  Expect<Same<C.Agent, MockLiveAgent.Agent>>,
  Expect<Same<C.Department, MockLiveAgent.Department>>,
  Expect<Same<C.Queue, MockLiveAgent.Queue>>,
  Expect<Same<C.Shift, MockLiveAgent.Shift>>,
  Expect<Same<C.TimeRange, MockLiveAgent.TimeRange>>,
  Expect<Same<C.WorkingTimeInterval, MockLiveAgent.WorkingTimeInterval>>,
  Expect<Same<C.WorkingTimeException, MockLiveAgent.WorkingTimeException>>,
  Expect<Same<C.WorkingTime, MockLiveAgent.WorkingTime>>,
  Expect<Same<C.ConversationTemplate, MockLiveAgent.ConversationTemplate>>,
  Expect<Same<C.ConversationCategory, MockLiveAgent.ConversationCategory>>,
  Expect<Same<C.Comment, MockLiveAgent.Comment>>,
];

export type ConversationsDrift = [
  Expect<Same<typeof C.CHANNELS, typeof MockConversations.CHANNELS>>,
  Expect<Same<typeof C.CONVERSATION_STATUSES, typeof MockConversations.CONVERSATION_STATUSES>>,
  Expect<Same<typeof C.HANDOFF_REASONS, typeof MockConversations.HANDOFF_REASONS>>,
  Expect<Same<typeof C.SENDER_TYPES, typeof MockConversations.SENDER_TYPES>>,
  Expect<Same<C.AgentStatus, MockConversations.AgentStatusValue>>,
  Expect<Same<C.ConversationRow, MockConversations.ConversationRow>>,
  Expect<Same<C.Message, MockConversations.Message>>,
  Expect<Same<C.MessagePage, MockMessages.MessagePage>>,
  Expect<Same<C.ConversationWithMessages, MockStore.ConversationWithMessages>>,
  Expect<Same<C.Contact, MockStore.ContactRecord>>,
];

export type ReportsDrift = [
  Expect<Same<typeof C.GROUP_BY, typeof MockReports.GROUP_BY>>,
  Expect<Same<C.ReportPeriod, MockReports.PeriodJson>>,
  Expect<Same<C.TrendFigure, MockReports.TrendCard>>,
  Expect<Same<C.DashboardReport, MockReports.DashboardReport>>,
  Expect<Same<C.AgentPerformanceRow, MockReports.AgentPerformanceRow>>,
  Expect<Same<C.AgentPerformanceReport, MockReports.AgentPerformanceReport>>,
  Expect<Same<C.LateOrEarly, MockReports.LateOrEarly>>,
  Expect<Same<C.ShiftPunctuality, MockReports.ShiftPunctuality>>,
  Expect<Same<C.TimelineSegment, MockReports.TimelineSegment>>,
  Expect<Same<C.AgentAnalysisRow, MockReports.AgentAnalysisRow>>,
  Expect<Same<C.AgentAnalysisReport, MockReports.AgentAnalysisReport>>,
  Expect<Same<C.ChatbotReport, MockReports.ChatbotReport>>,
  Expect<Same<C.VolumeGroup<number>, MockReports.VolumeGroup<number>>>,
  Expect<Same<C.CommunicationsReport, MockReports.CommunicationsReport>>,
];

export type TodoDrift = [
  Expect<Same<typeof C.TASK_TAGS, typeof MockTodo.TASK_TAGS>>,
  Expect<Same<typeof C.TASK_FILTERS, typeof MockTodoRoutes.TASK_FILTERS>>,
  Expect<Same<typeof C.TASK_SORTS, typeof MockTodoRoutes.TASK_SORTS>>,
  Expect<Same<C.TaskAssignee, MockTodo.TaskAssignee>>,
  Expect<Same<C.Task, MockTodo.Task>>,
];

export type CalendarDrift = [
  Expect<Same<typeof C.CALENDARS, typeof MockCalendar.CALENDARS>>,
  Expect<Same<C.CalendarEvent, MockCalendar.CalendarEvent>>,
];

export type SearchDrift = [Expect<Same<C.SearchPage, MockSearch.SearchPage>>];
