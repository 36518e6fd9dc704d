import { agentTypeNeedsOffice } from "@griya/domain/agent-office";
import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { readRegisterChoices } from "./register-form-repository.js";

/** Agent types, every city with its province (area specialities) and agent offices. */
export const getRegisterForm: OperationHandler<"getRegisterForm"> = async (request) => {
  const { agentTypes, cities, agentOffices } = await readRegisterChoices(request.server.database.db);
  const types = agentTypes.map(({ id, name, code }) => ({ id, name, needs_office: agentTypeNeedsOffice(code) }));
  return { data: { agent_types: types, cities, agent_offices: agentOffices } };
};
