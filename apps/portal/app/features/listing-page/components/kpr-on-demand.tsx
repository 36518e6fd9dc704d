import { lazy, Suspense, type ComponentProps } from "react";
import type * as KprModule from "./kpr-calculator";

type KprModule = typeof KprModule;
type KprCalculatorProps = ComponentProps<KprModule["KprCalculator"]>;
type Loaded = { default: KprModule["KprCalculator"] };

/** On the server the module is loaded with this one, so a render has it at once (no streamed fallback). */
let onServer: KprModule | undefined;
const serverLoad = import.meta.env.SSR ? import("./kpr-calculator").then((module) => (onServer = module)) : undefined;

const TOUCH_EVENTS = ["pointerover", "pointerdown", "focusin"] as const;

/**
 * Resolves when the visitor first points at or focuses the server-rendered simulation, or when the browser is
 * idle, whichever comes first; at once after a client-side navigation (no server HTML to show meanwhile).
 */
function touchedOrIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (!document.querySelector(".kpr")) return resolve();
    const done = () => {
      for (const type of TOUCH_EVENTS) document.removeEventListener(type, onTouch, true);
      resolve();
    };
    const onTouch = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(".kpr")) done();
    };
    for (const type of TOUCH_EVENTS) document.addEventListener(type, onTouch, true);
    if ("requestIdleCallback" in window) requestIdleCallback(done, { timeout: 5_000 });
    else setTimeout(done, 2_000);
  });
}

/**
 * In the browser the calculator's code (and the domain's KPR rules) is a chunk of its own: rent listings never
 * load it, and a sale's page hydrates it once the visitor touches it or the browser is idle, so it is not part of
 * the page's first scripts (ADR 0054). The server renders it at once, so the HTML (and the page without
 * JavaScript) is as before; until the chunk arrives, React keeps that HTML as it is.
 */
const KprCalculatorLater = lazy((): Promise<Loaded> => {
  if (onServer) {
    const loaded: Loaded = { default: onServer.KprCalculator };
    // A thenable that answers at once (React's lazy only calls `then`): the render does not suspend.
    return { then: (resolve: (value: Loaded) => unknown) => resolve(loaded) } as unknown as Promise<Loaded>;
  }
  return (serverLoad ?? touchedOrIdle().then(() => import("./kpr-calculator"))).then((module) => ({
    default: module.KprCalculator,
  }));
});

export function KprOnDemand(props: KprCalculatorProps) {
  return (
    <Suspense>
      <KprCalculatorLater {...props} />
    </Suspense>
  );
}
