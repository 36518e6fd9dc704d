import { afterEach, beforeEach, vi } from "vitest";

/** The API host the server code talks to in tests; requests go nowhere because `fetch` is a mock. */
const TEST_API_URL = "http://api.test";

/** A JSON answer shaped as the API sends it. */
export function apiAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

type Answer = (input: RequestInfo | URL) => Response | Promise<Response>;

/**
 * Replaces the global `fetch` with a mock and points `API_URL` at {@link TEST_API_URL} for every test of the
 * calling `describe` block, restoring both afterwards. Tests queue answers on `fetchMock`; `answer`, when given,
 * serves every call that has no queued answer. `sentRequest(n)` is the n-th request sent (negative counts from
 * the end), as the server code built it.
 */
export function stubApiFetch(answer?: Answer) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    if (answer) fetchMock.mockImplementation(async (input) => answer(input));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubEnv("API_URL", TEST_API_URL);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
  const sentRequest = (index = 0): Request => {
    const call = fetchMock.mock.calls.at(index);
    if (!call) throw new Error(`no request number ${index} was sent (${fetchMock.mock.calls.length} sent)`);
    return call[0] as Request;
  };
  return { fetchMock, sentRequest };
}
