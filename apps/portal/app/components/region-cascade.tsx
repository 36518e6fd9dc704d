import { Select } from "@griya/ui/select";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { browserApi } from "../lib/browser-api";
import { citiesQuery, districtsQuery, provincesQuery, regionOptions, villagesQuery } from "../lib/region-queries";

/** One level of the cascade: the form field's name and its label. */
type RegionField = { name: string; label: string };

/** Province and city always; district (kecamatan) and village when the form asks for them. */
type RegionFields =
  | [RegionField, RegionField]
  | [RegionField, RegionField, RegionField]
  | [RegionField, RegionField, RegionField, RegionField];

/** Chosen ids keyed by field name; "" is nothing chosen. */
type RegionValues = Record<string, string>;

export type RegionCascadeProps = {
  fields: RegionFields;
  /** Controlled choices; without it the cascade keeps its own, starting from `defaultValue`. */
  value?: RegionValues;
  defaultValue?: RegionValues;
  /** The level chosen and the levels below it, now cleared. */
  onChange?: (changed: RegionValues) => void;
  errors: Partial<Record<string, string[]>>;
  /** Marked as required (default); the profile's address is required only with a KTP or NPWP. */
  required?: boolean;
};

/**
 * Province → city → district → village through the regional calls, as native selects posted with the form.
 * Choosing a level clears the levels below it and loads the next list; saved choices arrive already loaded
 * from the server, so a page without script shows them too.
 */
export function RegionCascade({
  fields,
  value,
  defaultValue = {},
  onChange,
  errors,
  required = true,
}: RegionCascadeProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState(defaultValue);
  const chosen = value ?? own;
  const idOf = (level: number) => (fields[level] ? (chosen[fields[level].name] ?? "") : "");

  const lists = [
    useQuery(provincesQuery(browserApi)),
    useQuery({ ...citiesQuery(browserApi, idOf(0)), enabled: idOf(0) !== "" }),
    useQuery({ ...districtsQuery(browserApi, idOf(1)), enabled: fields.length > 2 && idOf(1) !== "" }),
    useQuery({ ...villagesQuery(browserApi, idOf(2)), enabled: fields.length > 3 && idOf(2) !== "" }),
  ];

  const choose = (level: number, id: string) => {
    const changed: RegionValues = { [fields[level]!.name]: id };
    for (const below of fields.slice(level + 1)) changed[below.name] = "";
    if (value === undefined) setOwn({ ...own, ...changed });
    onChange?.(changed);
  };

  return (
    <div className="form-grid">
      {fields.map((field, level) => {
        const list = lists[level]!;
        return (
          <Select
            key={field.name}
            label={field.label}
            name={field.name}
            required={required}
            options={regionOptions(list.data)}
            placeholder={list.isLoading ? t("common.loadingOptions") : t("common.selectPlaceholder")}
            aria-busy={list.isLoading || undefined}
            disabled={level > 0 && idOf(level - 1) === ""}
            value={idOf(level)}
            onChange={(event) => choose(level, event.target.value)}
            error={errors[field.name]}
          />
        );
      })}
    </div>
  );
}
