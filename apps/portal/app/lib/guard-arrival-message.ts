import type { GuardArrival } from "./guard-reason";
import { t } from "./i18n";
import { guards } from "../locales/guards";

const actionOf = (from: GuardArrival["from"]): string =>
  from !== null && from in guards.actions ? guards.actions[from as keyof typeof guards.actions] : guards.anyAction;

/** What the page says to an agent a guard sent there ("Beli membership untuk menambah listing."). */
export function guardArrivalMessage(arrival: GuardArrival): string {
  return t(`guards.arrival.${arrival.reason}`, { action: actionOf(arrival.from) });
}
