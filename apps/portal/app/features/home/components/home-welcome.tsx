import { Button } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { pathTo } from "../../../paths";
import type { WelcomeTrial } from "../welcome";
import "../../../locales/welcome";

export type HomeWelcomeProps = {
  name: string;
  trial: WelcomeTrial;
  /** From the real state: a listing holds a slot; the profile has its photo. Unknown (null) shows as not done. */
  hasListing: boolean | null;
  hasProfilePhoto: boolean;
  /** The form's intent for "Tutup sambutan" (posted to the home's action). */
  dismissIntent: string;
};

/**
 * A new agent's first view of the home, above everything else: what the Trial gives (from the catalogue) and the
 * first steps, each linking to its screen and saying whether it is done. Closing it is a plain form post.
 */
export function HomeWelcome({ name, trial, hasListing, hasProfilePhoto, dismissIntent }: HomeWelcomeProps) {
  const { t } = useTranslation();
  const steps = [
    {
      key: "trial",
      text: t("welcome.trial", { slots: trial.listingSlots, coins: trial.bonusCoins, days: trial.durationDays }),
      // The welcome shows only during a running Trial, which /product would send on to /upgrade anyway.
      to: pathTo("upgrade"),
      action: t("welcome.trialAction"),
      done: true,
    },
    {
      key: "listing",
      text: t("welcome.listing"),
      to: pathTo("listingAdd"),
      action: t("welcome.listingAction"),
      done: hasListing === true,
    },
    {
      key: "profile",
      text: t("welcome.profile"),
      to: pathTo("profile"),
      action: t("welcome.profileAction"),
      done: hasProfilePhoto,
    },
  ];
  return (
    <section className="home-welcome" aria-labelledby="home-welcome-title">
      <h2 id="home-welcome-title" className="home-welcome-title">
        {t("welcome.title", { name })}
      </h2>
      <p>{t("welcome.intro")}</p>
      <ol className="home-welcome-steps" aria-label={t("welcome.checklist")}>
        {steps.map((step) => (
          <li key={step.key} className="home-welcome-step" data-done={step.done || undefined}>
            <span className="home-welcome-mark" aria-hidden="true">
              {step.done ? "✓" : ""}
            </span>
            <span className="home-welcome-text">
              {step.text}
              <span className="home-welcome-state">{step.done ? t("welcome.done") : t("welcome.todo")}</span>
            </span>
            <Link to={step.to} className="home-welcome-link">
              {step.action}
            </Link>
          </li>
        ))}
      </ol>
      <Form method="post" className="home-welcome-close">
        <input type="hidden" name="intent" value={dismissIntent} />
        <Button type="submit" variant="secondary" size="sm">
          {t("welcome.close")}
        </Button>
      </Form>
    </section>
  );
}
