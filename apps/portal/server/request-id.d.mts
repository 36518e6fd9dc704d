import type { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

export declare const REQUEST_ID_HEADER: string;
export declare const requestContext: AsyncLocalStorage<{ requestId: string }>;
/** The id of the request being handled by server.mjs, if any (not under `react-router dev`). */
export function currentRequest(): { requestId: string } | undefined;
export function newRequestId(): string;
export function requestId(trusted: (address: string, hop: number) => boolean): RequestHandler;
