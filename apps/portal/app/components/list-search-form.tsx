import { Button, ButtonLink } from "@griya/ui/button";
import { TextField } from "@griya/ui/text-field";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { RouterLink } from "./router-link";

export type ListSearchFormProps = {
  label: string;
  hint?: string;
  /** Shown in the empty box, for layouts that hide the label on phones (the label still names the box). */
  placeholder?: string;
  /** The current keyword (from the URL). */
  keyword: string;
  /** Other parameters the search keeps (e.g. the order status tab); page always goes back to 1. */
  keep?: Record<string, string | undefined>;
};

/** A GET form over the list's URL: works without JavaScript, and "Reset" clears the keyword. */
export function ListSearchForm({ label, hint, placeholder, keyword, keep = {} }: ListSearchFormProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const resetParams = new URLSearchParams(
    Object.entries(keep).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return (
    <Form method="get" role="search" aria-label={label} className="list-search">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <TextField
        type="search"
        name="q"
        label={label}
        hint={hint}
        placeholder={placeholder}
        defaultValue={keyword}
        key={keyword}
        maxLength={100}
      />
      <div className="form-actions">
        <Button type="submit" variant="secondary" loading={searching} loadingLabel={t("lists.loading")}>
          {t("lists.search")}
        </Button>
        {keyword && (
          <ButtonLink
            href={`${location.pathname}${resetParams ? `?${resetParams}` : ""}`}
            variant="ghost"
            linkComponent={RouterLink}
          >
            {t("lists.reset")}
          </ButtonLink>
        )}
      </div>
    </Form>
  );
}
