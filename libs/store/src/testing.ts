// @live-agent/store/testing: what tests of the API slice's endpoints need beside the slice itself.

interface Waiting {
  url: string;
  method: string;
  params?: unknown;
  data?: unknown;
  answer(data: unknown): void;
  refuse(status?: number, data?: unknown): void;
}

/**
 * An API client whose requests wait until the test answers them, one at a time and in the order it chooses: what a
 * race between a read and a write needs (createAppStore's `sagaContext.api`).
 */
export function answeredInTurn() {
  const waiting: Waiting[] = [];
  return {
    waiting,
    request: (config: { url: string; method?: string; params?: unknown; data?: unknown }) =>
      new Promise<{ data: unknown }>((resolve, reject) => {
        waiting.push({
          url: config.url,
          method: config.method ?? 'GET',
          params: config.params,
          data: config.data,
          answer: (data) => resolve({ data }),
          refuse: (status = 422, data = {}) =>
            reject(Object.assign(new Error('Request failed'), { response: { status, data } })),
        });
      }),
    /** The oldest request to `url` still waiting (taken off the list). */
    next(url: string): Waiting {
      const index = waiting.findIndex((request) => request.url === url);
      if (index < 0)
        throw new Error(`no request to ${url} is waiting (waiting: ${waiting.map((r) => r.url).join(', ')})`);
      return waiting.splice(index, 1)[0];
    },
  };
}
