import { describe, expect, it } from "vitest";
import { enquiryListParams, leadFiltersOf, leadFiltersSearch, LEAD_TABS } from "./lead-filters";

const of = (search: string) => leadFiltersOf(new URLSearchParams(search));

describe("lead filters in the URL", () => {
  it("reads the tab from the API's own parameters, anything else is Semua", () => {
    expect(of("")).toEqual({ tab: "all", page: 1 });
    expect(of("read=false")).toEqual({ tab: "unread", page: 1 });
    expect(of("archive=true&page=3")).toEqual({ tab: "archived", page: 3 });
    expect(of("archive=true&read=false")).toEqual({ tab: "archived", page: 1 });
    expect(of("read=true&archive=false&page=x")).toEqual({ tab: "all", page: 1 });
    expect(of("page=-2")).toEqual({ tab: "all", page: 1 });
  });

  it("writes only what differs from the default, and reads back what it wrote", () => {
    expect(leadFiltersSearch({ tab: "all", page: 1 })).toBe("");
    expect(leadFiltersSearch({ tab: "unread", page: 1 })).toBe("?read=false");
    expect(leadFiltersSearch({ tab: "archived", page: 2 })).toBe("?archive=true&page=2");
    for (const tab of LEAD_TABS) {
      for (const page of [1, 4]) {
        expect(of(leadFiltersSearch({ tab, page }))).toEqual({ tab, page });
      }
    }
  });

  it("maps each tab to the list call", () => {
    expect(enquiryListParams({ tab: "all", page: 1 })).toEqual({ archive: false, page: 1 });
    expect(enquiryListParams({ tab: "unread", page: 2 })).toEqual({ archive: false, read: false, page: 2 });
    expect(enquiryListParams({ tab: "archived", page: 1 })).toEqual({ archive: true, page: 1 });
  });
});
