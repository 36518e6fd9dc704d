import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { handlers } from "../src/handlers.js";
import { listOperations, loadSpec, type SpecOperation } from "../src/platform/openapi/load-spec.js";
import { freshIp } from "./accounts.js";
import { requestArbitrary, sweepRequests, toInject, type FuzzRequest } from "./fuzz-request.js";
import { createTestApp, loginAs, type TestApp } from "./test-app.js";

// A bounded fuzzer over every operation of the contract. Requests come only from the spec (parameters and request
// bodies, with hostile values mixed in), sent with the seeded demo agent's token and without one. Each answer must be
// a status the operation declares, never a 5xx (501 only for an operation without a handler), with a body that matches
// the contract (the onSend check of test-app.ts). API_FUZZ_RUNS and API_FUZZ_SEED replay or widen a run; fast-check
// prints the seed and path of a failure.
//
// No operation is skipped or reordered. Side effects are harmless to the check: the test database is this file's own
// clone, and an operation that ends the session (logout) only makes the next call with the token answer 401, after
// which the fuzzer logs in again. Calls come from loopback (development tools answer) or a fresh address per call
// (per-IP rate limits do not pile up across operations).
const RUNS = Number(process.env.API_FUZZ_RUNS ?? 16);
const SEED = Number(process.env.API_FUZZ_SEED ?? 20_210_021);

const operations = listOperations(await loadSpec());

let t: TestApp;
let token: string;
let relogins = 0;
beforeAll(async () => {
  // With Recommended Listing on, its calls and the search's boost lookup meet the hostile input; with it off they
  // answer one 403, which src/features/recommended/recommended.test.ts checks on every one of them.
  t = await createTestApp({ FEATURE_FLAGS: "enableRecommendedListing=true" });
  token = await loginAs(t.app);
});
afterAll(() => t.close());

function declares(op: SpecOperation, status: number): boolean {
  const responses = op.operation.responses;
  return String(status) in responses || `${String(status)[0]}XX` in responses || "default" in responses;
}

/** A request that never answers is a failure too (a lost lock or an unfinished transaction), not a hung suite. */
async function answerWithin<T>(ms: number, promise: Promise<T>, request: FuzzRequest): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ms} ms: ${JSON.stringify(request).slice(0, 500)}`)),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function send(op: SpecOperation, request: FuzzRequest, withToken: boolean, loopback: boolean) {
  const res = await answerWithin(
    10_000,
    t.app.inject(toInject(request, withToken ? token : undefined, loopback ? "127.0.0.1" : freshIp())),
    request,
  );
  const mismatches = t.violations.splice(0);
  // Logging out (or anything else that ends the session) must not leave the rest of the run without a session.
  if (withToken && res.statusCode === 401) {
    token = await answerWithin(10_000, loginAs(t.app), { method: "login", url: "", headers: {} });
    relogins += 1;
  }
  const status = res.statusCode;
  const problems = [
    ...mismatches,
    ...(status >= 500 && !(status === 501 && !(op.operation.operationId in handlers))
      ? [`server error ${status}`]
      : []),
    ...(declares(op, status) ? [] : [`status ${status} is not declared`]),
  ];
  if (problems.length > 0) {
    const shown = {
      ...request,
      payload: typeof request.payload === "string" ? request.payload.slice(0, 300) : request.payload && "<multipart>",
    };
    throw new Error(
      `${problems.join("; ")}\nrequest (token: ${withToken}): ${JSON.stringify(shown).slice(0, 800)}\nresponse: ${res.body.slice(0, 300)}`,
    );
  }
}

describe("contract fuzzing", () => {
  for (const op of operations) {
    it(`${op.method.toUpperCase()} ${op.path} (${op.operation.operationId}) answers only declared statuses, never 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), fc.boolean(), fc.boolean(), async (request, withToken, loopback) => {
          await send(op, request, withToken, loopback);
        }),
        {
          numRuns: RUNS,
          seed: SEED,
          examples: sweepRequests(op, SEED).map((r): [FuzzRequest, boolean, boolean] => [r, true, true]),
        },
      );
    }, 120_000);
  }

  it("reports what it covered", () => {
    console.log(
      `contract fuzzing: ${operations.length} operations × ${RUNS} runs, seed ${SEED}, ${relogins} re-logins`,
    );
  });
});
