import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { issueSandboxCardToken } from "../../kernels/payments/sandbox-card-token.js";

/** POST /api/payments/sandbox/card_tokens: a signed test-card token, only while the sandbox is the gateway. */
export const createSandboxCardToken: OperationHandler<"createSandboxCardToken"> = async (request, reply) => {
  const gateway = request.server.paymentGateway;
  if (gateway.name !== "sandbox") return notFound();
  const { outcome = "capture" } = request.body ?? {};
  return reply.status(201).send({ data: { token_id: issueSandboxCardToken(gateway.serverKey, outcome) } });
};
