// The contract between the server core (server.ts) and the domain modules (domains/<name>/).
// A new domain is one object of type MockDomain; nothing else changes (docs/architecture.md, Adding a
// remote or a domain). What crosses HTTP is declared in libs/contracts, not here.
import type { UserData } from '@live-agent/contracts';
import type { Request, Response, Server } from 'miragejs';
import type { ModelDefinition } from 'miragejs/-types';
import type { ChangeKeeper } from './kept';

export interface MockContext {
  /** Origin of the product API, without a trailing slash (e.g. 'http://localhost:8000'). */
  productApiBase: string;
  /**
   * Reads `Authorization: Bearer <access token>` and returns the signed-in user, or a ready
   * 401 `{ message: 'Unauthenticated.' }` to return from the handler as is:
   *   const user = ctx.requireUser(request); if (user instanceof Response) return user;
   */
  requireUser(request: Request): UserData | Response;
}

export interface MockDomain {
  /** Unique name; also the folder name under src/domains/. */
  name: string;
  /**
   * 'demo': theme demo endpoints on the page's own origin (paths as in docs/demo-api.md, e.g. '/api/bookmarks/data').
   * 'product': the product API; paths are relative to `${productApiBase}/api/v1`, so a product domain
   * writes `server.get('/agents', ...)` and it answers `http://localhost:8000/api/v1/agents`.
   */
  kind: 'demo' | 'product';
  /** Mirage models this domain owns, e.g. `{ agent: Model }`. Names must be unique across domains. */
  models?: Record<string, ModelDefinition>;
  /**
   * Inserts this domain's deterministic seed data: random values from createRandom (never Math.random), dates
   * relative to `clock.now` (never new Date()), so the demo looks alive today and a test that pins `now`
   * sees the same records every run.
   */
  seed?(server: Server, clock: SeedClock): void;
  /** Registers the domain's routes. urlPrefix/namespace are already set for the domain's kind. */
  routes(server: Server, ctx: MockContext): void;
}

/** The organisation's time zone when the options name none (or name one the platform does not know). */
export const DEMO_TIME_ZONE = 'Europe/Berlin';

/**
 * The moment the seeds are placed around ("3 days ago", "tomorrow at 10:00"), and the time zone of the demo
 * organisation's wall clock (its shifts and working hours, so the history's working day).
 */
export interface SeedClock {
  now: Date;
  timeZone: string;
}

export interface MockServerOptions {
  /**
   * "Now" for the seed data (epoch ms or a Date): tasks, calendar events and last sign-ins sit at fixed
   * offsets from it. Default: the real clock when the server starts. Tests pin it for exact dates.
   */
  now?: Date | number;
  /**
   * The demo organisation's time zone (IANA, e.g. 'America/New_York'): its shifts and working hours, so when its
   * agents are online and its chats come in, follow this wall clock. Default DEMO_TIME_ZONE; an unknown zone is
   * ignored. A presenter elsewhere in the world sets theirs so the dashboard is busy in their working day.
   */
  timeZone?: string;
  /** 'test' in jest: no response delay, no console logging. Default 'development'. */
  environment?: 'development' | 'test';
  /** Response delay in ms in development (default DEMO_DELAY_MS, 50) so loading states are visible. */
  timing?: number;
  /** Origin of the product API, e.g. 'http://localhost:8000'. Default: window.location.origin. */
  productApiBase?: string;
  /** Serve the theme demo endpoints (default true). */
  demo?: boolean;
  /** Serve /api/v1/* (default true). When false, those requests pass through to the real API. */
  product?: boolean;
  /**
   * Staged start only (staged.ts): how long after the first chunk (and the history it builds) the demo apps'
   * domains are fetched at the latest, unless the page prepares (`whenPreparing`) or a request needs them sooner.
   * Default DEMO_APPS_AFTER_MS (4 s).
   */
  demoAppsAfterMs?: number;
  /**
   * Staged start only: the page opens on a demo app's screen (a reload or a link, signed in), whose first requests
   * need the demo apps' domains: they are registered as soon as the first chunk is, not after the history (which
   * that screen does not need) nor on its first request, which would then wait for the chunk's fetch and seeds.
   */
  demoAppsAtOnce?: boolean;
  /**
   * Staged start only (staged.ts): resolves when the page is quiet enough for the later chunks (default: the
   * browser's idle callback). The mock server's worker has none of its own: the page tells it (worker/bridge.ts).
   */
  whenIdle?: () => Promise<void>;
  /**
   * Staged start only: resolves when the page starts fetching what its next clicks need (the shell's preload of the
   * other remotes, after the first screen); the demo apps' domains come then. The worker's page says so (bridge.ts).
   */
  whenPreparing?: () => Promise<void>;
  /**
   * Keeps what people change (kept.ts): the changes stored so far, laid over the seed, and where each write's
   * changes go. Without it every start is the seed alone (tests, unless they test this).
   */
  keep?: ChangeKeeper;
  /** Extra domains beside the built-in ones (a test's stand-in domain, say). */
  domains?: MockDomain[];
  /**
   * The conversation history of the product API (domains/conversations; only when `product` is on).
   * Giving this option also keeps each agent's `status` (GET /agents) equal to the history's status log.
   */
  conversations?: {
    /**
     * Where the 180-day history ends: epoch ms, or 'now' = the real clock when the history is first
     * built (lazily, on the first conversation request or simulation tick). Default REFERENCE_DATE, so
     * tests stay deterministic.
     */
    endsAt?: number | 'now';
    /**
     * > 0 starts the live simulation (conversations/simulation.ts): every this many ms the history
     * advances to the clock (the real clock with endsAt 'now'; otherwise endsAt plus the time since
     * the server started), so new chats arrive, get answered and close and agents change status.
     * server.shutdown() stops it. Default 0 (off).
     */
    simulationIntervalMs?: number;
    /**
     * Arrivals of the live simulation are this many times the usual rate (default 1, what the tests' figures
     * assume). About 25 keeps some 200 conversations going at once, to load the live monitor
     * (docs/demo-api.md, Live monitor; liveLoadScale reads it from the page's address or localStorage).
     */
    arrivalScale?: number;
  };
}
