import { useTranslation } from "react-i18next";
import { ListSearchForm } from "../../../components/list-search-form";
import { RouterLink } from "../../../components/router-link";
import type { AreaSearchResult } from "../queries";
import "../../../locales/featured-agents";

/** Finds an area by name (a GET form, works without JavaScript) and lists the matches to pick one. */
export function AreaPicker({
  query,
  areas,
  chosenId,
}: {
  query: string;
  areas: AreaSearchResult[];
  chosenId: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="g-stack" aria-labelledby="area-matches">
      <ListSearchForm
        label={t("featuredAgents.areaSearch")}
        hint={t("featuredAgents.areaSearchHint")}
        keyword={query}
      />
      {query && (
        <>
          <h2 id="area-matches">{t("featuredAgents.areasFound")}</h2>
          {areas.length === 0 ? (
            <p role="status">{t("featuredAgents.noAreas", { query })}</p>
          ) : (
            <ul className="area-results">
              {areas.map((area) => {
                const chosen = area.id === chosenId;
                const label = `${area.name}, ${area.city_name}, ${area.province_name}`;
                return (
                  <li key={area.id} className="area-result" aria-current={chosen ? "true" : undefined}>
                    <span>{label}</span>
                    {chosen ? (
                      <strong>{t("featuredAgents.chosenArea")}</strong>
                    ) : (
                      <RouterLink href={`?${new URLSearchParams({ q: query, area: area.id })}`}>
                        <span aria-hidden="true">{t("featuredAgents.chooseArea")}</span>
                        <span className="g-visually-hidden">{`${t("featuredAgents.chooseArea")} ${label}`}</span>
                      </RouterLink>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
