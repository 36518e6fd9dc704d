import { accessRefusal } from "@griya/domain/guard";
import { Dialog } from "@griya/ui/dialog";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../../../locales/banners";
import { browserApi } from "../../../lib/browser-api";
import { useRootData } from "../../../lib/use-root-data";
import { pathTo } from "../../../paths";
import { bannersQuery, type Banner } from "../queries";
import { markTakeoverSeen, takeoverSeenToday } from "../takeover-seen";
import { BannerImage } from "./banner-image";
import "./banners.css";

const browserStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The TAKEOVER_AGENT banner as a modal over the portal, at most once a WIB day per agent (remembered by the
 * browser). Only for agents who may use the portal; read in the browser after the page shows, so it never holds
 * a page back. Escape, the × or following its link closes it, and focus returns to where it was.
 */
export function TakeoverBanner() {
  const user = useRootData()?.user ?? null;
  const agentId = user !== null && accessRefusal(user, "agent") === null ? user.id : null;
  // Decided after hydration: the server cannot see what this browser remembers.
  const [due, setDue] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads this browser's storage, after hydration
    setDue(agentId !== null && !takeoverSeenToday(browserStorage(), agentId, new Date()));
  }, [agentId]);
  const { data } = useQuery({ ...bannersQuery(browserApi, "TAKEOVER_AGENT"), enabled: due });
  const [shown, setShown] = useState<Banner | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const banner = data?.[0];
    if (!due || agentId === null || !banner) return;
    // Marked seen meanwhile (the home's welcome does so on its day): then it waits for the next day.
    const seenMeanwhile = takeoverSeenToday(browserStorage(), agentId, new Date());
    if (!seenMeanwhile) markTakeoverSeen(browserStorage(), agentId, new Date());
    // eslint-disable-next-line react-hooks/set-state-in-effect -- shown together with remembering it in storage
    setDue(false);
    if (seenMeanwhile) return;
    setShown(banner);
    setOpen(true);
  }, [due, data, agentId]);

  if (!shown) return null;
  return <TakeoverDialog banner={shown} open={open} onOpenChange={setOpen} />;
}

function TakeoverDialog({
  banner,
  open,
  onOpenChange,
}: {
  banner: Banner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const summary = banner.detail?.split(/\n\s*\n/)[0];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={banner.title}
      description={summary}
      className="takeover-dialog"
    >
      <BannerImage image={banner.image} sizes="(min-width: 600px) 560px, 100vw" eager className="takeover-image" />
      <div className="takeover-actions">
        <Link
          className="g-button g-button--primary g-button--md"
          to={pathTo("bannerDetail", { uuid: banner.uuid })}
          onClick={() => onOpenChange(false)}
        >
          {t("banners.readMore")}
        </Link>
      </div>
    </Dialog>
  );
}
