import type { FastifyRequest } from "fastify";
import { issueLink } from "../../kernels/auth/one-time-links.js";
import { ACTIVATION_LINK_HOURS } from "../../kernels/auth/security-settings.js";
import { activationEmail } from "../../kernels/auth/account-messages.js";
import { publicLink } from "./public-link.js";

/** Issues a new activation link (older ones stop working) and e-mails it. */
export async function sendActivationEmail(request: FastifyRequest, user: { id: number; name: string; email: string }) {
  const token = await issueLink(request.server.database.db, user.id, "activation", ACTIVATION_LINK_HOURS * 3600);
  const link = publicLink(request.server.config.publicUrl, `/user/activation/${token}`);
  await request.server.messenger.send(activationEmail(user.email, user.name, link, ACTIVATION_LINK_HOURS));
}
